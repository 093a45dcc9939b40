/**
 * The Audience page's view in the address (issue 10 §2): every filter, the search, the page, its
 * size and the sort live in the search params, so a filtered view can be bookmarked, shared and
 * reloaded. The loader reads them with readAudienceSearch; the page writes them with
 * audienceSearch. Values that are not understood are dropped (a hand-edited address shows the
 * default view instead of a server error), and defaults are left out of the address.
 *
 *   ?status=engaged&status=at_risk&from=2026-11-01&to=2026-11-30&q=ava&page=2&size=20&sort=name&dir=asc
 */
import type { ActivityStatus, AudienceSort, SortDirection } from '../../__generated__/AudiencePageQuery.graphql';

/** The Activity Status filter's choices in display order, with the spec's filter values (audience.md §3). */
export const STATUSES = [
  { id: 'ENGAGED', param: 'engaged', label: 'Engaged' },
  { id: 'AT_RISK', param: 'at_risk', label: 'At Risk' },
  { id: 'NEUTRAL', param: 'neutral', label: 'Neutral' },
] as const satisfies readonly { id: ActivityStatus; param: string; label: string }[];

export type StatusId = (typeof STATUSES)[number]['id'];

/** Sortable columns: the address's name for each of the server's sort keys. */
export const SORTS = [
  { id: 'NAME', param: 'name' },
  { id: 'EMAIL', param: 'email' },
  { id: 'LEARNING_START', param: 'learning_start' },
  { id: 'RECENT_ACTIVITY', param: 'recent_activity' },
  { id: 'STUDY_TIME', param: 'study_time' },
] as const satisfies readonly { id: AudienceSort; param: string }[];

export type SortId = (typeof SORTS)[number]['id'];

/** Page sizes the pagination offers (audience.md §9); any filter change goes back to the first one. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The server's default order: the most recently active first. */
export const DEFAULT_SORT: SortId = 'RECENT_ACTIVITY';
export const DEFAULT_DIRECTION: SortDirection = 'DESC';
/** The longest search the box sends (the server checks its own limit too). */
export const MAX_KEYWORD = 200;

export interface AudienceView {
  /** Checked statuses in display order; empty: all statuses. */
  statuses: StatusId[];
  /** Learning Start range: the company's local days, YYYY-MM-DD, or null. */
  from: string | null;
  to: string | null;
  keyword: string;
  page: number;
  pageSize: number;
  sort: SortId;
  direction: SortDirection;
}

export const DEFAULT_VIEW: AudienceView = {
  statuses: [],
  from: null,
  to: null,
  keyword: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: DEFAULT_SORT,
  direction: DEFAULT_DIRECTION,
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A column's first order: dates and times newest or longest first, names and e-mails A to Z. */
export const naturalDirection = (sort: SortId): SortDirection => (sort === 'NAME' || sort === 'EMAIL' ? 'ASC' : 'DESC');

const positiveInt = (value: string | null): number | null => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null);

/** The view an address asks for; anything not understood falls back to its default. */
export function readAudienceSearch(search: URLSearchParams): AudienceView {
  const params = new Set(search.getAll('status').flatMap((v) => v.split(',')));
  const statuses = STATUSES.filter((s) => params.has(s.param)).map((s) => s.id);
  let from = search.get('from');
  let to = search.get('to');
  from = from && isIsoDay(from) ? from : null;
  to = to && isIsoDay(to) ? to : null;
  // A range given backwards is read as meant.
  if (from && to && from > to) [from, to] = [to, from];
  const size = positiveInt(search.get('size'));
  const sort = SORTS.find((s) => s.param === search.get('sort'))?.id ?? DEFAULT_SORT;
  const dir = search.get('dir');
  return {
    statuses,
    from,
    to,
    keyword: (search.get('q') ?? '').trim().slice(0, MAX_KEYWORD),
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
    sort,
    direction: dir === 'asc' ? 'ASC' : dir === 'desc' ? 'DESC' : naturalDirection(sort),
  };
}

/** The search string ("?…", or "" for the default view) that readAudienceSearch reads back as `view`. */
export function audienceSearch(view: AudienceView): string {
  const params = new URLSearchParams();
  for (const id of view.statuses) params.append('status', STATUSES.find((s) => s.id === id)?.param ?? '');
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.keyword.trim()) params.set('q', view.keyword.trim());
  if (view.page > 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  if (view.sort !== DEFAULT_SORT || view.direction !== naturalDirection(view.sort)) {
    params.set('sort', SORTS.find((s) => s.id === view.sort)?.param ?? '');
    params.set('dir', view.direction === 'ASC' ? 'asc' : 'desc');
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The same view with a filter changed: back to the first page at the default size (audience.md §4). */
export function withFilter(view: AudienceView, change: Partial<Pick<AudienceView, 'statuses' | 'from' | 'to' | 'keyword'>>): AudienceView {
  return { ...view, ...change, page: 1, pageSize: DEFAULT_PAGE_SIZE };
}

/** Clicking a column's header: its natural order first, then the other way round. */
export function withSort(view: AudienceView, sort: SortId): AudienceView {
  const direction: SortDirection = view.sort === sort ? (view.direction === 'ASC' ? 'DESC' : 'ASC') : naturalDirection(sort);
  return { ...view, sort, direction, page: 1 };
}

/** The GraphQL filter of a view (AudienceFilter); statuses left out mean all. */
export function audienceFilter(view: AudienceView) {
  return {
    statuses: view.statuses.length > 0 ? view.statuses : null,
    learningStartFrom: view.from,
    learningStartTo: view.to,
    keyword: view.keyword || null,
  };
}

/** True when the view narrows the learners at all (page, size and sort do not). */
export const isFiltered = (view: AudienceView) => view.statuses.length > 0 || Boolean(view.from || view.to || view.keyword);

/** "Showing 11-20 of 23"; "Showing 0-0 of 0" when nothing matches; "Showing 0-0 of 23" past the last page. */
export function showingLabel(page: number, pageSize: number, total: number): string {
  // Nothing matches, or an old link asks for a page past the end.
  if ((page - 1) * pageSize >= total) return `Showing 0-0 of ${total}`;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from}-${to} of ${total}`;
}
