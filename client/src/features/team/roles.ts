/** Team roles as the team page shows them (spec §5: Owner, Team Admin, Member, View Only). */
export type TeamRole = 'OWNER' | 'TEAM_ADMIN' | 'MEMBER' | 'VIEW_ONLY';

export const ROLE_OPTIONS: readonly { value: TeamRole; label: string }[] = [
  { value: 'OWNER', label: 'Owner' },
  { value: 'TEAM_ADMIN', label: 'Team Admin' },
  { value: 'MEMBER', label: 'Member' },
  { value: 'VIEW_ONLY', label: 'View Only' },
];

export function roleLabel(role: string | null | undefined): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? 'Unknown role';
}

/**
 * Who may invite, change roles and remove members. Mirrors the server's rules
 * (server/src/auth/permissions.ts): Owners and Team Admins manage the team; a Team Admin never
 * touches an Owner nor makes anyone an Owner. The server enforces; this only hides controls.
 */
export function canManageTeam(viewerRole: string | null | undefined): boolean {
  return viewerRole === 'OWNER' || viewerRole === 'TEAM_ADMIN';
}

export function canManageMember(viewerRole: string | null | undefined, memberRole: string): boolean {
  if (!canManageTeam(viewerRole)) return false;
  return viewerRole === 'OWNER' || memberRole !== 'OWNER';
}

/** Roles the viewer may hand out (in invites and the role picker). */
export function assignableRoles(viewerRole: string | null | undefined): readonly TeamRole[] {
  if (viewerRole === 'OWNER') return ROLE_OPTIONS.map((option) => option.value);
  if (viewerRole === 'TEAM_ADMIN') return ['TEAM_ADMIN', 'MEMBER', 'VIEW_ONLY'];
  return [];
}
