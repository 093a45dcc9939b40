/**
 * A company's API tokens (Settings → API, GraphQL, REST `/api_tokens`): make one, list them,
 * rotate one, revoke one. README "API tokens" has the decisions:
 * - Owners and Team Admins manage them (`apiTokens.manage`); a token never manages tokens.
 * - A token's secret is returned once, by the call that makes it (create or rotate); only its
 *   SHA-256 and last four characters are kept.
 * - Rotating revokes the old secret at once and returns a new one with the same name, scopes and
 *   lifetime (an integration swaps it in; nothing else about the token changes for the audit).
 * - Revoking is at once and final; revoked and expired tokens stay listed (who had access, when).
 */
import { API_TOKEN_NAME_MAX, API_TOKEN_NO_EXPIRY_WARNING, API_TOKENS_PER_COMPANY, type ApiScope, isApiScope } from '@learnhub/content';
import { noteAudit } from '../../audit/audit-scope.js';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { ApiToken, Prisma } from '../../generated/prisma/client.js';
import { newApiToken } from '../../lib/api-token-format.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { isUuid } from '../../lib/uuid.js';

export { API_TOKEN_NO_EXPIRY_WARNING };
export const API_TOKEN_REVOKED = 'Token revoked. Calls with it are refused from now on.';
/** The longest expiry accepted: a token for years is a token without an expiry. */
const MAX_EXPIRY_DAYS = 366;

export type ApiTokenStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

export function tokenStatus(t: Pick<ApiToken, 'revokedAt' | 'expiresAt'>, now = new Date()): ApiTokenStatus {
  if (t.revokedAt) return 'REVOKED';
  if (t.expiresAt && t.expiresAt <= now) return 'EXPIRED';
  return 'ACTIVE';
}

export const API_TOKEN_ORDER: Prisma.ApiTokenOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export async function listApiTokens(deps: Deps, actor: StaffActor | null): Promise<ApiToken[]> {
  const a = requirePermission(actor, 'apiTokens.manage');
  return deps.prisma.apiToken.findMany({ where: { companyId: a.companyId }, orderBy: API_TOKEN_ORDER });
}

export type NewApiToken = { name: string; scopes: readonly string[]; expiresAt: Date | null };

