import type { RoleValue } from './roles';
import { isEmail } from './validation';

/** One row of an invite form (onboarding step 6, team page); `key` keeps React's identity stable while rows come and go. */
export interface InviteRow {
  key: number;
  email: string;
  role: RoleValue;
}

/** The server accepts 1–20 invites at once. */
export const MAX_INVITE_ROWS = 20;

let nextKey = 1;

/** A new empty row; Member is the default role. */
export function newInviteRow(role: RoleValue = 'MEMBER'): InviteRow {
  return { key: nextKey++, email: '', role };
}

/** Spec §5 (onboarding): Send is disabled if any e-mail field is empty. */
export function canSendInvites(rows: readonly InviteRow[]): boolean {
  return rows.length > 0 && rows.every((row) => row.email.trim() !== '');
}

/** Indexes of rows whose e-mail does not match the simple pattern (onboarding checks; the team page leaves it to the server). */
export function invalidInviteRows(rows: readonly InviteRow[]): number[] {
  return rows.flatMap((row, index) => (isEmail(row.email) ? [] : [index]));
}

/** The mutation input: addresses trimmed, roles as chosen. */
export function invitesInput(rows: readonly InviteRow[]): { email: string; role: RoleValue }[] {
  return rows.map((row) => ({ email: row.email.trim(), role: row.role }));
}
