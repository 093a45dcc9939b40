import { describe, expect, it } from 'vitest';
import { canSendInvites, invalidInviteRows, invitesInput, newInviteRow } from './invite-rows';

describe('invite rows', () => {
  it('start empty with the Member role (or the one given) and distinct keys', () => {
    const [a, b] = [newInviteRow(), newInviteRow('VIEW_ONLY')];
    expect(a).toMatchObject({ email: '', role: 'MEMBER' });
    expect(b.role).toBe('VIEW_ONLY');
    expect(a.key).not.toBe(b.key);
  });

  it('can be sent only when no e-mail field is empty', () => {
    const row = newInviteRow();
    expect(canSendInvites([row])).toBe(false);
    expect(
      canSendInvites([
        { ...row, email: 'a@b.co' },
        { ...row, email: ' ' },
      ]),
    ).toBe(false);
    expect(canSendInvites([{ ...row, email: 'a@b.co' }])).toBe(true);
  });

  it('lists the rows whose e-mail is malformed', () => {
    const row = newInviteRow();
    expect(
      invalidInviteRows([
        { ...row, email: 'a@b.co' },
        { ...row, email: 'nope' },
      ]),
    ).toEqual([1]);
  });

  it('sends trimmed addresses with their roles', () => {
    const row = newInviteRow('TEAM_ADMIN');
    expect(invitesInput([{ ...row, email: '  a@b.co ' }])).toEqual([{ email: 'a@b.co', role: 'TEAM_ADMIN' }]);
  });
});
