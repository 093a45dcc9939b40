import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { TeamPageQuery } from '../../__generated__/TeamPageQuery.graphql';
import { getRelayEnvironment } from '../../app/relay-environment';
import { useDocumentTitle } from '../shell/use-document-title';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { canManageTeam } from './roles';
import './team.css';

const query = graphql`
  query TeamPageQuery {
    viewer {
      role
      user {
        id
      }
      company {
        ...MembersTable_company
      }
    }
  }
`;

export function loader() {
  // store-and-network: show what is cached at once, then the current team.
  return loadQuery<TeamPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-and-network' });
}

/** Team page (spec §2): invite members, then the members table with inline role change and delete. */
export function Component() {
  const data = usePreloadedQuery<TeamPageQuery>(query, useLoaderData() as PreloadedQuery<TeamPageQuery>);
  useDocumentTitle('Team');
  const viewer = data.viewer;
  if (!viewer?.company) return null;
  const manager = canManageTeam(viewer.role);
  return (
    <>
      {manager ? (
        <InviteForm viewerRole={viewer.role} />
      ) : (
        <p className="settings__note">Only Owners and Team Admins can invite people or change the team.</p>
      )}
      <MembersTable company={viewer.company} viewerRole={viewer.role} viewerUserId={viewer.user.id} />
    </>
  );
}
