/**
 * Team roles (spec §5, §6), keyed by the GraphQL Role enum: how people read them, which ones each
 * screen offers, and who may manage whom. One home for every screen that shows or picks a role.
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

/**
 * Who may invite, change roles and remove members. Mirrors the server's rules
 * (server/src/auth/permissions.ts): Owners and Team Admins manage the team; a Team Admin never
 * touches an Owner nor makes anyone an Owner. The server enforces; this only hides controls.
 */
export function canManageTeam(viewerRole: string | null | undefined): boolean {
  return viewerRole === 'OWNER' || viewerRole === 'TEAM_ADMIN';
}

/** Members and up change materials (materials.write); View Only only reads. The server enforces. */
export function canWriteMaterials(role: string | null | undefined): boolean {
  return role === 'OWNER' || role === 'TEAM_ADMIN' || role === 'MEMBER';
}

export function canManageMember(viewerRole: string | null | undefined, memberRole: string): boolean {
  if (!canManageTeam(viewerRole)) return false;
  return viewerRole === 'OWNER' || memberRole !== 'OWNER';
}

/** Roles the viewer may hand out (in invites and the role picker). */
export function assignableRoles(viewerRole: string | null | undefined): readonly RoleValue[] {
  if (viewerRole === 'OWNER') return ROLE_OPTIONS.map((option) => option.value);
  if (viewerRole === 'TEAM_ADMIN') return ['TEAM_ADMIN', 'MEMBER', 'VIEW_ONLY'];
  return [];
}
