/**
 * `/frames/embed-code`: the page a path's "Embed Code" element runs in. Authors paste third-party
 * snippets (a form, a chart, an iframe) that may carry scripts; they must run, and must never
 * reach the app. So the page is served with a CSP `sandbox` (an opaque origin: no access to the
 * app's storage, cookies or DOM; the viewer's iframe has the same sandbox attribute) and a policy
 * that lets the snippet load what it needs. It holds one small script: it waits for the parent
 * (only the parent) to post the snippet's HTML, then writes it into the document, which replaces
 * the script. The snippet is never part of the URL, and the page is the same for every snippet.
 *
 * Any page may frame it (`frame-ancestors *`): a path's embed page is itself framed by other
 * sites, and frame-ancestors checks every ancestor, so 'self' would block the snippet there. What
 * keeps a foreign site from filling it with content under our address is the script: it takes
 * the snippet only from a parent on the app's own origin (the page's URL says which, even though
 * the sandbox gives the document an opaque origin).
 */
import type { Context } from 'hono';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Embedded content</title></head><body><script>
addEventListener('message', function onMessage(e) {
  if (e.source !== parent || e.origin !== new URL(location.href).origin || typeof e.data !== 'object' || e.data === null || e.data.type !== 'embed-code' || typeof e.data.html !== 'string') return;
  removeEventListener('message', onMessage);
  document.open(); document.write(e.data.html); document.close();
});
parent.postMessage({ type: 'embed-code-ready' }, '*');
</script></body></html>`;

export const EMBED_FRAME_CSP = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms allow-presentation',
  "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
  'frame-ancestors *',
].join('; ');

export function embedCodeFrame(c: Context) {
  return c.body(PAGE, 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': EMBED_FRAME_CSP,
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
}
