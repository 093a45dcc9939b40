/**
 * Who is calling. Resolved once per request (HTTP) or per connection (graphql-ws) from the
 * bearer token; the company always comes from here, never from an argument.
 */
import type { Role } from "../generated/prisma/enums.js";
import type { PrismaClient } from "../generated/prisma/client.js";
import { ForbiddenError, UnauthenticatedError } from "../lib/errors.js";
import { hashToken } from "../lib/tokens.js";
import { can, type Permission } from "./permissions.js";

export type StaffActor = {
  userId: string;
  sessionId: string;
  /** The company this session acts for; null before onboarding creates or joins one. */
  companyId: string | null;
  role: Role | null;
};

/** Reads `Authorization: Bearer <token>`; returns the token or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match ? match[1] : null;
}

/** The staff session for a token, or null (unknown, revoked, expired, or a learner's token). */
export async function resolveStaffActor(prisma: PrismaClient, token: string | null): Promise<StaffActor | null> {
  if (!token) return null;
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, companyId: true, expiresAt: true, revokedAt: true },
  });
  if (!session || session.revokedAt || session.expiresAt <= new Date()) return null;
  if (!session.companyId) return { userId: session.userId, sessionId: session.id, companyId: null, role: null };
  const membership = await prisma.membership.findUnique({
    where: { companyId_userId: { companyId: session.companyId, userId: session.userId } },
    select: { role: true },
  });
  // Removed from the company: still signed in, but acting for no company.
  return {
    userId: session.userId,
    sessionId: session.id,
    companyId: membership ? session.companyId : null,
    role: membership?.role ?? null,
  };
}

/** The actor, or UnauthenticatedError. */
export function requireActor(actor: StaffActor | null): StaffActor {
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** The actor and its company, checked against a permission. */
export function requirePermission(actor: StaffActor | null, permission: Permission): StaffActor & { companyId: string; role: Role } {
  const a = requireActor(actor);
  if (!a.companyId || !a.role) throw new ForbiddenError("Finish onboarding to create or join a company first.");
  if (!can(a.role, permission)) throw new ForbiddenError();
  return a as StaffActor & { companyId: string; role: Role };
}
