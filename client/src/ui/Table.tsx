import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** CSS width, e.g. "30%" or "120px". */
  width?: string;
  align?: 'start' | 'end' | 'center';
  /** The column the rows are sorted by, and which way (aria-sort on its header). */
  sort?: 'ascending' | 'descending';
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Names the table for assistive technology; hidden visually unless showCaption. */
  caption: string;
  showCaption?: boolean;
  /** Shown in a single cell when there are no rows: "No record found." unless told otherwise. */
  emptyMessage?: ReactNode;
  loading?: boolean;
  className?: string;
}

/** A plain data table with an accessible caption and an empty state. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  emptyMessage = 'No record found.',
  loading = false,
  className,
}: TableProps<Row>) {
  return (
    <div className={['ui-table-wrap', className].filter(Boolean).join(' ')}>
      <table className="ui-table" aria-busy={loading || undefined}>
        <caption className={showCaption ? 'ui-table__caption' : 'visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sort} style={{ width: column.width, textAlign: column.align }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="ui-table__empty">
                {loading ? 'Loading…' : emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} style={{ textAlign: column.align }}>
                    {column.render(row)}
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
