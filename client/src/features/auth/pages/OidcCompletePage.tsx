import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signInWithToken } from '../../../relay/relay-environment';
import { AuthLayout } from '../components/AuthLayout';
import { readOidcFragment } from '../lib/oidc-fragment';

/** /oidc/complete#token=…&new=0|1 — the end of "Sign up with Google": new users onboard, others go to the root. */
export function Component() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const result = readOidcFragment(window.location.hash);
    if (!result) {
      setFailed(true);
      return;
    }
    signInWithToken(result.token);
    // replace: the token must not stay in the history entry.
    navigate(result.isNew ? '/onboarding' : '/', { replace: true });
  }, [navigate]);

  return (
    <AuthLayout title={failed ? 'Sign-in did not complete' : 'Signing you in'}>
      {failed ? (
        <>
          <p role="alert" className="auth-form__error">
            The sign-in link is incomplete. Please try again.
          </p>
          <Link className="ui-button ui-button--primary ui-button--md auth-form__submit" to="/sign_in">
            Go to login
          </Link>
        </>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </AuthLayout>
  );
}
