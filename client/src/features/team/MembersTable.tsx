import { useCallback, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MembersTable_company$key } from '../../__generated__/MembersTable_company.graphql';
import type { MembersTablePaginationQuery } from '../../__generated__/MembersTablePaginationQuery.graphql';
import { Avatar, Pagination, Table, type TableColumn } from '../../ui';
import { DeleteMemberButton } from './DeleteMemberButton';
import { MemberRoleCell } from './MemberRoleCell';
import { pageWindow } from './page-window';
import { changesMembers } from './pending-invites';
import { useTeamChangedSubscription } from './useTeamChangedSubscription';

const DEFAULT_PAGE_SIZE = 20; // spec §9: team list limit 20

interface MembersTableProps {
  company: MembersTable_company$key;
  /** viewer.can.manageTeam: whether the Delete column shows at all. */
  manageTeam: boolean;
  /** viewer.can.assignRoles: the roles the viewer may give in the role picker. */
  assignRoles: readonly string[];
  viewerUserId: string;
}

/** "Admin users": Name (avatar, name, email), Role, Delete; paged 10–50, live through teamChanged. */
export function MembersTable({ company, manageTeam, assignRoles, viewerUserId }: MembersTableProps) {
  const { data, loadNext, isLoadingNext, refetch } = usePaginationFragment<MembersTablePaginationQuery, MembersTable_company$key>(
    graphql`
      fragment MembersTable_company on Company
      @refetchable(queryName: "MembersTablePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        members(first: $count, after: $cursor) @connection(key: "MembersTable_members") {
          __id
          totalCount
          edges {
            node {
              id
              role
              viewerCanManage
              user {
                id
                name
                email
                profile {
                  avatarUrl
                }
              }
            }
          }
        }
      }
    `,
    company,
  );
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [refreshing, startTransition] = useTransition();
  const edges = data.members.edges;
  const view = pageWindow(page, pageSize, data.members.totalCount, edges.length);

  // Someone joined, changed role or left (possibly in another tab): reload what this page shows.
  const loaded = edges.length;
  const handleTeamChanged = useCallback(
    (change: string) => {
      if (!changesMembers(change)) return; // invitations sent or revoked are not members
      startTransition(() => {
        refetch({ count: Math.max(loaded, DEFAULT_PAGE_SIZE) }, { fetchPolicy: 'network-only' });
      });
    },
    [loaded, refetch],
  );
  useTeamChangedSubscription(handleTeamChanged);

  function handlePageChange(next: number) {
    const target = pageWindow(next, pageSize, data.members.totalCount, edges.length);
    if (target.missing > 0 && !isLoadingNext) loadNext(target.missing);
    setPage(next);
  }

  function handlePageSizeChange(size: number) {
    setPageSize(size);
    setPage(1);
    const target = pageWindow(1, size, data.members.totalCount, edges.length);
    if (target.missing > 0 && !isLoadingNext) loadNext(target.missing);
  }

  type Row = (typeof edges)[number]['node'];
  const columns: TableColumn<Row>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (member) => (
        <div className="member-name">
          <Avatar name={member.user.name} src={member.user.profile?.avatarUrl} size="sm" decorative />
          <div>
            <div className="member-name__name">
              {member.user.name}
              {member.user.id === viewerUserId && <span className="member-name__you"> (you)</span>}
            </div>
            <div className="member-name__email">{member.user.email}</div>
          </div>
        </div>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      width: '200px',
      render: (member) => (
        <MemberRoleCell membershipId={member.id} role={member.role} name={member.user.name} canManage={member.viewerCanManage} assignRoles={assignRoles} />
      ),
    },
  ];
  if (manageTeam) {
    columns.push({
      key: 'delete',
      header: 'Delete',
      width: '120px',
      align: 'end',
      render: (member) =>
        member.viewerCanManage ? (
          <DeleteMemberButton membershipId={member.id} name={member.user.name} email={member.user.email} connectionId={data.members.__id} />
        ) : null,
    });
  }

  const rows = edges.slice(view.start, view.end).map((edge) => edge.node);
  return (
    <section className="settings-card members" aria-labelledby="members-heading">
      <header className="settings-card__header">
        <h2 id="members-heading" className="settings-card__title">
          Admin users
        </h2>
        <span className="members__count">
          {data.members.totalCount} {data.members.totalCount === 1 ? 'member' : 'members'}
        </span>
      </header>
      <Table caption="Admin users" columns={columns} rows={rows} rowKey={(member) => member.id} loading={isLoadingNext || refreshing || view.missing > 0} />
      <Pagination
        label="Admin users pages"
        page={Math.min(page, view.totalPages)}
        totalPages={view.totalPages}
        onPageChange={handlePageChange}
        pageSize={pageSize}
        onPageSizeChange={handlePageSizeChange}
      />
    </section>
  );
}
