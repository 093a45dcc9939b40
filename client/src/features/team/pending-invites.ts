/** Pure rules behind the "Pending invitations" list (unit-tested in pending-invites.test.ts). */

/** teamChanged values after which the pending list may differ: an invite sent, revoked or accepted (JOINED). */
const INVITE_CHANGES: ReadonlySet<string> = new Set(['INVITED', 'INVITE_REVOKED', 'JOINED']);

/** teamChanged values that touch only invitations: the members table ignores them. */
const INVITE_ONLY_CHANGES: ReadonlySet<string> = new Set(['INVITED', 'INVITE_REVOKED']);

export function changesPendingInvites(change: string): boolean {
  return INVITE_CHANGES.has(change);
}

export function changesMembers(change: string): boolean {
  return !INVITE_ONLY_CHANGES.has(change);
}

/**
 * "Expires {date}" in the reader's locale, e.g. "Expires Jul 14, 2026". A calendar date is all the
 * list needs, so plain Intl.DateTimeFormat does it (no Temporal dependency for this).
 */
export function expiresLabel(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Expires soon';
  return `Expires ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date)}`;
}
