/**
 * The dashboard's period in the address (`?period=week`, `?period=custom&from=01-11-2026&to=…`),
 * so a view can be bookmarked and shared. Unknown values fall back to All time, the default.
 */
export const PERIODS = [
  { id: 'WEEK', label: 'Week', param: 'week', than: 'than last week' },
  { id: 'MONTH', label: 'Month', param: 'month', than: 'than last month' },
  { id: 'YEAR', label: 'Year', param: 'year', than: 'than last year' },
  { id: 'ALL_TIME', label: 'All time', param: 'all_time', than: '' },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'] | 'CUSTOM';

export type PeriodSearch = { period: PeriodId; startDate: string | null; endDate: string | null };

const DMY = /^\d{2}-\d{2}-\d{4}$/;
/** The server's longest custom range (analytics/periods.ts CUSTOM_MAX_DAYS). */
export const CUSTOM_MAX_DAYS = 3660;
const DAY_MS = 86_400_000;

/** A real calendar day as DD-MM-YYYY (not 31-02-2026), as UTC milliseconds; null otherwise. */
function dayOf(dmy: string): number | null {
  if (!DMY.test(dmy)) return null;
  const [d, m, y] = dmy.split('-').map(Number) as [number, number, number];
  const at = Date.UTC(y, m - 1, d);
  const back = new Date(at);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? at : null;
}

/**
 * What is wrong with a custom range, in the picker's words; null when the server will take it
 * (the server checks the same, and is the authority).
 */
export function rangeProblem(startDmy: string, endDmy: string): string | null {
  const start = dayOf(startDmy);
  const end = dayOf(endDmy);
  if (start === null || end === null) return 'Please add start date and end date inputs.';
  if (end < start) return 'The end date is before the start date.';
  if ((end - start) / DAY_MS + 1 > CUSTOM_MAX_DAYS) return `A custom range can be at most ${CUSTOM_MAX_DAYS} days.`;
  return null;
}

export function readPeriod(search: URLSearchParams): PeriodSearch {
  const param = search.get('period');
  const from = search.get('from');
  const to = search.get('to');
  // A range the server would refuse (typed into the address, or a reversed bookmark) is All time.
  if (param === 'custom' && from && to && rangeProblem(from, to) === null) return { period: 'CUSTOM', startDate: from, endDate: to };
  const known = PERIODS.find((p) => p.param === param);
  return { period: known?.id ?? 'ALL_TIME', startDate: null, endDate: null };
}

export function periodSearch(p: PeriodSearch): string {
  if (p.period === 'CUSTOM' && p.startDate && p.endDate) return `?period=custom&from=${p.startDate}&to=${p.endDate}`;
  const known = PERIODS.find((x) => x.id === p.period);
  return !known || known.id === 'ALL_TIME' ? '' : `?period=${known.param}`;
}

/** <input type="date"> gives YYYY-MM-DD; the dashboard speaks DD-MM-YYYY (audience.md §5). */
export const toDmy = (iso: string) => (iso ? iso.split('-').reverse().join('-') : '');
export const toIso = (dmy: string | null) => (dmy ? dmy.split('-').reverse().join('-') : '');
