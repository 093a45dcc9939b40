import { isEmail } from '../../lib/validation';
import type { RoleValue } from '../invite/roles';

/** One row of the invite step; `key` keeps React's identity stable while rows come and go. */
export interface InviteRow {
  key: number;
  email: string;
  role: RoleValue;
}

/** The server accepts 1–20 invites at once. */
export const MAX_INVITE_ROWS = 20;

let nextKey = 1;

export function newInviteRow(): InviteRow {
  return { key: nextKey++, email: '', role: 'MEMBER' };
}

/** Spec §5: Send is disabled if any e-mail field is empty. */
export function canSendInvites(rows: readonly InviteRow[]): boolean {
  return rows.length > 0 && rows.every((row) => row.email.trim() !== '');
}

/** Indexes of rows whose e-mail does not match the simple pattern. */
export function invalidInviteRows(rows: readonly InviteRow[]): number[] {
  return rows.flatMap((row, index) => (isEmail(row.email) ? [] : [index]));
}
