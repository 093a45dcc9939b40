/** Team roles as people read them (spec §6), keyed by the GraphQL Role enum. */
export type RoleValue = 'OWNER' | 'TEAM_ADMIN' | 'MEMBER' | 'VIEW_ONLY';

export const ROLE_LABELS: Record<RoleValue, string> = {
  OWNER: 'Owner',
  TEAM_ADMIN: 'Team Admin',
  MEMBER: 'Member',
  VIEW_ONLY: 'View Only',
};

/** The roles onboarding offers for invites, in the spec's order (§5); Member is the default. */
export const ONBOARDING_INVITE_ROLES = ['MEMBER', 'TEAM_ADMIN', 'VIEW_ONLY'] as const satisfies readonly RoleValue[];

/** Display text of a role; unknown values (a newer server) are shown as they come. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role as RoleValue] ?? role;
}