function checkedInput(input: NewApiToken, now: Date): { name: string; scopes: ApiScope[]; expiresAt: Date | null } {
  const errors: Record<string, string[]> = {};
  const name = input.name.trim();
  if (!name) errors.name = ['Enter a name for the token.'];
  else if (name.length > API_TOKEN_NAME_MAX) errors.name = [`The name can be at most ${API_TOKEN_NAME_MAX} characters.`];
  const unknown = input.scopes.filter((s) => !isApiScope(s));
  if (unknown.length) errors.scopes = [`Unknown scope: ${unknown.join(', ')}.`];
  else if (!input.scopes.length) errors.scopes = ['Choose at least one scope.'];
  if (input.expiresAt) {
    if (Number.isNaN(input.expiresAt.getTime()) || input.expiresAt <= now) errors.expiresAt = ['The expiry must be in the future.'];
    else if (input.expiresAt.getTime() - now.getTime() > MAX_EXPIRY_DAYS * 86_400_000)
      errors.expiresAt = [`The expiry can be at most ${MAX_EXPIRY_DAYS} days away; choose "No expiry" for longer.`];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
  // In the catalogue's order, each once: the stored list reads the same whatever was sent.
  const scopes = [...new Set(input.scopes as ApiScope[])];
  return { name, scopes, expiresAt: input.expiresAt };
}

/** Makes a token; returns its row and the secret (the only time it is seen). */
export async function createApiToken(deps: Deps, actor: StaffActor | null, input: NewApiToken): Promise<{ apiToken: ApiToken; token: string }> {
  const a = requirePermission(actor, 'apiTokens.manage');
  const now = new Date();
  const checked = checkedInput(input, now);
  const live = await deps.prisma.apiToken.count({
    where: { companyId: a.companyId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
  });
  if (live >= API_TOKENS_PER_COMPANY)
    throw new ValidationError(`A company can have at most ${API_TOKENS_PER_COMPANY} active tokens: revoke one you no longer use.`);
  const token = newApiToken();
  const apiToken = await deps.prisma.apiToken.create({
    data: { companyId: a.companyId, createdById: a.userId, ...checked, tokenHash: hashToken(token), lastFour: token.slice(-4) },
  });
  noteAudit({ target: { type: 'ApiToken', id: apiToken.id, label: apiToken.name }, after: auditedToken(apiToken) });
  return { apiToken, token };
}

/** What the audit log keeps of a token: never its secret or hash. */
function auditedToken(t: ApiToken) {
  return { name: t.name, scopes: t.scopes, expiresAt: t.expiresAt?.toISOString() ?? null, revoked: !!t.revokedAt };
}

async function findOwn(deps: Deps, companyId: string, id: string): Promise<ApiToken> {
  const row = isUuid(id) ? await deps.prisma.apiToken.findFirst({ where: { id, companyId } }) : null;
  if (!row) throw new NotFoundError('API token not found.');
  return row;
}

export async function getApiToken(deps: Deps, actor: StaffActor | null, id: string): Promise<ApiToken> {
  const a = requirePermission(actor, 'apiTokens.manage');
  return findOwn(deps, a.companyId, id);
}

/** Revokes at once; revoking a revoked token changes nothing and answers the same. */
export async function revokeApiToken(deps: Deps, actor: StaffActor | null, id: string): Promise<ApiToken> {
  const a = requirePermission(actor, 'apiTokens.manage');
  const row = await findOwn(deps, a.companyId, id);
  noteAudit({ target: { type: 'ApiToken', id: row.id, label: row.name }, before: auditedToken(row) });
  if (row.revokedAt) return row;
  await deps.prisma.apiToken.updateMany({ where: { id: row.id, revokedAt: null }, data: { revokedAt: new Date() } });
  return deps.prisma.apiToken.findUniqueOrThrow({ where: { id: row.id } });
}

/**
 * A new secret for the same token: the old one is revoked in the same transaction, and the new
 * row keeps the name, the scopes and the lifetime (an expiry as far from now as the old one was
 * from its making). Rotating a revoked or expired token is refused: make a new one.
 */
export async function rotateApiToken(deps: Deps, actor: StaffActor | null, id: string): Promise<{ apiToken: ApiToken; token: string }> {
  const a = requirePermission(actor, 'apiTokens.manage');
  const old = await findOwn(deps, a.companyId, id);
  const now = new Date();
  if (tokenStatus(old, now) !== 'ACTIVE') throw new ValidationError('Only an active token can be rotated: make a new one instead.');
  const token = newApiToken();
  const expiresAt = old.expiresAt ? new Date(now.getTime() + (old.expiresAt.getTime() - old.createdAt.getTime())) : null;
  const apiToken = await deps.prisma.$transaction(async (tx) => {
    const revoked = await tx.apiToken.updateMany({ where: { id: old.id, revokedAt: null }, data: { revokedAt: now } });
    // Rotated or revoked meanwhile by someone else: one rotation wins, the other is told.
    if (revoked.count !== 1) throw new ValidationError('Only an active token can be rotated: make a new one instead.');
    return tx.apiToken.create({
      data: {
        companyId: a.companyId,
        createdById: a.userId,
        name: old.name,
        scopes: old.scopes,
        expiresAt,
        tokenHash: hashToken(token),
        lastFour: token.slice(-4),
      },
    });
  });
  noteAudit({
    target: { type: 'ApiToken', id: apiToken.id, label: apiToken.name },
    before: { ...auditedToken(old), id: old.id },
    after: auditedToken(apiToken),
  });
  return { apiToken, token };
}
