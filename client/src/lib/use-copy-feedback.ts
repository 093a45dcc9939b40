import { useEffect, useState } from 'react';

/** How long "Copied" shows after a copy (authoring.md §9: copy feedback 2000 ms). */
export const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and remembers which thing was copied for 2 seconds, so the button
 * that did it can say "Copied". Resolves false when the browser refused (no permission, no HTTPS).
 */
export function useCopyFeedback<K extends string>() {
  // A new object per copy, so copying the same thing again restarts the 2 seconds.
  const [last, setLast] = useState<{ key: K } | null>(null);

  useEffect(() => {
    if (last === null) return;
    const timer = window.setTimeout(() => setLast(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [last]);

  async function copy(key: K, text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      setLast({ key });
      return true;
    } catch {
      return false;
    }
  }

  return { copied: last?.key ?? null, copy };
}
