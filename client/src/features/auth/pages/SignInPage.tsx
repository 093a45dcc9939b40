import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { SignInPageQuery } from '../../../__generated__/SignInPageQuery.graphql';
import { AuthLayout } from '../components/AuthLayout';
import { GoogleLink } from '../components/GoogleLink';
import { PageLoadError } from '../components/PageLoadError';
import { SignInForm } from '../components/SignInForm';
import { safeNextPath } from '../../../lib/next-path';
import { preload } from '../../../relay/preload';

const query = graphql`
  query SignInPageQuery {
    authProviders {
      oidc
    }
  }
`;

interface LoaderData {
  queryRef: PreloadedQuery<SignInPageQuery>;
  next: string | null;
  error: string | null;
  /** `?email=` (an invitation's address) fills in the e-mail field. */
  email: string;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const params = new URL(request.url).searchParams;
  const { queryRef } = await preload<SignInPageQuery>(query, {});
  // `?error=` is shown as text only (React escapes it); cap its length so a crafted link cannot fill the page.
  const error = params.get('error')?.slice(0, 200) || null;
  return { queryRef, next: safeNextPath(params.get('next')), error, email: params.get('email')?.slice(0, 254) ?? '' };
}

/** /sign_in. After sign-in: `?next=` (same-site paths only) or the root. */
export function Component() {
  const data = useLoaderData() as LoaderData;
  return (
    <AuthLayout title="Sign in to LearnHub">
      <SignInContent {...data} />
    </AuthLayout>
  );
}

function SignInContent({ queryRef, next, error, email }: LoaderData) {
  const { authProviders } = usePreloadedQuery<SignInPageQuery>(query, queryRef);
  return (
    <>
      {authProviders.oidc && <GoogleLink>Sign in with Google</GoogleLink>}
      <SignInForm next={next} initialError={error} initialEmail={email} />
    </>
  );
}

export const ErrorBoundary = PageLoadError;
