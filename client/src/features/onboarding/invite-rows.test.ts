import { describe, expect, it } from 'vitest';
import { canSendInvites, invalidInviteRows, newInviteRow } from './invite-rows';

describe('invite rows', () => {
  it('start empty with the Member role and distinct keys', () => {
    const [a, b] = [newInviteRow(), newInviteRow()];
    expect(a).toMatchObject({ email: '', role: 'MEMBER' });
    expect(a.key).not.toBe(b.key);
  });

  it('can be sent only when no e-mail field is empty', () => {
    const row = newInviteRow();
    expect(canSendInvites([row])).toBe(false);
    expect(canSendInvites([{ ...row, email: 'a@b.co' }, { ...row, email: ' ' }])).toBe(false);
    expect(canSendInvites([{ ...row, email: 'a@b.co' }])).toBe(true);
  });

  it('lists the rows whose e-mail is malformed', () => {
    const row = newInviteRow();
    expect(invalidInviteRows([{ ...row, email: 'a@b.co' }, { ...row, email: 'nope' }])).toEqual([1]);
  });
});
