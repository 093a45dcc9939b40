/**
 * Mirrors the server's role table (server/src/auth/permissions.ts, README "Roles"): Owners and
 * Team Admins change company and workspace settings; Members and View Only users read them.
 * The server enforces it; the client only hides what would be refused.
 */
export function canEditCompany(role: string | null | undefined): boolean {
  return role === 'OWNER' || role === 'TEAM_ADMIN';
}

export const READ_ONLY_NOTE = 'Only Owners and Team Admins can change these settings.';
