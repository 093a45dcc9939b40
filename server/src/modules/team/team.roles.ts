/** Team roles as the legacy REST contract and the team page name them. */
import type { Role } from '../../generated/prisma/enums.js';

export const ROLES = ['OWNER', 'TEAM_ADMIN', 'MEMBER', 'VIEW_ONLY'] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  OWNER: 'Owner',
  TEAM_ADMIN: 'Team Admin',
  MEMBER: 'Member',
  VIEW_ONLY: 'View Only',
};

export const ROLE_INVALID = 'Please choose a valid role.';

/**
 * Reads a role the way legacy callers send it: "Team Admin", "team_admin", "TEAM_ADMIN" and
 * "team admin" all mean TEAM_ADMIN. Anything else (including non-strings) is undefined.
 */
export function parseRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (ROLES as readonly string[]).includes(key) ? (key as Role) : undefined;
}
