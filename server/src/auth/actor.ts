/**
 * Who is calling. Resolved once per request (HTTP) or per connection (graphql-ws) from the
 * bearer token; the company always comes from here, never from an argument.
 */
import type { Role } from '../generated/prisma/enums.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { ForbiddenError, UnauthenticatedError } from '../lib/errors.js';
import { hashToken } from '../lib/tokens.js';
import { isWellFormedApiToken } from '../lib/api-token-format.js';
import { resolveApiTokenActor } from './api-token-actor.js';
import { can, missingScope, missingScopeMessage, type Permission } from './permissions.js';

export type StaffActor = {
  /** The person; for an API token, the person who made it (its powers never exceed their role). */
  userId: string;
  /** The sign-in session; "" for an API token. */
  sessionId: string;
  /** The company this session acts for; null before onboarding creates or joins one. */
  companyId: string | null;
  role: Role | null;
  /** Set when the caller is an API token (README "API tokens"): its scopes bound the role. */
  token?: ApiTokenCaller;
  /** The client's address, for the audit log. */
  ip?: string;
};

export type ApiTokenCaller = { id: string; name: string; scopes: readonly string[] };

/** Reads `Authorization: Bearer <token>`; returns the token or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * The staff caller for a bearer credential: an API token (well-formed `lh_…`), else a sign-in
 * session; null when it is neither (unknown, revoked, expired, or a learner's token). `ip` is
 * recorded as an API token's last address.
 */
export async function resolveStaffActor(prisma: PrismaClient, token: string | null, ip = 'unknown'): Promise<StaffActor | null> {
  if (!token) return null;
  if (isWellFormedApiToken(token)) return resolveApiTokenActor(prisma, token, ip);
  const actor = await resolveSessionActor(prisma, token);
  return actor && { ...actor, ip };
}

async function resolveSessionActor(prisma: PrismaClient, token: string): Promise<StaffActor | null> {
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

/**
 * The person signed in, or UnauthenticatedError. An API token is refused here: what only a person
 * does (their profile, password, sign-out, onboarding, joining or switching companies) is not
 * for a token, which acts for its company.
 */
export function requireActor(actor: StaffActor | null): StaffActor {
  if (!actor) throw new UnauthenticatedError();
  if (actor.token) throw new ForbiddenError(missingScopeMessage('people only'));
  return actor;
}

/** Whether the caller (a person by role; a token by its creator's role and its scopes) may. */
export function actorCan(actor: Pick<StaffActor, 'role' | 'token'> | null | undefined, permission: Permission): boolean {
  if (!actor?.role || !can(actor.role, permission)) return false;
  return !actor.token || missingScope(actor.token.scopes, permission) === null;
}

/** The actor and its company, checked against a permission (and, for a token, its scopes). */
export function requirePermission(actor: StaffActor | null, permission: Permission): StaffActor & { companyId: string; role: Role } {
  if (!actor) throw new UnauthenticatedError();
  if (!actor.companyId || !actor.role) throw new ForbiddenError('Finish onboarding to create or join a company first.');
  if (!can(actor.role, permission)) throw new ForbiddenError();
  const missing = actor.token ? missingScope(actor.token.scopes, permission) : null;
  if (missing) throw new ForbiddenError(missingScopeMessage(missing));
  return actor as StaffActor & { companyId: string; role: Role };
}

/** Whether learners' names and e-mails may be in the answer: people yes; tokens with `pii:read`. */
export function mayReadPii(actor: Pick<StaffActor, 'token'> | null | undefined): boolean {
  return !actor?.token || actor.token.scopes.includes('pii:read');
}
