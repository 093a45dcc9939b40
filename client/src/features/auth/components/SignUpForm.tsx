import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signInWithToken } from '../../../relay/relay-environment';
import { PASSWORD_HINT } from '../../../lib/password-strength';
import { MESSAGES, validateEmail } from '../../../lib/validation';
import { Button, Checkbox, TextField } from '../../../ui';
import { type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../../lib/mutations/form-errors';
import { withNext } from '../../../lib/next-path';
import { canCreateAccount, passwordsMismatch, type SignUpValues } from '../lib/sign-up-rules';
import { useSignUpMutation } from '../mutations/useSignUpMutation';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { TEXT_LIMITS } from '../../../lib/text-limits';

const FIELD_LABELS = { email: 'Email', password: 'Password', passwordConfirmation: 'Repeat password', terms: 'Terms' };

/** Sign-up fields, the strength meter and the "Create Account" rules of spec §5. */
export function SignUpForm({ next, initialEmail = '' }: { next: string | null; initialEmail?: string }) {
  const navigate = useNavigate();
  const [signUp, isInFlight] = useSignUpMutation();
  const [values, setValues] = useState<SignUpValues>({ email: initialEmail, password: '', passwordConfirmation: '', terms: false });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  function update<K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    // A server message about a field goes away as soon as the person edits that field.
    setErrors(({ fields, form }) => ({ fields: { ...fields, [key]: '' }, form }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canCreateAccount(values)) return;
    setErrors(NO_ERRORS);
    try {
      const { signUp: result } = await signUp({ input: { ...values, email: values.email.trim() } });
      if (result.__typename === 'AuthPayload' && result.token) {
        signInWithToken(result.token);
        navigate(next ?? '/onboarding', { replace: true });
      } else {
        setErrors(toFormErrors(result, FIELD_LABELS));
      }
    } catch (error) {
      setErrors({ fields: {}, form: networkErrorMessage(error) });
    }
  }

  const mismatch = passwordsMismatch(values) ? MESSAGES.passwordsDontMatch : null;
  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={TEXT_LIMITS.email}
        value={values.email}
        validate={validateEmail}
        error={errors.fields.email}
        onChange={(event) => update('email', event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        maxLength={TEXT_LIMITS.password}
        hint={PASSWORD_HINT}
        value={values.password}
        error={errors.fields.password}
        onChange={(event) => update('password', event.target.value)}
        fieldClassName="auth-form__password"
      />
      <PasswordStrengthMeter password={values.password} />
      <TextField
        label="Repeat password"
        type="password"
        name="passwordConfirmation"
        autoComplete="new-password"
        required
        value={values.passwordConfirmation}
        error={errors.fields.passwordConfirmation || mismatch}
        onChange={(event) => update('passwordConfirmation', event.target.value)}
      />
      <Checkbox
        label="I agree to the terms of service and the privacy policy"
        name="terms"
        className="auth-terms"
        checked={values.terms}
        error={errors.fields.terms}
        onChange={(event) => update('terms', event.target.checked)}
      />
      {errors.form && (
        <p className="auth-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" className="auth-form__submit" disabled={!canCreateAccount(values)} loading={isInFlight}>
        Create Account
      </Button>
      <p className="auth-form__switch">
        Already have an account? <Link to={withNext('/sign_in', next)}>Log in</Link>
      </p>
    </form>
  );
}
