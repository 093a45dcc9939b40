import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signInWithToken } from '../../../relay/relay-environment';
import { type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../../lib/mutations/form-errors';
import { PASSWORD_HINT } from '../../../lib/password-strength';
import { MESSAGES } from '../../../lib/validation';
import { Button, TextField, useToast } from '../../../ui';
import { useResetPasswordMutation } from '../mutations/useResetPasswordMutation';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { TEXT_LIMITS } from '../../../lib/text-limits';

const FIELD_LABELS = { password: 'New password', passwordConfirmation: 'Repeat new password' };

/**
 * The new password (with the strength meter and the server's rules shown per field). On success
 * the person is signed in with a new session, every other session of theirs having ended, and
 * goes on to the app. A spent or expired link says so and offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [reset, isInFlight] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : 'This password reset link is incomplete. Ask for a new one.');

  const mismatch = passwordConfirmation && password !== passwordConfirmation ? MESSAGES.passwordsDontMatch : null;
  const ready = !!password && !!passwordConfirmation && !mismatch;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setErrors(NO_ERRORS);
    try {
      const { resetPassword: result } = await reset({ input: { token, password, passwordConfirmation } });
      if (result.__typename === 'AuthPayload' && result.token) {
        signInWithToken(result.token);
        toast.success('Your password has been changed. You are signed in.');
        // The root sends the person on: their company's dashboard, or onboarding without one.
        navigate('/', { replace: true });
        return;
      }
      const tokenError = result.__typename === 'ValidationError' ? result.fieldErrors?.find((f) => f.field === 'token') : undefined;
      if (tokenError) setLinkProblem(tokenError.messages.join(' '));
      else setErrors(toFormErrors(result, FIELD_LABELS));
    } catch (caught) {
      setErrors({ fields: {}, form: networkErrorMessage(caught) });
    }
  }

  if (linkProblem) {
    return (
      <div className="auth-form">
        <p className="auth-form__error" role="alert">
          {linkProblem}
        </p>
        <Link className="ui-button ui-button--primary ui-button--md auth-form__submit" to="/forgot_password">
          Send me a new link
        </Link>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit}>
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        maxLength={TEXT_LIMITS.password}
        hint={PASSWORD_HINT}
        value={password}
        error={errors.fields.password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors(NO_ERRORS);
        }}
        fieldClassName="auth-form__password"
      />
      <PasswordStrengthMeter password={password} />
      <TextField
        label="Repeat new password"
        type="password"
        name="passwordConfirmation"
        autoComplete="new-password"
        required
        maxLength={TEXT_LIMITS.password}
        value={passwordConfirmation}
        error={errors.fields.passwordConfirmation || mismatch}
        onChange={(event) => {
          setPasswordConfirmation(event.target.value);
          setErrors(NO_ERRORS);
        }}
      />
      {errors.form && (
        <p className="auth-form__error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" className="auth-form__submit" disabled={!ready} loading={isInFlight}>
        Change password
      </Button>
      <p className="auth-form__switch">Signing in from other devices? They will be signed out.</p>
    </form>
  );
}
