import { fetchQuery, graphql } from 'react-relay';
import { redirect } from 'react-router';
import type { RootRedirectQuery } from '../../__generated__/RootRedirectQuery.graphql';
import { getAuthToken } from '../../relay/auth-token';
import { getRelayEnvironment, signOutLocally } from '../../relay/relay-environment';
import { rootTarget } from './root-target';

const query = graphql`
  query RootRedirectQuery {
    viewer {
      user {
        profile {
          activatedAt
        }
      }
      company {
        slug
      }
    }
  }
`;

/**
 * "/" only routes: signed out → /sign_in; signed in → onboarding until it is finished, then the
 * company dashboard (see rootTarget). A network failure falls through to the route's error page.
 */
export async function loader() {
  if (!getAuthToken()) return redirect('/sign_in');
  const data = await fetchQuery<RootRedirectQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (!data?.viewer) {
    signOutLocally();
    return redirect('/sign_in');
  }
  return redirect(rootTarget(data.viewer));
}

/** Never shown: the loader always redirects. */
export function Component() {
  return null;
}
