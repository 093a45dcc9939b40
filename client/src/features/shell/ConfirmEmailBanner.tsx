import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ConfirmEmailBanner_viewer$key } from '../../__generated__/ConfirmEmailBanner_viewer.graphql';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { Button } from '../../ui';
import { useResendVerificationMutation } from '../../lib/mutations/useResendVerificationMutation';

// Session storage: dismissed for this visit (the tab), back on the next one while still unconfirmed.
// Keyed by user, so someone else signing in in the same tab still sees their own reminder.
const dismissedKey = (userId: string) => `confirmEmailBannerDismissed:${userId}`;

type Outcome = { tone: 'status' | 'alert'; message: string } | null;

function readDismissed(userId: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false; // storage blocked: the banner simply shows
  }
}

/** A polite reminder above the page while the user's e-mail is unconfirmed, with "Resend email". */
export function ConfirmEmailBanner({ viewer }: { viewer: ConfirmEmailBanner_viewer$key }) {
  const { user } = useFragment(
    graphql`
      fragment ConfirmEmailBanner_viewer on Viewer {
        user {
          id
          confirmedAt
        }
      }
    `,
    viewer,
  );
  const [dismissed, setDismissed] = useState(() => readDismissed(user.id));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [resend, sending] = useResendVerificationMutation();

  if (user.confirmedAt || dismissed) return null;

  async function handleResend() {
    setOutcome(null);
    try {
      const { resendVerification: result } = await resend({});
      const ok = result.__typename === 'MessagePayload';
      setOutcome({ tone: ok ? 'status' : 'alert', message: result.message ?? (ok ? 'Email sent.' : 'Something went wrong.') });
    } catch (error) {
      setOutcome({ tone: 'alert', message: networkErrorMessage(error) });
    }
  }

  function handleDismiss() {
    try {
      sessionStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // storage blocked: dismissed until the next page load only
    }
    setDismissed(true);
  }

  return (
    <section className="confirm-banner" aria-labelledby="confirm-banner-text">
      <p id="confirm-banner-text" className="confirm-banner__text">
        Please confirm your email address.
      </p>
      <Button variant="secondary" size="sm" loading={sending} onClick={handleResend}>
        Resend email
      </Button>
      <p role={outcome?.tone ?? 'status'} className={`confirm-banner__outcome${outcome?.tone === 'alert' ? ' confirm-banner__outcome--error' : ''}`}>
        {outcome?.message}
      </p>
      <button type="button" className="confirm-banner__dismiss" aria-label="Dismiss the email confirmation reminder" onClick={handleDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
