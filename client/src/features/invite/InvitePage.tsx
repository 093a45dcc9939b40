import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { InvitePageQuery } from '../../__generated__/InvitePageQuery.graphql';
import { AuthLayout } from '../auth';
import { PageLoadError } from '../auth';
import { withNext } from '../../lib/next-path';
import { preload } from '../../relay/preload';
import { AcceptInvitation } from './AcceptInvitation';
import { roleLabel } from '../../lib/roles';

const query = graphql`
  query InvitePageQuery($token: String!) {
    invitation(token: $token) {
      companyName
      email
      role
      expired
    }
    viewer {
      user {
        email
        profile {
          activatedAt
        }
      }
    }
  }
`;

interface LoaderData {
  queryRef: PreloadedQuery<InvitePageQuery>;
  token: string;
}

export async function loader({ params }: LoaderFunctionArgs): Promise<LoaderData> {
  const token = params.token ?? '';
  const { queryRef } = await preload<InvitePageQuery>(query, { token });
  return { queryRef, token };
}

/** /invite/:token — the link in an invitation mail. */
export function Component() {
  const { queryRef, token } = useLoaderData() as LoaderData;
  const { invitation, viewer } = usePreloadedQuery<InvitePageQuery>(query, queryRef);

  if (!invitation || invitation.expired) {
    return (
      <AuthLayout title={invitation ? 'This invitation has expired' : 'This invitation is not valid'}>
        <p>
          {invitation
            ? `Ask ${invitation.companyName} to send you a new invitation.`
            : 'The link may have been used already. Ask the person who invited you to send a new one.'}
        </p>
        <Link className="ui-button ui-button--primary ui-button--md auth-form__submit" to="/">
          Go to LearnHub
        </Link>
      </AuthLayout>
    );
  }

  const here = `/invite/${encodeURIComponent(token)}`;
  // The invited address, filled in on the sign-up and sign-in forms (it can still be changed).
  const withEmail = (path: string) => `${withNext(path, here)}&email=${encodeURIComponent(invitation.email)}`;
  return (
    <AuthLayout title={`Join ${invitation.companyName}`}>
      <p className="invite-preview">
        {invitation.companyName} invited {invitation.email} to join as {roleLabel(invitation.role)}
      </p>
      {viewer ? (
        <AcceptInvitation token={token} signedInAs={viewer.user.email} onboarded={Boolean(viewer.user.profile?.activatedAt)} />
      ) : (
        <div className="invite-actions">
          <Link className="ui-button ui-button--primary ui-button--md" to={withEmail('/sign_up')}>
            Sign up
          </Link>
          <Link className="ui-button ui-button--secondary ui-button--md" to={withEmail('/sign_in')}>
            Sign in
          </Link>
        </div>
      )}
    </AuthLayout>
  );
}

export const ErrorBoundary = PageLoadError;
