/**
 * Team roles (spec §5, §6), keyed by the GraphQL Role enum: how people read them and which ones
 * each screen lists. One home for every screen that shows or picks a role. What a role allows is
 * not here: the server says it (viewer.can, Membership/Invite.viewerCanManage, from
 * server/src/auth/permissions.ts), so the client keeps no copy of its table.
 */
export type RoleValue = 'OWNER' | 'TEAM_ADMIN' | 'MEMBER' | 'VIEW_ONLY';

export const ROLE_LABELS: Record<RoleValue, string> = {
  OWNER: 'Owner',
  TEAM_ADMIN: 'Team Admin',
  MEMBER: 'Member',
  VIEW_ONLY: 'View Only',
};

/** The team page's pickers: Owner, Team Admin, Member, View Only. */
export const ROLE_OPTIONS: readonly { value: RoleValue; label: string }[] = (Object.keys(ROLE_LABELS) as RoleValue[]).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

/** The roles onboarding offers for invites, in the spec's order (§5); Member is the default. */
export const ONBOARDING_INVITE_ROLES = ['MEMBER', 'TEAM_ADMIN', 'VIEW_ONLY'] as const satisfies readonly RoleValue[];

/** Display text of a role; a value this client does not know (a newer server) is shown as it comes. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return 'Unknown role';
  return ROLE_LABELS[role as RoleValue] ?? role;
}
