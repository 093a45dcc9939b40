import { type AudienceView, withFilter } from './audience-search';
import { DateRangeFilter } from './DateRangeFilter';
import { SearchBox } from './SearchBox';
import { StatusFilter } from './StatusFilter';

interface Props {
  view: AudienceView;
  go: (view: AudienceView, options?: { replace?: boolean }) => void;
}

/**
 * The table's filters (audience.md §2): Activity Status, Learning Start and the search. They sit
 * outside the part that loads, so typing keeps its focus while the answer comes.
 */
export function AudienceToolbar({ view, go }: Props) {
  return (
    <search className="audience-toolbar" aria-label="Filter learners">
      <StatusFilter value={view.statuses} onChange={(statuses) => go(withFilter(view, { statuses }))} />
      <DateRangeFilter from={view.from} to={view.to} onChange={(from, to) => go(withFilter(view, { from, to }))} />
      <SearchBox value={view.keyword} onSearch={(keyword) => go(withFilter(view, { keyword }), { replace: true })} />
    </search>
  );
}
