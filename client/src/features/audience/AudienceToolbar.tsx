import type { ReactNode } from 'react';
import { type AudienceView, showingLabel, withFilter } from './audience-search';
import { DateRangeFilter } from './DateRangeFilter';
import { SearchBox } from './SearchBox';
import { StatusFilter } from './StatusFilter';

interface Props {
  view: AudienceView;
  go: (view: AudienceView, options?: { replace?: boolean }) => void;
  /** The current answer; null while the first one loads or when it failed. */
  result: { page: number; pageSize: number; totalCount: number } | null;
  loading?: boolean;
  /** The Export control (it needs the answer and the selection). */
  exportControl?: ReactNode;
}

/** The table's toolbar (audience.md §2): result label, Activity Status, Learning Start, search, Export. */
export function AudienceToolbar({ view, go, result, loading = false, exportControl }: Props) {
  return (
    <div className="audience-toolbar">
      <p className="audience-toolbar__showing" aria-live="polite" aria-busy={loading || undefined}>
        {result ? showingLabel(result.page, result.pageSize, result.totalCount) : loading ? 'Loading…' : ''}
      </p>
      <div className="audience-toolbar__controls">
        <StatusFilter value={view.statuses} onChange={(statuses) => go(withFilter(view, { statuses }))} />
        <DateRangeFilter from={view.from} to={view.to} onChange={(from, to) => go(withFilter(view, { from, to }))} />
        <SearchBox value={view.keyword} onSearch={(keyword) => go(withFilter(view, { keyword }), { replace: true })} />
        {exportControl}
      </div>
    </div>
  );
}
