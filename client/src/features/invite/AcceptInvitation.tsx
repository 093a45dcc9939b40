import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { resetRelayEnvironment } from '../../relay/relay-environment';
import { Button } from '../../ui';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { useAcceptInviteMutation } from './mutations/useAcceptInviteMutation';

interface AcceptInvitationProps {
  token: string;
  signedInAs: string;
  /** Whether the person already finished onboarding (else they continue there, without the company steps). */
  onboarded: boolean;
}

/** "Accept invitation" for a signed-in person; the server says so when the invite is for another address. */
export function AcceptInvitation({ token, signedInAs, onboarded }: AcceptInvitationProps) {
  const navigate = useNavigate();
  const [accept, isInFlight] = useAcceptInviteMutation();
  const [error, setError] = useState<string | null>(null);

  async function handleAccept() {
    setError(null);
    try {
      const { acceptInvite: result } = await accept({ input: { token } });
      if (result.__typename !== 'AcceptInvitePayload' || !result.company) {
        setError(result.message ?? 'Something went wrong.');
        return;
      }
      // The session now acts for the joined company: drop data cached for the previous one.
      resetRelayEnvironment();
      navigate(onboarded ? `/${encodeURIComponent(result.company.slug)}/dashboard` : '/onboarding', { replace: true });
    } catch (caught) {
      setError(networkErrorMessage(caught));
    }
  }

  return (
    <>
      <p className="auth-card__muted">
        You're signed in as <strong>{signedInAs}</strong>.{' '}
        <Link to={`/sign_out?next=${encodeURIComponent(`/invite/${encodeURIComponent(token)}`)}`}>Use another account</Link>
      </p>
      {error && (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      )}
      <Button className="auth-form__submit" onClick={handleAccept} loading={isInFlight}>
        Accept invitation
      </Button>
    </>
  );
}
