/**
 * The sample docs of the second Docs page (authoring.md §2 "Materials list screens": "A second
 * Docs page holds a data table of sample docs"). Fixed sample rows, not the workspace's docs.
 */

export interface SampleDoc {
  id: string;
  name: string;
  type: 'PDF' | 'Word' | 'Slides' | 'Spreadsheet' | 'Link';
  owner: string;
  /** Calendar date, YYYY-MM-DD. */
  updated: string;
  status: 'Published' | 'Draft' | 'Archived';
}

export const SAMPLE_DOCS: readonly SampleDoc[] = [
  { id: 'handbook', name: 'Employee handbook', type: 'PDF', owner: 'Olivia Owner', updated: '2026-01-12', status: 'Published' },
  { id: 'dosage', name: 'Medication dosage chart', type: 'Spreadsheet', owner: 'Marcus Reed', updated: '2026-02-03', status: 'Published' },
  { id: 'privacy', name: 'Data privacy policy', type: 'Word', owner: 'Priya Shah', updated: '2025-11-20', status: 'Published' },
  { id: 'sales-deck', name: 'Sales basics deck', type: 'Slides', owner: 'Marcus Reed', updated: '2026-02-18', status: 'Draft' },
  { id: 'safety', name: 'Safety checklist', type: 'PDF', owner: 'Priya Shah', updated: '2025-09-05', status: 'Archived' },
  { id: 'brand', name: 'Brand guidelines', type: 'Link', owner: 'Olivia Owner', updated: '2026-01-29', status: 'Published' },
  { id: 'care-faq', name: 'Customer care FAQ', type: 'Word', owner: 'Ava Thompson', updated: '2026-02-25', status: 'Draft' },
];

export type DocSortKey = 'name' | 'type' | 'owner' | 'updated' | 'status';
export type SortDirection = 'ascending' | 'descending';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The rows ordered by one column (ISO dates sort as text); ties keep the name order. */
export function sortDocs(docs: readonly SampleDoc[], key: DocSortKey, direction: SortDirection): SampleDoc[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...docs].sort((a, b) => sign * collator.compare(a[key], b[key]) || collator.compare(a.name, b.name));
}
