import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { SignUpPageQuery } from '../../../__generated__/SignUpPageQuery.graphql';
import { AuthLayout } from '../components/AuthLayout';
import { GoogleLink } from '../components/GoogleLink';
import { PageLoadError } from '../components/PageLoadError';
import { SignUpForm } from '../components/SignUpForm';
import { safeNextPath } from '../../../lib/next-path';
import { preload } from '../../../relay/preload';

const query = graphql`
  query SignUpPageQuery {
    authProviders {
      oidc
    }
  }
`;

interface LoaderData {
  queryRef: PreloadedQuery<SignUpPageQuery>;
  next: string | null;
  /** `?email=` (an invitation's address) fills in the e-mail field. */
  email: string;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const params = new URL(request.url).searchParams;
  const { queryRef } = await preload<SignUpPageQuery>(query, {});
  return { queryRef, next: safeNextPath(params.get('next')), email: params.get('email')?.slice(0, 254) ?? '' };
}

/** /sign_up (spec §2 "Account and setup screens"). After sign-up: `?next=` or the onboarding wizard. */
export function Component() {
  const data = useLoaderData() as LoaderData;
  return (
    <AuthLayout title="Create your account">
      <SignUpContent {...data} />
    </AuthLayout>
  );
}

function SignUpContent({ queryRef, next, email }: LoaderData) {
  const { authProviders } = usePreloadedQuery<SignUpPageQuery>(query, queryRef);
  return (
    <>
      {authProviders.oidc && <GoogleLink>Sign up with Google</GoogleLink>}
      <SignUpForm next={next} initialEmail={email} />
    </>
  );
}

export const ErrorBoundary = PageLoadError;
