/** The words an export file uses to say what it holds (the first block of every file). */
import { type AudienceView, STATUSES } from '../audience-search';

/** YYYY-MM-DD → DD/MM/YYYY, the spec's filter date format (audience.md §5). */
const dmy = (iso: string) => iso.split('-').reverse().join('/');

/** "Activity Status: Engaged, At Risk; Learning Start: 01/11/2026 – 30/11/2026; Search: "ava"", or "none". */
export function describeFilters(view: AudienceView): string {
  const parts: string[] = [];
  if (view.statuses.length > 0)
    parts.push(
      `Activity Status: ${STATUSES.filter((s) => view.statuses.includes(s.id))
        .map((s) => s.label)
        .join(', ')}`,
    );
  if (view.from && view.to) parts.push(`Learning Start: ${dmy(view.from)} – ${dmy(view.to)}`);
  else if (view.from) parts.push(`Learning Start: from ${dmy(view.from)}`);
  else if (view.to) parts.push(`Learning Start: until ${dmy(view.to)}`);
  if (view.keyword) parts.push(`Search: "${view.keyword}"`);
  return parts.length > 0 ? parts.join('; ') : 'none';
}

/** "3 selected learners", "All 23 matching learners", "The first 10,000 of 12,345 matching learners". */
export function describeScope(all: boolean, rows: number, totalCount: number, truncated: boolean): string {
  if (truncated) return `The first ${rows.toLocaleString('en')} of ${totalCount.toLocaleString('en')} matching learners`;
  if (all) return `All ${totalCount.toLocaleString('en')} matching ${totalCount === 1 ? 'learner' : 'learners'}`;
  return `${rows.toLocaleString('en')} selected ${rows === 1 ? 'learner' : 'learners'}`;
}
