import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import type { VerifyEmailPageQuery } from '../../../__generated__/VerifyEmailPageQuery.graphql';
import { getAuthToken } from '../../../relay/auth-token';
import { AuthLayout } from '../components/AuthLayout';
import { PageLoadError } from '../components/PageLoadError';
import { ResendVerification } from '../components/ResendVerification';
import { preload } from '../../../relay/preload';
import { type VerifyEmailState, verifyEmailState } from '../lib/verify-email-state';

const query = graphql`
  query VerifyEmailPageQuery {
    viewer {
      user {
        email
        confirmedAt
        hasPassword
      }
    }
  }
`;

interface LoaderData {
  queryRef: PreloadedQuery<VerifyEmailPageQuery> | null;
  state: Exclude<VerifyEmailState, { redirect: string }>;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const oidcParam = new URL(request.url).searchParams.get('oidc') === '1';
  if (!getAuthToken()) return { queryRef: null, state: { screen: oidcParam ? 'registration-complete' : 'check-your-email', signedIn: false } };
  const { data, queryRef } = await preload<VerifyEmailPageQuery>(query, {});
  const state = verifyEmailState({ user: data.viewer?.user, oidcParam });
  if ('redirect' in state) throw redirect(state.redirect);
  return { queryRef: data.viewer ? queryRef : null, state };
}

/** /verify_email (spec §2, §4): after sign-up and onboarding, until the address is confirmed. */
export function Component() {
  const { queryRef, state } = useLoaderData() as LoaderData;
  if (state.screen === 'registration-complete') {
    return (
      <AuthLayout title="Registration complete">
        <p>Your account is ready.</p>
        <Link className="ui-button ui-button--primary ui-button--md auth-form__submit" to={state.signedIn ? '/' : '/sign_in'}>
          {state.signedIn ? 'Continue to LearnHub' : 'Go to login'}
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="We've sent a verification email">
      {queryRef ? <SentTo queryRef={queryRef} /> : <p>Open the link in the email to confirm your address.</p>}
      {state.signedIn && <ResendVerification />}
      {state.signedIn && (
        // Signed in already: carry on into the app (the root opens onboarding or the dashboard).
        <Link className="ui-button ui-button--primary ui-button--md auth-form__submit" to="/">
          Continue
        </Link>
      )}
      <Link className={`ui-button ui-button--${state.signedIn ? 'secondary' : 'primary'} ui-button--md auth-form__submit`} to="/sign_in">
        Go to login
      </Link>
    </AuthLayout>
  );
}

function SentTo({ queryRef }: { queryRef: PreloadedQuery<VerifyEmailPageQuery> }) {
  const { viewer } = usePreloadedQuery<VerifyEmailPageQuery>(query, queryRef);
  return (
    <p>
      We sent a confirmation link to <strong>{viewer?.user.email}</strong>. Open it to confirm your address.
    </p>
  );
}

export const ErrorBoundary = PageLoadError;
