/**
 * The SCORM API object the LMS puts on a window above the content (SCORM 1.2 RTE §3.3.6.1: `API`;
 * SCORM 2004 RTE §3.1.2.1: `API_1484_11`): the parents up to the top, then the opener's. Seven
 * levels of frames at most, as ADL's own discovery algorithm bounds the search.
 */
export function findApi<T>(name: 'API' | 'API_1484_11', start: Window = window): T | null {
  const search = (from: Window | null): T | null => {
    let win: Window | null = from;
    for (let depth = 0; win && depth <= 7; depth++) {
      try {
        const api = (win as unknown as Record<string, unknown>)[name];
        if (api) return api as T;
      } catch {
        // A window of another origin: its properties can't be read; keep climbing.
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  };
  return search(start) ?? (start.opener ? search(start.opener as Window) : null) ?? (start.top?.opener ? search(start.top.opener as Window) : null);
}
