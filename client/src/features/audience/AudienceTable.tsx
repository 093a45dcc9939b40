import { graphql, useFragment } from 'react-relay';
import type { AudienceTable_learners$data, AudienceTable_learners$key } from '../../__generated__/AudienceTable_learners.graphql';
import { Avatar } from '../../ui';
import { type AudienceView, type SortId, withSort } from './audience-search';
import { formatDay, formatStudyTime, formatTableDateTime } from './format';
import { isSelected, pageState, type Selection, togglePage, toggleRow } from './selection';
import { StatusBadge } from './StatusBadge';

export type LearnerRow = AudienceTable_learners$data[number];

const fragment = graphql`
  fragment AudienceTable_learners on AudienceLearner @relay(plural: true) {
    id
    userId
    name @required(action: THROW)
    firstName
    lastName
    email @required(action: THROW)
    imageUrl
    activityStatus
    statusReason
    completionRate
    studySeconds
    learningStart
    recentActivity
    uniqueVisits
    opens
    completions
    satisfactionScore
    learningGroups
    filesUploaded
  }
`;

interface Column {
  key: string;
  header: string;
  sort?: SortId;
  className?: string;
  cell: (row: LearnerRow, timeZone: string) => React.ReactNode;
}

const COLUMNS: Column[] = [
  { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.activityStatus} reason={r.statusReason} /> },
  { key: 'completion', header: 'Completion', className: 'audience-table__number', cell: (r) => `${r.completionRate}%` },
  { key: 'study', header: 'Study time', sort: 'STUDY_TIME', className: 'audience-table__nowrap', cell: (r) => formatStudyTime(r.studySeconds) },
  { key: 'start', header: 'Learning start', sort: 'LEARNING_START', className: 'audience-table__nowrap', cell: (r, tz) => formatDay(r.learningStart, tz) },
  {
    key: 'recent',
    header: 'Recent activity',
    sort: 'RECENT_ACTIVITY',
    className: 'audience-table__nowrap',
    cell: (r, tz) => formatTableDateTime(r.recentActivity, tz),
  },
  // Below 1500 px these two give their room to the rest (the profile and the exports have them).
  { key: 'opens', header: 'Opens', className: 'audience-table__number audience-table__wide', cell: (r) => r.opens },
  { key: 'completions', header: 'Completions', className: 'audience-table__number audience-table__wide', cell: (r) => r.completions },
  { key: 'group', header: 'Learning group', cell: (r) => r.learningGroups.join(', ') || '-' },
];

interface Props {
  learners: AudienceTable_learners$key;
  view: AudienceView;
  go: (view: AudienceView) => void;
  timeZone: string;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  onOpenProfile: (row: LearnerRow) => void;
  /** Warms up what a click on a name needs. */
  onPointerEnter?: () => void;
}

/**
 * The learners of the page (audience.md §2): a checkbox per row and one for the page, the name
 * (with the photo) opening the profile, the status with its reason, and the record's figures.
 * Sortable headers are buttons with aria-sort. The table scrolls inside its own box when the
 * screen is narrower than it, never the page.
 */
export function AudienceTable({ learners, view, go, timeZone, selection, onSelectionChange, onOpenProfile, onPointerEnter }: Props) {
  const rows = useFragment(fragment, learners);
  const pageIds = rows.map((r) => r.id);
  const state = pageState(selection, pageIds);

  const header = (label: string, sort?: SortId) => {
    if (!sort) return label;
    const active = view.sort === sort;
    return (
      <button type="button" className="audience-table__sort" onClick={() => go(withSort(view, sort))}>
        {label}
        <span aria-hidden="true" className="audience-table__sort-mark">
          {active ? (view.direction === 'ASC' ? ' ▲' : ' ▼') : ' ↕'}
        </span>
      </button>
    );
  };
  const ariaSort = (sort?: SortId) => (sort && view.sort === sort ? (view.direction === 'ASC' ? 'ascending' : 'descending') : undefined);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <div className="audience-table-wrap" role="region" aria-label="Learners" tabIndex={0} onPointerEnter={onPointerEnter} onFocus={onPointerEnter}>
      <table className="ui-table audience-table">
        <caption className="visually-hidden">Learners</caption>
        <thead>
          <tr>
            <th scope="col" className="audience-table__check">
              <input
                type="checkbox"
                aria-label="Select all learners on this page"
                checked={state === 'all'}
                disabled={rows.length === 0}
                ref={(input) => {
                  if (input) input.indeterminate = state === 'some';
                }}
                onChange={() => onSelectionChange(togglePage(selection, pageIds))}
              />
            </th>
            {/* The learner column sorts by name or by e-mail. */}
            <th scope="col" aria-sort={ariaSort('NAME') ?? ariaSort('EMAIL')}>
              <span className="audience-table__sorts">
                {header('Name', 'NAME')}
                <span aria-hidden="true">/</span>
                {header('Email', 'EMAIL')}
              </span>
            </th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" aria-sort={ariaSort(c.sort)} className={c.className}>
                {header(c.header, c.sort)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length + 2} className="ui-table__empty">
                No record found.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td className="audience-table__check">
                  <input
                    type="checkbox"
                    aria-label={`Select ${row.name}`}
                    checked={isSelected(selection, row.id)}
                    onChange={() => onSelectionChange(toggleRow(selection, row.id, pageIds))}
                  />
                </td>
                <th scope="row">
                  <div className="audience-table__learner">
                    <Avatar name={row.name} src={row.imageUrl} size="sm" decorative />
                    <span className="audience-table__who">
                      <button type="button" className="audience-link-button" onClick={() => onOpenProfile(row)}>
                        {row.name}
                      </button>
                      <span className="audience-table__email">{row.email}</span>
                    </span>
                  </div>
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.key} className={c.className}>
                    {c.cell(row, timeZone)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
