import { describe, expect, it } from 'vitest';
import { changesMembers, changesPendingInvites, expiresLabel } from './pending-invites';

describe('pending invitations', () => {
  it('reloads the list when an invite is sent, revoked or accepted, not on role changes or removals', () => {
    expect(['INVITED', 'INVITE_REVOKED', 'JOINED'].map(changesPendingInvites)).toEqual([true, true, true]);
    expect(['ROLE_CHANGED', 'REMOVED', '%future added value'].map(changesPendingInvites)).toEqual([false, false, false]);
  });

  it('leaves the members table alone for invitation-only changes', () => {
    expect(['INVITED', 'INVITE_REVOKED'].map(changesMembers)).toEqual([false, false]);
    expect(['JOINED', 'ROLE_CHANGED', 'REMOVED'].map(changesMembers)).toEqual([true, true, true]);
  });

  it('formats the expiry as a calendar date in the given locale and time zone', () => {
    expect(expiresLabel('2026-07-14T09:30:00.000Z', 'en-US', 'UTC')).toBe('Expires Jul 14, 2026');
    expect(expiresLabel('2026-07-14T23:30:00.000Z', 'en-US', 'Pacific/Auckland')).toBe('Expires Jul 15, 2026');
    expect(expiresLabel('2026-07-14T09:30:00.000Z', 'en-GB', 'UTC')).toBe('Expires 14 Jul 2026');
  });

  it('never throws on a malformed date', () => {
    expect(expiresLabel('not a date')).toBe('Expires soon');
  });
});
