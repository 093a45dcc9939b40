import { useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { TeamPageQuery } from '../../__generated__/TeamPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { PendingInvites } from './PendingInvites';
import './team.css';

const query = graphql`
  query TeamPageQuery {
    viewer {
      can {
        manageTeam
        assignRoles
      }
      user {
        id
      }
      company {
        ...PendingInvites_company
        ...MembersTable_company
      }
    }
  }
`;

export function loader() {
  // store-and-network: show what is cached at once, then the current team.
  return loadQuery<TeamPageQuery>(getRelayEnvironment(), query, {}, { fetchPolicy: 'store-and-network' });
}

/**
 * Team page (spec §2): invite members, the pending invitations (with Revoke), then the members
 * table with inline role change and delete.
 */
export function Component() {
  const data = usePreloadedQuery<TeamPageQuery>(query, useLoaderData() as PreloadedQuery<TeamPageQuery>);
  useDocumentTitle('Team');
  // Counts successful sends so the pending list reloads with the new invitations.
  const [invitesSent, setInvitesSent] = useState(0);
  const viewer = data.viewer;
  if (!viewer?.company) return null;
  // What the viewer's role allows comes from the server (viewer.can); each row says whether its member is the viewer's to manage.
  const { manageTeam, assignRoles } = viewer.can;
  return (
    <>
      {manageTeam ? (
        <InviteForm assignRoles={assignRoles} onSent={() => setInvitesSent((count) => count + 1)} />
      ) : (
        <p className="settings__note">Only Owners and Team Admins can invite people or change the team.</p>
      )}
      <PendingInvites company={viewer.company} refreshKey={invitesSent} />
      <MembersTable company={viewer.company} manageTeam={manageTeam} assignRoles={assignRoles} viewerUserId={viewer.user.id} />
    </>
  );
}
