import { useState } from 'react';
import { networkErrorMessage } from '../../../lib/mutations/form-errors';
import { useResendVerificationMutation } from '../../../lib/mutations/useResendVerificationMutation';

type Outcome = { tone: 'status' | 'alert'; message: string } | null;

/** "Resend email" on the verify-email page, with the server's answer under it. */
export function ResendVerification() {
  const [resend, isInFlight] = useResendVerificationMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function handleResend() {
    setOutcome(null);
    try {
      const { resendVerification: result } = await resend({});
      const message = result.message ?? 'Something went wrong.';
      setOutcome({ tone: result.__typename === 'MessagePayload' ? 'status' : 'alert', message });
    } catch (error) {
      setOutcome({ tone: 'alert', message: networkErrorMessage(error) });
    }
  }

  return (
    <div className="auth-resend">
      <p>
        Didn't get it?{' '}
        <button type="button" className="auth-link-button" onClick={handleResend} disabled={isInFlight}>
          Resend verification email
        </button>
      </p>
      <p role={outcome?.tone ?? 'status'} className={outcome?.tone === 'alert' ? 'auth-form__error' : 'auth-notice'}>
        {outcome?.message}
      </p>
    </div>
  );
}
