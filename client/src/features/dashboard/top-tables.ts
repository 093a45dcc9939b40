/**
 * Pure rules of the dashboard's two tables (the figures themselves are defined on the server, in
 * analytics/top-tables.ts): the Top Performing Content filters, and how NPS and study time read.
 */
import { kindLabel as registryKindLabel } from '../../kinds';

/**
 * The spec's filters. "Form" has no material kind behind it — questions are elements of Paths —
 * so it stays in the row, marked unavailable, and says why when pressed.
 */
export const CONTENT_FILTERS = [
  { id: 'all', label: 'All', empty: 'No material was opened, completed or rated in this period.' },
  { id: 'walkthroughs', label: 'Walkthrough', empty: 'No walkthrough was opened, completed or rated in this period.' },
  { id: 'docs', label: 'Docs', empty: 'No doc was opened, completed or rated in this period.' },
  { id: 'paths', label: 'Paths', empty: 'No path was opened, completed or rated in this period.' },
] as const;
export type ContentFilter = (typeof CONTENT_FILTERS)[number]['id'];

export const FORM_UNAVAILABLE = 'Forms are not a kind of material here: questions are asked inside Paths, so see Paths.';

export const NPS_HELP =
  'NPS (Net Promoter Score): of the people who rated a material in the period (each once, with their last score), the percentage who chose Excited minus the percentage who chose Angry, Sad or Neutral; Happy counts as neither. From −100 to 100; “–” when nobody rated it.';

/** A column header with a soft hyphen: on a phone "Comple-tions" breaks instead of widening the table. */
export const COMPLETIONS = 'Comple\u00ADtions';

/** The spec's display name of a material kind; a newer kind reads as it comes, capitalised. */
export function kindLabel(kind: string): string {
  return registryKindLabel(kind, kind.charAt(0) + kind.slice(1).toLowerCase());
}

/** "+33", "−50", "0", or "–" with no score. */
export function formatNps(nps: number | null | undefined): string {
  if (nps == null) return '–';
  return nps > 0 ? `+${nps}` : nps < 0 ? `−${-nps}` : '0';
}

/** Whole minutes, hours beyond 59 ("1 h 5 min", "21 min"); under half a minute but not none: "< 1 min". */
export function formatStudyTime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes === 0) return seconds > 0 ? '< 1 min' : '0 min';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}
