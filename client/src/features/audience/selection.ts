/**
 * Which learners an export takes (issue 10 §2): rows ticked one by one or a page at a time, kept
 * while paging, or every learner matching the filter ("Select all N matching"), which the export
 * asks the server for by the filter instead of by ids. The server takes no "all but these", so
 * unticking a row while all are selected keeps the rest of that page only.
 */
export type Selection = { all: false; ids: ReadonlySet<string> } | { all: true };

export const NONE: Selection = { all: false, ids: new Set() };

export const isSelected = (s: Selection, id: string) => s.all || s.ids.has(id);

/** How many learners the export would take. */
export const selectedCount = (s: Selection, totalCount: number) => (s.all ? totalCount : s.ids.size);

export function toggleRow(s: Selection, id: string, pageIds: readonly string[]): Selection {
  if (s.all) return { all: false, ids: new Set(pageIds.filter((p) => p !== id)) };
  const ids = new Set(s.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { all: false, ids };
}

/** The page's header checkbox: 'all' when every row of the page is ticked, 'some', or 'none'. */
export function pageState(s: Selection, pageIds: readonly string[]): 'all' | 'some' | 'none' {
  if (pageIds.length === 0) return 'none';
  const ticked = pageIds.filter((id) => isSelected(s, id)).length;
  return ticked === pageIds.length ? 'all' : ticked > 0 ? 'some' : 'none';
}

/** The header checkbox clicked: ticks the whole page, or unticks it when it was all ticked. */
export function togglePage(s: Selection, pageIds: readonly string[]): Selection {
  if (pageState(s, pageIds) === 'all') {
    if (s.all) return NONE;
    const ids = new Set(s.ids);
    for (const id of pageIds) ids.delete(id);
    return { all: false, ids };
  }
  return { all: false, ids: new Set([...(s.all ? [] : s.ids), ...pageIds]) };
}
