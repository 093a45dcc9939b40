import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { networkErrorMessage, toFormErrors } from '../../../lib/mutations/form-errors';
import { useConfirmEmailMutation } from '../mutations/useConfirmEmailMutation';

const INVALID_LINK = 'This confirmation link is invalid or has expired.';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

// The token is single use: a second request for the same token (React's development double
// effects, a re-render) must reuse the first answer instead of failing as "already used".
const confirmations = new Map<string, Promise<Outcome>>();

/** /confirm-email?token=… — the link in the verification mail. Works signed in or not. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm] = useConfirmEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: INVALID_LINK });

  useEffect(() => {
    if (!token) return;
    let current = true;
    let pending = confirmations.get(token);
    if (!pending) {
      pending = confirm({ input: { token } }).then(
        ({ confirmEmail: result }): Outcome =>
          result.__typename === 'MessagePayload'
            ? { ok: true, message: result.message ?? 'Your email is confirmed.' }
            : { ok: false, message: toFormErrors(result, {}).form ?? INVALID_LINK },
        (error: unknown): Outcome => ({ ok: false, message: networkErrorMessage(error) }),
      );
      confirmations.set(token, pending);
    }
    void pending.then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [confirm, token]);

  if (!outcome) {
    return (
      <AuthLayout title="Confirming your email">
        <p role="status">Confirming your email…</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={outcome.ok ? 'Email confirmed' : 'Email not confirmed'}>
      <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'auth-notice' : 'auth-form__error'}>
        {outcome.message}
      </p>
      {/* The root decides: the dashboard, onboarding, or the sign-in page when signed out. */}
      <Link className="ui-button ui-button--primary ui-button--md auth-form__submit" to="/">
        Continue
      </Link>
    </AuthLayout>
  );
}
