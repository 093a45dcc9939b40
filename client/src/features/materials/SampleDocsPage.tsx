import { useState } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Table, type TableColumn } from '../../ui';
import { useShellContext } from '../shell';
import { MaterialsTabBar } from './MaterialsTabBar';
import { type DocSortKey, SAMPLE_DOCS, type SampleDoc, type SortDirection, sortDocs } from './sample-docs';
import './materials.css';
import './sample-docs.css';

const COLUMNS: { key: DocSortKey; header: string; render: (doc: SampleDoc) => string }[] = [
  { key: 'name', header: 'Name', render: (doc) => doc.name },
  { key: 'type', header: 'Type', render: (doc) => doc.type },
  { key: 'owner', header: 'Owner', render: (doc) => doc.owner },
  { key: 'updated', header: 'Updated', render: (doc) => formatDay(doc.updated) },
  { key: 'status', header: 'Status', render: (doc) => doc.status },
];

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * /{companySlug}/docs/samples — the second Docs page: a data table of sample docs, sortable by any
 * column (authoring.md §2). Sample rows only; it loads and saves nothing.
 */
export function Component() {
  const { companySlug } = useShellContext();
  useDocumentTitle('Docs · Sample docs');
  const [sort, setSort] = useState<{ key: DocSortKey; direction: SortDirection }>({ key: 'updated', direction: 'descending' });
  const rows = sortDocs(SAMPLE_DOCS, sort.key, sort.direction);

  function sortBy(key: DocSortKey) {
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending' }));
  }

  const columns: TableColumn<SampleDoc>[] = COLUMNS.map((column) => {
    const active = sort.key === column.key;
    return {
      key: column.key,
      sort: active ? sort.direction : undefined,
      header: (
        <button type="button" className="sample-docs__sort" onClick={() => sortBy(column.key)}>
          {column.header}
          <span aria-hidden="true" className="sample-docs__sort-mark">
            {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      ),
      render: column.key === 'name' ? (doc) => <span className="sample-docs__name">{doc.name}</span> : column.render,
    };
  });

  return (
    <div className="materials-page">
      <div className="materials-page__head">
        <h1>Docs</h1>
      </div>
      <MaterialsTabBar companySlug={companySlug} section="docs" />
      <h2 className="materials-access__title">Sample docs</h2>
      <p className="sample-docs__note" role="note">
        <strong>Sample data.</strong> These docs show how the docs table will look; they are not your workspace’s docs, and nothing here is loaded or saved.
      </p>
      <Table caption="Sample docs" columns={columns} rows={rows} rowKey={(doc) => doc.id} className="sample-docs" />
    </div>
  );
}
