import type { TeamRole } from './roles';

export interface InviteRow {
  key: number;
  email: string;
  role: TeamRole;
}

let nextKey = 1;

/** A new empty row; Member is the default role. */
export function emptyInviteRow(role: TeamRole = 'MEMBER'): InviteRow {
  return { key: nextKey++, email: '', role };
}

/** The mutation input: addresses trimmed; the server validates them (spec §5: no client check here). */
export function invitesInput(rows: readonly InviteRow[]): { email: string; role: TeamRole }[] {
  return rows.map((row) => ({ email: row.email.trim(), role: row.role }));
}
