/** REST: the audit log (issue 24 §5 — GET /audit_log), JSON pages or the whole filtered log as CSV. */
import type { Hono } from 'hono';
import { ValidationError } from '../../lib/errors.js';
import { auditLog } from '../../modules/audit-log/index.js';
import { isInstant, pageQuery } from './query-params.js';
import { type RestContext, type RestEnv, route } from './registry.js';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

function instantQuery(c: RestContext, name: string): Date | null {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw));
  if (!day && !isInstant(raw))
    throw ValidationError.field(name, `${name} must be a date (2027-01-31) or a date and time with its offset (2027-01-31T09:00:00Z).`);
  // A bare date `to` means the end of that day (UTC).
  return name === 'to' && raw.length === 10 ? new Date(Date.parse(raw) + 86_399_999) : new Date(raw);
}

export function auditLogRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/audit_log',
      tag: 'Audit log',
      summary: 'The audit log, newest first (Owners; a token: audit:read); format=csv gives the whole filtered log as CSV, oldest first',
      auth: 'staff',
      permission: 'audit.read',
      query: {
        page: 'page number, from 1 (default 1)',
        limit: `page size (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})`,
        actor: "a person's e-mail, a user id or a token id",
        action: 'an action name, e.g. publishMaterial or "PUT /paths/{slug}/publish"',
        from: 'a date or date-time (inclusive)',
        to: 'a date (the whole day) or date-time (inclusive)',
        format: 'json (default) or csv',
      },
      responses: {
        200: '{ entries: [{ id, seq, at, action, actor: { type, label, user }, target: { type, id, label }, ip, before, after, hash }], pagination: { page, limit, total_count, total_pages } }, or text/csv',
        422: 'bad page, limit, from, to or format',
      },
    },
    async (c) => {
      const filter = { actor: c.req.query('actor') ?? null, action: c.req.query('action') ?? null, from: instantQuery(c, 'from'), to: instantQuery(c, 'to') };
      const format = c.req.query('format') ?? 'json';
      if (format === 'csv') {
        const csv = await auditLog.auditCsv(c.var.deps, c.var.actor, filter);
        return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit-log.csv"' });
      }
      if (format !== 'json') throw ValidationError.field('format', 'format must be json or csv.');
      const page = pageQuery(c, DEFAULT_LIMIT, MAX_LIMIT);
      const { entries, total } = await auditLog.listAuditEntries(c.var.deps, c.var.actor, { ...filter, ...page });
      return c.json({
        entries: entries.map((e) => ({
          id: e.id,
          seq: e.seq,
          at: e.at.toISOString(),
          action: e.action,
          actor: { type: e.actorType, label: e.actorLabel, user: e.actorUser, user_id: e.actorUserId, token_id: e.actorTokenId },
          target: e.target,
          ip: e.ip,
          before: e.before,
          after: e.after,
          hash: e.hash,
        })),
        pagination: { page: page.page, limit: page.limit, total_count: total, total_pages: Math.ceil(total / page.limit) },
      });
    },
  );
}
