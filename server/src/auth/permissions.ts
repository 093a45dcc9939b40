/**
 * What each team role may do. The spec leaves role powers open; this table is the decision
 * (README "Roles"), enforced by the services and tested as a roles × operations matrix.
 */
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
  | 'billing.manage';

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
  ],
  TEAM_ADMIN: ['company.read', 'company.update', 'team.read', 'team.manage', 'materials.read', 'materials.write', 'analytics.read', 'analytics.export'],
  MEMBER: ['company.read', 'team.read', 'materials.read', 'materials.write', 'analytics.read', 'analytics.export'],
  VIEW_ONLY: ['company.read', 'team.read', 'materials.read', 'analytics.read'],
};

export function can(role: Role, permission: Permission): boolean {
  return grants[role].includes(permission);
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
