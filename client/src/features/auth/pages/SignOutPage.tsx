import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getAuthToken } from '../../../relay/auth-token';
import { signOutLocally } from '../../../relay/relay-environment';
import { AuthLayout } from '../components/AuthLayout';
import { safeNextPath, withNext } from '../../../lib/next-path';
import { useSignOutMutation } from '../mutations/useSignOutMutation';

/**
 * /sign_out: revokes the token on the server (the spec's delete-method request is the signOut
 * mutation here), then forgets it locally and shows the sign-in page. The local sign-out happens
 * even when the server cannot be reached, so a person can always leave a shared computer.
 * `?next=` is handed on to the sign-in page ("Use another account" on an invitation).
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [signOut] = useSignOutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const revoke = getAuthToken() ? signOut({}).catch(() => null) : Promise.resolve(null);
    void revoke.then(() => {
      signOutLocally();
      navigate(withNext('/sign_in', next), { replace: true });
    });
  }, [navigate, signOut, next]);

  return (
    <AuthLayout title="Signing out">
      <p role="status">Signing you out…</p>
    </AuthLayout>
  );
}
