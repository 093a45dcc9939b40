/**
 * The built client (client/dist) with SPA fallback: unknown paths get index.html so the
 * client router can take them. Hashed assets are cached for a year.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

/**
 * The app must not be framed by other sites (clickjacking). The embed player (/embed/...) is
 * made to be framed anywhere: it shows only published content and has no signed-in actions.
 */
export function framingHeaders(pathname: string): Record<string, string> {
  if (pathname.startsWith("/embed/")) return { "Content-Security-Policy": "frame-ancestors *" };
  return { "X-Frame-Options": "SAMEORIGIN", "Content-Security-Policy": "frame-ancestors 'self'" };
}

export function serveClient(distDir: string) {
  let indexHtml: Promise<string | null> | undefined;
  return async (c: Context) => {
    const requested = path.normalize(decodeURIComponent(c.req.path)).replace(/^(\.\.[/\\])+/, "");
    const file = path.join(distDir, requested);
    if (file.startsWith(distDir) && path.extname(file)) {
      const bytes = await readFile(file).catch(() => null);
      if (bytes) {
        const immutable = requested.startsWith("/assets/");
        return new Response(new Uint8Array(bytes), {
          headers: {
            "Content-Type": types[path.extname(file)] ?? "application/octet-stream",
            "X-Content-Type-Options": "nosniff",
            "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
          },
        });
      }
      if (requested.startsWith("/assets/")) return c.text("Not found", 404);
    }
    indexHtml ??= readFile(path.join(distDir, "index.html"), "utf8").catch(() => null);
    const html = await indexHtml;
    if (!html) return c.text("The client is not built yet: run `npm run build`.", 503);
    return c.html(html, 200, {
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
      ...framingHeaders(c.req.path),
      "Referrer-Policy": "same-origin",
    });
  };
}
