/**
 * Who is calling. Resolved once per request (HTTP) or per connection (graphql-ws) from the
 * bearer token; the company always comes from here, never from an argument.
 */
import type { Role } from '../generated/prisma/enums.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { ForbiddenError, UnauthenticatedError } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';
import { can, type Permission } from './permissions.js';

export type StaffActor = {
  userId: string;
  sessionId: string;
  /** The company this session acts for; null before onboarding creates or joins one. */
  companyId: string | null;
  role: Role | null;
};

/** Reads `Authorization: Bearer <token>`; returns the token or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The staff session for a token, or null (unknown, revoked, expired, or a learner's token). */
export async function resolveStaffActor(prisma: PrismaClient, token: string | null): Promise<StaffActor | null> {
  if (!token) return null;
  // Every request runs this, so it is one SQL statement: the session joined with the
  // membership of the company it acts for (none when the user was removed from it).
  const rows = await prisma.$queryRaw<{ id: string; userId: string; companyId: string | null; role: Role | null }[]>`
    SELECT s."id", s."userId", s."companyId", m."role"::text AS "role"
    FROM "Session" s
    LEFT JOIN "Membership" m ON m."companyId" = s."companyId" AND m."userId" = s."userId"
    WHERE s."tokenHash" = ${hashToken(token)} AND s."revokedAt" IS NULL AND s."expiresAt" > now()`;
  const session = rows[0];
  if (!session) return null;
  if (session.role) return { userId: session.userId, sessionId: session.id, companyId: session.companyId, role: session.role };
  return attachFirstCompany(prisma, session);
}

/**
 * A session acting for no company (signed up before onboarding created one, or detached when
 * its user was removed from a company) picks up the user's oldest membership, so a company
 * created or joined in another tab or device is seen here too instead of being made twice.
 */
async function attachFirstCompany(prisma: PrismaClient, session: { id: string; userId: string }): Promise<StaffActor> {
  const first = await prisma.membership.findFirst({
    where: { userId: session.userId },
    orderBy: { createdAt: 'asc' },
    select: { companyId: true, role: true },
  });
  if (first) await prisma.session.update({ where: { id: session.id }, data: { companyId: first.companyId } });
  return { userId: session.userId, sessionId: session.id, companyId: first?.companyId ?? null, role: first?.role ?? null };
}

/** The actor, or UnauthenticatedError. */
export function requireActor(actor: StaffActor | null): StaffActor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** The actor and its company, checked against a permission. */
export function requirePermission(actor: StaffActor | null, permission: Permission): StaffActor & { companyId: string; role: Role } {
  const a = requireActor(actor);
  if (!a.companyId || !a.role) throw new ForbiddenError('Finish onboarding to create or join a company first.');
  if (!can(a.role, permission)) throw new ForbiddenError();
  return a as StaffActor & { companyId: string; role: Role };
}
