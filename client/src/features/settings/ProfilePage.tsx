import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProfileForm } from './ProfileForm';

const query = graphql`
  query ProfilePageQuery {
    viewer {
      user {
        ...ProfileForm_user
      }
    }
  }
`;

export function loader() {
  return loadQuery<ProfilePageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-or-network' });
}

/** /{companySlug}/settings/profile */
export function Component() {
  const data = usePreloadedQuery<ProfilePageQuery>(query, useLoaderData() as PreloadedQuery<ProfilePageQuery>);
  useDocumentTitle('Profile settings');
  if (!data.viewer) return null;
  return <ProfileForm user={data.viewer.user} />;
}
