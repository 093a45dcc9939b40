import { useEffect, useRef } from 'react';

/**
 * An embed-code element (authoring.md §4: rendered only when its source is non-empty). The snippet
 * runs in our sandboxed frame page (server/src/embed-code-frame.ts): an opaque origin that cannot
 * reach the app. The frame asks for the snippet once it has loaded, and gets it by postMessage.
 */
export function EmbedCodeView({ source, title }: { source: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || e.source !== target || (e.data as { type?: unknown } | null)?.type !== 'embed-code-ready') return;
      // The sandboxed page's origin is "null": '*' is the only target that reaches it.
      target.postMessage({ type: 'embed-code', html: source }, '*');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [source]);
  if (!source) return null;
  return (
    <iframe
      // A new frame for a new snippet: the page takes one snippet only.
      key={source}
      ref={frame}
      className="path-embed-code"
      src="/frames/embed-code"
      title={title || 'Embedded content'}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms allow-presentation"
    />
  );
}
