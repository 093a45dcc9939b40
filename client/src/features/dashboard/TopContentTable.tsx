/**
 * Top Performing Content (audience.md §2 "Dashboard"): the period's top 5 materials with Uniques,
 * Opens, NPS and Completions, filtered All, Walkthrough, Docs, Paths or Form. Every filter's rows
 * come with the dashboard's query (one read on the server), so a filter switches at once and the
 * live refresh keeps them all current.
 */
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TopContentTable_dashboard$key } from '../../__generated__/TopContentTable_dashboard.graphql';
import type { TopContentTable_rows$data, TopContentTable_rows$key } from '../../__generated__/TopContentTable_rows.graphql';
import { Table, type TableColumn } from '../../ui';
import { TableScroller } from './TableScroller';
import { COMPLETIONS, CONTENT_FILTERS, type ContentFilter, FORM_UNAVAILABLE, formatNps, kindLabel, NPS_HELP } from './top-tables';

const rowsFragment = graphql`
  fragment TopContentTable_rows on DashboardContentRow @relay(plural: true) {
    materialId
    name
    kind
    imageUrl
    uniques
    opens
    nps
    ratings
    completions
  }
`;

type Row = TopContentTable_rows$data[number];

const COLUMNS: readonly TableColumn<Row>[] = [
  {
    key: 'material',
    header: 'Material',
    render: (r) => (
      <span className="dashboard-table__who">
        {r.imageUrl ? (
          <img className="dashboard-table__image" src={r.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className={`dashboard-table__image dashboard-table__image--${r.kind.toLowerCase()}`} aria-hidden="true">
            {kindLabel(r.kind).charAt(0)}
          </span>
        )}
        <span className="dashboard-table__names">
          <span className="dashboard-table__name">{r.name}</span>
          <span className="dashboard-table__sub">{kindLabel(r.kind)}</span>
        </span>
      </span>
    ),
  },
  { key: 'uniques', header: 'Uniques', align: 'end', render: (r) => r.uniques.toLocaleString() },
  { key: 'opens', header: 'Opens', align: 'end', render: (r) => r.opens.toLocaleString() },
  {
    key: 'nps',
    header: <abbr title="Net Promoter Score">NPS</abbr>,
    align: 'end',
    render: (r) => <span title={r.ratings ? `From ${r.ratings} score${r.ratings === 1 ? '' : 's'}` : 'Nobody rated it in the period'}>{formatNps(r.nps)}</span>,
  },
  { key: 'completions', header: COMPLETIONS, align: 'end', render: (r) => r.completions.toLocaleString() },
];

function Rows({ rows, caption, empty }: { rows: TopContentTable_rows$key; caption: string; empty: string }) {
  const data = useFragment(rowsFragment, rows);
  return <Table columns={COLUMNS} rows={data} rowKey={(r) => r.materialId} caption={caption} emptyMessage={empty} className="dashboard-table__table" />;
}

export function TopContentTable({ dashboard }: { dashboard: TopContentTable_dashboard$key }) {
  const d = useFragment(
    graphql`
      fragment TopContentTable_dashboard on Dashboard {
        all: topContent {
          ...TopContentTable_rows
        }
        walkthroughs: topContent(kind: WALKTHROUGH) {
          ...TopContentTable_rows
        }
        docs: topContent(kind: DOC) {
          ...TopContentTable_rows
        }
        paths: topContent(kind: PATH) {
          ...TopContentTable_rows
        }
      }
    `,
    dashboard,
  );
  const [filter, setFilter] = useState<ContentFilter>('all');
  const [formNote, setFormNote] = useState(false);
  const id = useId();
  const current = CONTENT_FILTERS.find((f) => f.id === filter) ?? CONTENT_FILTERS[0];
  return (
    <section className="dashboard-table" aria-labelledby={`${id}-heading`}>
      <div className="dashboard-table__head">
        <h2 id={`${id}-heading`} className="dashboard-table__title">
          Top Performing Content
        </h2>
        <div className="dashboard-table__filters" role="group" aria-label="Material type">
          {CONTENT_FILTERS.map((f) => (
            <button
              key={f.id}
              type="button"
              className="dashboard-table__filter"
              aria-pressed={filter === f.id}
              onClick={() => {
                setFilter(f.id);
                setFormNote(false);
              }}
            >
              {f.label}
            </button>
          ))}
          <button
            type="button"
            className="dashboard-table__filter"
            aria-disabled="true"
            aria-describedby={`${id}-form`}
            onClick={() => setFormNote((shown) => !shown)}
          >
            Form
          </button>
        </div>
      </div>
      <span id={`${id}-form`} hidden>
        {FORM_UNAVAILABLE}
      </span>
      <p className="dashboard-table__note" role="status">
        {formNote ? FORM_UNAVAILABLE : ''}
      </p>
      <TableScroller label="Top Performing Content">
        <Rows rows={d[filter]} caption={`Top Performing Content: ${current.label}, top 5 of the period`} empty={current.empty} />
      </TableScroller>
      <p className="dashboard-table__help">{NPS_HELP}</p>
    </section>
  );
}
