import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../../lib/mutations/form-errors';
import { validateEmail } from '../../../lib/validation';
import { Button, TextField } from '../../../ui';
import { useRequestPasswordResetMutation } from '../mutations/useRequestPasswordResetMutation';
import { TEXT_LIMITS } from '../../../lib/text-limits';

/**
 * The e-mail to send a reset link to. After sending, the form gives way to the server's answer,
 * which is the same whether or not the address has an account (so it can't be used to probe).
 */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const [request, isInFlight] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sent, setSent] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.checkValidity() || validateEmail(email.trim())) {
      setErrors({ fields: { email: validateEmail(email.trim()) ?? 'This field is required' }, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const { requestPasswordReset: result } = await request({ input: { email: email.trim() } });
      if (result.__typename === 'MessagePayload') setSent(result.message ?? '');
      else setErrors(toFormErrors(result, { email: 'Email' }));
    } catch (caught) {
      setErrors({ fields: {}, form: networkErrorMessage(caught) });
    }
  }

  if (sent !== null) {
    return (
      <div className="auth-form">
        <p className="auth-notice" role="status">
          {sent}
        </p>
        <p className="auth-form__switch">
          Didn't get it? Check your spam folder, or{' '}
          <button type="button" className="auth-link-button" onClick={() => setSent(null)}>
            send it again
          </button>
          .
        </p>
        <p className="auth-form__switch">
          <Link to="/sign_in">Back to sign in</Link>
        </p>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit}>
      <p className="auth-card__intro">Enter the email you sign in with. We'll send you a link to choose a new password.</p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        maxLength={TEXT_LIMITS.email}
        value={email}
        validate={validateEmail}
        error={errors.fields.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors(NO_ERRORS);
        }}
      />
      {errors.form && (
        <p className="auth-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" className="auth-form__submit" loading={isInFlight}>
        Send reset link
      </Button>
      <p className="auth-form__switch">
        Remembered it? <Link to="/sign_in">Back to sign in</Link>
      </p>
    </form>
  );
}
