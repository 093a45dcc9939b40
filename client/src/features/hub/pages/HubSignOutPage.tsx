/** /{companySlug}/sign_out: ends the learner's session, then back to the hub's home. */
import { useEffect, useRef } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getHubEnvironment, resetHubEnvironment } from '../hub-environment';
import { useSignOutLearnerMutation } from '../mutations/useSignOutLearnerMutation';

export function Component() {
  return (
    <RelayEnvironmentProvider environment={getHubEnvironment()}>
      <SignOut />
    </RelayEnvironmentProvider>
  );
}

function SignOut() {
  const { companySlug = '' } = useParams();
  const navigate = useNavigate();
  const [signOut] = useSignOutLearnerMutation();
  const started = useRef(false);
  useDocumentTitle('Signing out');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Signed out or not (a visitor opening this address), the hub's home comes next.
    void signOut({})
      .catch(() => undefined)
      .finally(() => {
        resetHubEnvironment();
        navigate(`/${encodeURIComponent(companySlug)}`, { replace: true });
      });
  }, [signOut, navigate, companySlug]);
  return (
    <main className="app-message-page">
      <p role="status">Signing out…</p>
    </main>
  );
}
