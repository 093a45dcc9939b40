/**
 * What each team role may do. The spec leaves role powers open; this table is the decision
 * (README "Roles"), enforced by the services and tested as a roles × operations matrix.
 */
import type { ApiScope } from '@learnhub/content';
import type { Role } from '../generated/prisma/enums.js';

export type Permission =
  | 'company.read'
  | 'company.update'
  | 'team.read'
  | 'team.manage'
  | 'materials.read'
  | 'materials.write'
  | 'analytics.read'
  /** Exporting learners (names and e-mails leave the product): not View Only. */
  | 'analytics.export'
  | 'billing.manage'
  /** API tokens: make, list, rotate, revoke (Owners and Team Admins; never a token). */
  | 'apiTokens.manage'
  /** Webhook endpoints and their delivery logs (Owners and Team Admins). */
  | 'webhooks.read'
  /** Add, change, test, replay and remove webhook endpoints; read their secrets. */
  | 'webhooks.manage'
  /** Read and export the audit log (Owners). */
  | 'audit.read'
  /** LTI platforms (Owners and Team Admins). */
  | 'integrations.read'
  /** Register and remove LTI platforms and LRS forwarding endpoints. */
  | 'integrations.manage'
  /** Read the company's LRS (xAPI statements and documents; they may name learners by e-mail): not View Only. */
  | 'xapi.read'
  /** Record statements and documents in the company's LRS. */
  | 'xapi.write';

const grants: Record<Role, readonly Permission[]> = {
  OWNER: [
    'company.read',
    'company.update',
    'team.read',
    'team.manage',
    'materials.read',
    'materials.write',
    'analytics.read',
    'analytics.export',
    'billing.manage',
    'apiTokens.manage',
    'webhooks.read',
    'webhooks.manage',
    'audit.read',
    'integrations.read',
    'integrations.manage',
    'xapi.read',
    'xapi.write',
  ],
  TEAM_ADMIN: [
    'company.read',
    'company.update',
    'team.read',
    'team.manage',
    'materials.read',
    'materials.write',
    'analytics.read',
    'analytics.export',
    'apiTokens.manage',
    'webhooks.read',
    'webhooks.manage',
    'integrations.read',
    'integrations.manage',
    'xapi.read',
    'xapi.write',
  ],
  MEMBER: ['company.read', 'team.read', 'materials.read', 'materials.write', 'analytics.read', 'analytics.export', 'xapi.read', 'xapi.write'],
  VIEW_ONLY: ['company.read', 'team.read', 'materials.read', 'analytics.read'],
};

export function can(role: Role, permission: Permission): boolean {
  return grants[role].includes(permission);
}

/**
 * The API token scopes (content api-scopes.ts) each permission needs, on top of the role of the
 * token's creator: a token does what its creator's role allows and its scopes name, never more.
 * `[]`: any token may (its own company's name and settings are no secret to it). Billing is not
 * for tokens: a person pays.
 */
export const SCOPES_FOR: Record<Permission, readonly ApiScope[] | 'people only'> = {
  'company.read': [],
  'company.update': ['team:write'],
  'team.read': ['team:read'],
  'team.manage': ['team:write'],
  'materials.read': ['materials:read'],
  'materials.write': ['materials:write'],
  'analytics.read': ['analytics:read'],
  'analytics.export': ['analytics:read', 'pii:read'],
  'billing.manage': 'people only',
  // A token that could make tokens could make one with more scopes than its own.
  'apiTokens.manage': 'people only',
  'webhooks.read': ['webhooks:read'],
  'webhooks.manage': ['webhooks:write'],
  'audit.read': ['audit:read'],
  'integrations.read': ['integrations:read'],
  'integrations.manage': ['integrations:write'],
  'xapi.read': ['xapi:read'],
  'xapi.write': ['xapi:write'],
};

/** The first scope `scopes` lacks for `permission`, "people only" when no token may, or null. */
export function missingScope(scopes: readonly string[], permission: Permission): ApiScope | 'people only' | null {
  const needed = SCOPES_FOR[permission];
  if (needed === 'people only') return needed;
  return needed.find((s) => !scopes.includes(s)) ?? null;
}

/** The 403 message for a token without the scope (it names the scope, so the fix is plain). */
export function missingScopeMessage(missing: ApiScope | 'people only'): string {
  return missing === 'people only' ? 'API tokens cannot do this: sign in as a person.' : `This API token lacks the ${missing} scope.`;
}

/**
 * Team Admins manage the team but not Owners: they cannot change or remove an Owner, nor
 * make anyone an Owner. Only Owners touch Owners.
 */
export function canManageMember(actorRole: Role, targetRole: Role, newRole?: Role): boolean {
  if (!can(actorRole, 'team.manage')) return false;
  if (actorRole === 'OWNER') return true;
  return targetRole !== 'OWNER' && newRole !== 'OWNER';
}
