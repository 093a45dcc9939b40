/**
 * Reading the audit log (Settings → Audit log, GraphQL `Company.auditLog`, REST
 * `GET /api/v1/audit_log`): Owners (a token: `audit:read`), newest first, filtered by actor,
 * action and time, and as CSV. The entries themselves are written by audit/audit-log.ts.
 */
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';

export type AuditFilter = { actor?: string | null; action?: string | null; from?: Date | null; to?: Date | null };

export type AuditEntryView = {
  id: string;
  seq: number;
  at: Date;
  action: string;
  actorType: 'user' | 'token';
  /** The person's e-mail; for a token, its name (and the person who made it in `actorUser`). */
  actorLabel: string;
  actorUserId: string | null;
  actorTokenId: string | null;
  actorUser: string | null;
  target: { type: string; id: string; label?: string } | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  hash: string;
};

export const AUDIT_EXPORT_MAX_ROWS = 50_000;

async function whereOf(deps: Deps, companyId: string, f: AuditFilter): Promise<Prisma.AuditEntryWhereInput> {
  const where: Prisma.AuditEntryWhereInput = { companyId };
  if (f.from && f.to && f.from > f.to) throw ValidationError.field('from', 'The range must start before it ends.');
  if (f.from || f.to) where.createdAt = { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lte: f.to } : {}) };
  if (f.action) where.action = f.action;
  const actor = f.actor?.trim();
  if (actor) {
    if (isUuid(actor)) where.OR = [{ actorUserId: actor }, { actorTokenId: actor }];
    else {
      const users = await deps.prisma.user.findMany({ where: { email: actor.toLowerCase() }, select: { id: true } });
      where.actorUserId = { in: users.map((u) => u.id) };
    }
  }
  return where;
}

async function views(deps: Deps, rows: { id: bigint; seq: number; hash: string; content: string; actorUserId: string | null; actorTokenId: string | null }[]) {
  const userIds = [...new Set(rows.map((r) => r.actorUserId).filter((x): x is string => !!x))];
  const users = new Map((await deps.prisma.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } })).map((u) => [u.id, u.email]));
  return rows.map((r): AuditEntryView => {
    const c = JSON.parse(r.content) as {
      action: string;
      at: string;
      actor: { type: 'user' | 'token'; userId: string; tokenId?: string; tokenName?: string };
      target: AuditEntryView['target'];
      ip: string | null;
      before: unknown;
      after: unknown;
    };
    const person = users.get(c.actor.userId) ?? null;
    return {
      id: String(r.id),
      seq: r.seq,
      at: new Date(c.at),
      action: c.action,
      actorType: c.actor.type,
      actorLabel: c.actor.type === 'token' ? `${c.actor.tokenName} (API token)` : (person ?? 'a deleted user'),
      actorUserId: r.actorUserId,
      actorTokenId: r.actorTokenId,
      actorUser: person,
      target: c.target,
      ip: c.ip,
      before: c.before,
      after: c.after,
      hash: r.hash,
    };
  });
}

export async function listAuditEntries(
  deps: Deps,
  actor: StaffActor | null,
  q: AuditFilter & { page: number; limit: number },
): Promise<{ entries: AuditEntryView[]; total: number }> {
  const a = requirePermission(actor, 'audit.read');
  const where = await whereOf(deps, a.companyId, q);
  const [total, rows] = await Promise.all([
    deps.prisma.auditEntry.count({ where }),
    deps.prisma.auditEntry.findMany({ where, orderBy: { seq: 'desc' }, skip: (q.page - 1) * q.limit, take: q.limit }),
  ]);
  return { entries: await views(deps, rows), total };
}

/** The action names used in the company's log, for the filter's choices. */
export async function auditActions(deps: Deps, actor: StaffActor | null): Promise<string[]> {
  const a = requirePermission(actor, 'audit.read');
  const rows = await deps.prisma.auditEntry.findMany({
    where: { companyId: a.companyId },
    distinct: ['action'],
    select: { action: true },
    orderBy: { action: 'asc' },
  });
  return rows.map((r) => r.action);
}

const csvCell = (v: unknown) => {
  const text = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  // A leading = + - @ would run as a formula in a spreadsheet: quoted with a ' first.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The filtered log as CSV (oldest first, at most AUDIT_EXPORT_MAX_ROWS rows). */
export async function auditCsv(deps: Deps, actor: StaffActor | null, f: AuditFilter): Promise<string> {
  const a = requirePermission(actor, 'audit.read');
  const where = await whereOf(deps, a.companyId, f);
  const rows = await deps.prisma.auditEntry.findMany({ where, orderBy: { seq: 'asc' }, take: AUDIT_EXPORT_MAX_ROWS });
  const header = ['seq', 'time', 'action', 'actor', 'actor_type', 'made_by', 'target_type', 'target_id', 'target', 'ip', 'before', 'after', 'hash'];
  const lines = (await views(deps, rows)).map((e) =>
    [
      e.seq,
      e.at.toISOString(),
      e.action,
      e.actorLabel,
      e.actorType,
      e.actorType === 'token' ? e.actorUser : '',
      e.target?.type,
      e.target?.id,
      e.target?.label,
      e.ip,
      e.before,
      e.after,
      e.hash,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
