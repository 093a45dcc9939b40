/**
 * Most Engaged Users (audience.md §2 "Dashboard"): the period's top 5 learners by study time, with
 * their active days, study time and completions in the period (analytics/top-tables.ts on the
 * server has the definitions). Visitors who are not signed in are not users, so not here.
 */
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EngagedUsersTable_dashboard$data, EngagedUsersTable_dashboard$key } from '../../__generated__/EngagedUsersTable_dashboard.graphql';
import { Avatar, Table, type TableColumn } from '../../ui';
import { TableScroller } from './TableScroller';
import { COMPLETIONS, formatStudyTime } from './top-tables';

type Row = EngagedUsersTable_dashboard$data['mostEngagedUsers'][number];

const COLUMNS: readonly TableColumn<Row>[] = [
  {
    key: 'learner',
    header: 'Learner',
    render: (r) => (
      <span className="dashboard-table__who">
        <Avatar name={r.name} src={r.avatarUrl} size="sm" decorative />
        <span className="dashboard-table__names">
          <span className="dashboard-table__name">{r.name}</span>
          {r.name !== r.email && <span className="dashboard-table__sub dashboard-table__email">{r.email}</span>}
        </span>
      </span>
    ),
  },
  { key: 'days', header: 'Active days', align: 'end', render: (r) => r.activeDays.toLocaleString() },
  { key: 'time', header: 'Study time', align: 'end', render: (r) => formatStudyTime(r.studySeconds) },
  { key: 'completions', header: COMPLETIONS, align: 'end', render: (r) => r.completions.toLocaleString() },
];

export function EngagedUsersTable({ dashboard }: { dashboard: EngagedUsersTable_dashboard$key }) {
  const d = useFragment(
    graphql`
      fragment EngagedUsersTable_dashboard on Dashboard {
        mostEngagedUsers {
          learnerId
          name @required(action: THROW)
          email @required(action: THROW)
          avatarUrl
          activeDays
          studySeconds
          completions
        }
      }
    `,
    dashboard,
  );
  const id = useId();
  return (
    <section className="dashboard-table" aria-labelledby={`${id}-heading`}>
      <div className="dashboard-table__head">
        <h2 id={`${id}-heading`} className="dashboard-table__title">
          Most Engaged Users
        </h2>
      </div>
      <TableScroller label="Most Engaged Users">
        <Table
          columns={COLUMNS}
          rows={d.mostEngagedUsers}
          rowKey={(r) => r.learnerId}
          caption="Most Engaged Users: top 5 learners of the period by study time"
          emptyMessage="No learner was active in this period."
          className="dashboard-table__table"
        />
      </TableScroller>
      <p className="dashboard-table__help">Study time counts only while a material is on screen and the learner is not idle.</p>
    </section>
  );
}
