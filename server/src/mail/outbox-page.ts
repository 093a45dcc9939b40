/**
 * Development-only mail views (EXPOSE_OUTBOX): `/api/dev/outbox` as JSON for browser tests, and
 * `/dev/outbox` as a page where a person without SMTP can open the links they were mailed.
 */
import type { Context } from 'hono';
import type { Deps } from '../deps.js';

async function recentMails(deps: Deps, to: string | undefined) {
  return deps.prisma.emailOutbox.findMany({
    where: to ? { to: to.trim().toLowerCase() } : {},
    orderBy: { createdAt: 'desc' },
    take: 50,
    select: { id: true, to: true, subject: true, text: true, kind: true, status: true, createdAt: true },
  });
}

export function outboxJson(deps: Deps) {
  return async (c: Context) => c.json({ mails: await recentMails(deps, c.req.query('to')) });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const linkify = (s: string) => escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function outboxPage(deps: Deps) {
  return async (c: Context) => {
    const mails = await recentMails(deps, c.req.query('to'));
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.status.toLowerCase()}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1c2430}article{border:1px solid #c9d1db;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#4a5565;margin:.25rem 0 .75rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#0b5c56}</style>
</head><body><main><h1>Outbox (development)</h1><p>The last 50 mails the app sent. Shown because EXPOSE_OUTBOX is on; never in production.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`);
  };
}
