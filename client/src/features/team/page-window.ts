/** Page-number navigation over a cursor connection that is loaded forward as pages are visited. */
export interface PageWindow {
  totalPages: number;
  /** Index range of the loaded edges shown on this page. */
  start: number;
  end: number;
  /** How many more edges must be loaded before this page can show (0 when it can). */
  missing: number;
}

export function pageWindow(page: number, pageSize: number, totalCount: number, loadedCount: number): PageWindow {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  const start = (Math.min(Math.max(page, 1), totalPages) - 1) * pageSize;
  const end = Math.min(start + pageSize, totalCount);
  return { totalPages, start, end, missing: Math.max(0, end - loadedCount) };
}
