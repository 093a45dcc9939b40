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

export function readPeriod(search: URLSearchParams): PeriodSearch {
  const param = search.get('period');
  const from = search.get('from');
  const to = search.get('to');
  if (param === 'custom' && from && to && DMY.test(from) && DMY.test(to)) return { period: 'CUSTOM', startDate: from, endDate: to };
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
