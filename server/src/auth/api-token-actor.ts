/**
 * An API token as a caller (README "API tokens"). It acts for its company with its creator's
 * current role, narrowed by its scopes: a creator who is demoted narrows every token they made,
 * and one who leaves the company (or whose account goes) takes them along. One SQL statement per
 * request; the last-use time and address are written at most once a minute (or when the address
 * changes), not on every request.
 */
import type { Role } from '../generated/prisma/enums.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { hashToken } from '../lib/tokens.js';
import type { StaffActor } from './actor.js';

const LAST_USED_EVERY_MS = 60_000;

type Row = { id: string; name: string; scopes: string[]; companyId: string; userId: string; role: Role; lastUsedAt: Date | null; lastUsedIp: string | null };

export async function resolveApiTokenActor(prisma: PrismaClient, token: string, ip: string): Promise<StaffActor | null> {
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT t."id", t."name", t."scopes", t."companyId"::text AS "companyId", t."createdById"::text AS "userId", m."role"::text AS "role",
           t."lastUsedAt", t."lastUsedIp"
    FROM "ApiToken" t
    JOIN "Membership" m ON m."companyId" = t."companyId" AND m."userId" = t."createdById"
    WHERE t."tokenHash" = ${hashToken(token)} AND t."revokedAt" IS NULL AND (t."expiresAt" IS NULL OR t."expiresAt" > now())`;
  const row = rows[0];
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS || row.lastUsedIp !== ip) {
    await prisma.apiToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date(), lastUsedIp: ip } });
  }
  return { userId: row.userId, sessionId: '', companyId: row.companyId, role: row.role, token: { id: row.id, name: row.name, scopes: row.scopes }, ip };
}
