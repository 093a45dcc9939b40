import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signInWithToken } from '../../../relay/relay-environment';
import { Button, TextField } from '../../../ui';
import { networkErrorMessage } from '../../../lib/mutations/form-errors';
import { withNext } from '../../../lib/next-path';
import { useSignInMutation } from '../mutations/useSignInMutation';

interface SignInFormProps {
  next: string | null;
  /** A message handed over in the address (`?error=` from the OpenID callback). */
  initialError: string | null;
  initialEmail?: string;
}

/** E-mail and password; the server's message ("Invalid email or password.", rate limit) on failure. */
export function SignInForm({ next, initialError, initialEmail = '' }: SignInFormProps) {
  const navigate = useNavigate();
  const [signIn, isInFlight] = useSignInMutation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(initialError);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      setError('Enter your email and password.');
      return;
    }
    setError(null);
    try {
      const { signIn: result } = await signIn({ input: { email: email.trim(), password } });
      if (result.__typename === 'AuthPayload' && result.token) {
        signInWithToken(result.token);
        // The root sends the person on: their company's dashboard, or onboarding without one.
        navigate(next ?? '/', { replace: true });
      } else {
        setError(result.message ?? 'Something went wrong.');
      }
    } catch (caught) {
      setError(networkErrorMessage(caught));
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit}>
      <TextField label="Email" type="email" name="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Link className="auth-form__forgot" to={email.trim() ? `/forgot_password?email=${encodeURIComponent(email.trim())}` : '/forgot_password'}>
        Forgot password?
      </Link>
      {error && (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" className="auth-form__submit" loading={isInFlight}>
        Sign In
      </Button>
      <p className="auth-form__switch">
        Don't have an account? <Link to={withNext('/sign_up', next)}>Sign up</Link>
      </p>
    </form>
  );
}
