import { fetchQuery, graphql } from 'react-relay';
import { redirect } from 'react-router';
import type { RootRedirectQuery } from '../../__generated__/RootRedirectQuery.graphql';
import { getAuthToken } from '../../app/auth-token';
import { getRelayEnvironment, signOutLocally } from '../../app/relay-environment';

const query = graphql`
  query RootRedirectQuery {
    viewer {
      company {
        slug
      }
    }
  }
`;

/**
 * "/" only routes: signed out → /sign_in; signed in with a company → its dashboard; without one →
 * onboarding. A network failure falls through to the route's error page, which says so.
 */
export async function loader() {
  if (!getAuthToken()) return redirect('/sign_in');
  const data = await fetchQuery<RootRedirectQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (!data?.viewer) {
    signOutLocally();
    return redirect('/sign_in');
  }
  const slug = data.viewer.company?.slug;
  return redirect(slug ? `/${encodeURIComponent(slug)}/dashboard` : '/onboarding');
}

/** Never shown: the loader always redirects. */
export function Component() {
  return null;
}
