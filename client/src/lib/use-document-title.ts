import { useEffect } from 'react';

/** Names the browser tab after the page ("Team · LearnHub"), so screen-reader users hear where they are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · LearnHub`;
  }, [title]);
}
