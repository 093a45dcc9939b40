/** Page sizes offered under every table (spec §9). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;

export type PageItem = number | 'ellipsis';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page buttons to show: always the first and last page, the current page with `siblings`
 * pages on each side, and 'ellipsis' for every gap of two or more pages (a gap of exactly one
 * page shows that page instead). The list has a constant length of 2·siblings + 5 once there are
 * that many pages, so the buttons do not jump around while paging.
 *
 *   paginationRange(1, 10)  → [1, 2, 3, 4, 5, 'ellipsis', 10]
 *   paginationRange(5, 10)  → [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]
 *   paginationRange(10, 10) → [1, 'ellipsis', 6, 7, 8, 9, 10]
 *
 * `current` is clamped into 1..totalPages; no pages gives an empty list.
 */
export function paginationRange(current: number, totalPages: number, siblings = 1): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const slots = 2 * siblings + 5; // first + last + current + siblings + two ellipses
  if (total <= slots) return range(1, total);

  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, total);
  const showLeftEllipsis = left > 3;
  const showRightEllipsis = right < total - 2;
  const edgeCount = 3 + 2 * siblings; // pages shown on the side without an ellipsis

  if (!showLeftEllipsis && showRightEllipsis) return [...range(1, edgeCount), 'ellipsis', total];
  if (showLeftEllipsis && !showRightEllipsis) return [1, 'ellipsis', ...range(total - edgeCount + 1, total)];
  return [1, 'ellipsis', ...range(left, right), 'ellipsis', total];
}
