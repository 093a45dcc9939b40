import { useCallback, useEffect, useEffectEvent, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PendingInvites_company$key } from '../../__generated__/PendingInvites_company.graphql';
import type { PendingInvitesPaginationQuery } from '../../__generated__/PendingInvitesPaginationQuery.graphql';
import { Button } from '../../ui';
import { changesPendingInvites, expiresLabel } from './pending-invites';
import { RevokeInviteButton } from './RevokeInviteButton';
import { roleLabel } from '../../lib/roles';
import { useTeamChangedSubscription } from './useTeamChangedSubscription';

const PAGE_SIZE = 50;

interface PendingInvitesProps {
  company: PendingInvites_company$key;
  /** Bumped by the page after "Send invites" succeeds: the list reloads to show the new invitations. */
  refreshKey: number;
}

/** "Pending invitations": e-mail, role, expiry and Revoke; hidden while there are none. */
export function PendingInvites({ company, refreshKey }: PendingInvitesProps) {
  const { data, refetch, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PendingInvitesPaginationQuery, PendingInvites_company$key>(
    graphql`
      fragment PendingInvites_company on Company
      @refetchable(queryName: "PendingInvitesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        invites(first: $count, after: $cursor) @connection(key: "PendingInvites_invites") {
          __id
          totalCount
          edges {
            node {
              id
              email
              role
              expiresAt
              viewerCanManage
            }
          }
        }
      }
    `,
    company,
  );
  const [refreshing, startTransition] = useTransition();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = data.invites.edges.length;

  // The first page again, as long as what is shown: the server decides what is still pending.
  const reload = useCallback(() => {
    startTransition(() => {
      refetch({ count: Math.max(loaded, PAGE_SIZE), cursor: null }, { fetchPolicy: 'network-only' });
    });
  }, [loaded, refetch]);

  // Only a new send triggers this (not every change of `reload`, which follows the loaded count).
  const reloadAfterSend = useEffectEvent(reload);
  useEffect(() => {
    if (refreshKey > 0) reloadAfterSend();
  }, [refreshKey]);

  // Sent, revoked or accepted elsewhere (another tab, another admin, the invitee).
  const handleTeamChanged = useCallback(
    (change: string) => {
      if (changesPendingInvites(change)) reload();
    },
    [reload],
  );
  useTeamChangedSubscription(handleTeamChanged);

  // The revoked row took the focused button with it: put focus on the list rather than the page.
  const handleRevoked = useCallback(() => headingRef.current?.focus(), []);

  const { totalCount, edges } = data.invites;
  if (edges.length === 0) return null;
  return (
    <section className="settings-card pending-invites" aria-labelledby="pending-invites-heading" aria-busy={refreshing || undefined}>
      <header className="settings-card__header">
        <h2 id="pending-invites-heading" className="settings-card__title" ref={headingRef} tabIndex={-1}>
          Pending invitations
        </h2>
        <span className="members__count">{totalCount} pending</span>
      </header>
      <ul className="pending-invites__list">
        {edges.map(({ node: invite }) => (
          <li key={invite.id} className="pending-invite">
            <span className="pending-invite__email">{invite.email}</span>
            <span className="pending-invite__role">{roleLabel(invite.role)}</span>
            <span className="pending-invite__expires">{expiresLabel(invite.expiresAt)}</span>
            <span className="pending-invite__action">
              {invite.viewerCanManage && (
                <RevokeInviteButton inviteId={invite.id} email={invite.email} connectionId={data.invites.__id} onRevoked={handleRevoked} />
              )}
            </span>
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button variant="secondary" size="sm" loading={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          Show more invitations
        </Button>
      )}
    </section>
  );
}
