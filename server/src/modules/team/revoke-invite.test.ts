import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../generated/prisma/enums.js';
import { buildCompany, buildUser, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ACCEPT, addMember, gid, INVITE, invitationToken, listenTeam, PREVIEW, REVOKE, TEAM, teamSnapshot } from './team.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const revoke = (token: string | null, id: unknown) => t.gql(REVOKE, { id }, token).then((r) => r.data?.revokeInvite ?? r);

/** Invites one fresh address as `role` (sent by `token`); returns its global id, e-mail and mailed token. */
async function pending(token: string, role: Role = 'MEMBER') {
  const email = uniqueEmail('pending');
  const res = await t.gql(INVITE, { input: { invites: [{ email, role }] } }, token);
  return { id: res.data.inviteTeamMembers.invites[0].id as string, email, link: await invitationToken(t, email) };
}

const pendingIds = async (token: string) => (await t.gql(TEAM, {}, token)).data.viewer.company.invites.edges.map((e: any) => e.node.id);

describe('#revokeInvite', () => {
  it('deletes the invite, drops it from Company.invites and publishes INVITE_REVOKED', async () => {
    const { company, owner } = await buildCompany(t);
    const kept = await pending(owner.token);
    const gone = await pending(owner.token, 'TEAM_ADMIN');
    const events = listenTeam(t, company.id);
    await events.ready();

    const res = await revoke(owner.token, gone.id);
    expect(res).toEqual({ __typename: 'RevokeInvitePayload', message: 'Invitation revoked.', revokedInviteId: gone.id });
    expect(await events.next()).toEqual({ companyId: company.id, change: 'INVITE_REVOKED', membershipId: null });
    await events.close();

    expect(await pendingIds(owner.token)).toEqual([kept.id]);
    expect(await t.prisma.invite.count({ where: { companyId: company.id, email: gone.email } })).toBe(0);
    expect((await t.gql(`query ($id: ID!) { node(id: $id) { id } }`, { id: gone.id }, owner.token)).data.node).toBeNull();
  });

  it('kills the mailed link: the preview is null and accepting fails', async () => {
    const { company, owner } = await buildCompany(t);
    const invite = await pending(owner.token);
    expect((await t.gql(PREVIEW, { token: invite.link })).data.invitation).toMatchObject({ email: invite.email, expired: false });

    expect((await revoke(owner.token, invite.id)).__typename).toBe('RevokeInvitePayload');
    expect((await t.gql(PREVIEW, { token: invite.link })).data.invitation).toBeNull();
    const invitee = await buildUser(t, { email: invite.email });
    const accepted = (await t.gql(ACCEPT, { token: invite.link }, invitee.token)).data.acceptInvite;
    expect(accepted).toMatchObject({ __typename: 'ValidationError', message: 'This invitation is invalid or has expired.' });
    expect(await t.prisma.membership.count({ where: { companyId: company.id, userId: invitee.user.id } })).toBe(0);
  });

  it("lets a Team Admin revoke any invitation but an Owner's; Members and View Only cannot revoke", async () => {
    const { company, owner } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    for (const role of ['TEAM_ADMIN', 'MEMBER', 'VIEW_ONLY'] as const) {
      expect((await revoke(admin.token, (await pending(owner.token, role)).id)).__typename).toBe('RevokeInvitePayload');
    }
    const ownerInvite = await pending(owner.token, 'OWNER');
    const before = await teamSnapshot(t, company.id);
    expect(await revoke(admin.token, ownerInvite.id)).toMatchObject({
      __typename: 'ForbiddenError',
      code: 'FORBIDDEN',
      message: 'Only an Owner can revoke an Owner invitation.',
    });
    expect(await teamSnapshot(t, company.id)).toEqual(before);
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const m = await addMember(t, company.id, role);
      const memberInvite = await pending(owner.token);
      const snapshot = await teamSnapshot(t, company.id);
      expect((await revoke(m.token, memberInvite.id)).__typename).toBe('ForbiddenError');
      expect(await teamSnapshot(t, company.id)).toEqual(snapshot);
    }
    // An Owner may revoke the Owner invitation.
    expect((await revoke(owner.token, ownerInvite.id)).__typename).toBe('RevokeInvitePayload');
  });

  it('answers NotFoundError for unknown, malformed, other-type and already revoked ids; nothing changes', async () => {
    const { company, owner } = await buildCompany(t);
    const invite = await pending(owner.token);
    const ownerMembership = await t.prisma.membership.findFirstOrThrow({ where: { companyId: company.id } });
    const before = await teamSnapshot(t, company.id);
    const unknown = gid('Invite', '0190a0a0-0000-7000-8000-000000000000');
    for (const id of [unknown, gid('Invite', 'not-a-uuid'), gid('Membership', ownerMembership.id), 'garbage', '', invite.id.slice(0, -2)]) {
      expect(await revoke(owner.token, id), id).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'Invitation not found.' });
    }
    expect(await teamSnapshot(t, company.id)).toEqual(before);

    expect((await revoke(owner.token, invite.id)).__typename).toBe('RevokeInvitePayload');
    expect((await revoke(owner.token, invite.id)).__typename).toBe('NotFoundError');
  });

  it("cannot reach another company's invite: NotFoundError and the invite stays pending", async () => {
    const a = await buildCompany(t);
    const b = await buildCompany(t);
    const theirs = await pending(a.owner.token);
    const before = await teamSnapshot(t, a.company.id);
    expect(await revoke(b.owner.token, theirs.id)).toMatchObject({ __typename: 'NotFoundError', message: 'Invitation not found.' });
    expect(await teamSnapshot(t, a.company.id)).toEqual(before);
    expect((await t.gql(PREVIEW, { token: theirs.link })).data.invitation.expired).toBe(false);
  });

  it('treats an accepted invitation as not found (revoking never undoes a membership)', async () => {
    const { company, owner } = await buildCompany(t);
    const invite = await pending(owner.token);
    const invitee = await buildUser(t, { email: invite.email });
    expect((await t.gql(ACCEPT, { token: invite.link }, invitee.token)).data.acceptInvite.__typename).toBe('AcceptInvitePayload');
    const before = await teamSnapshot(t, company.id);
    expect((await revoke(owner.token, invite.id)).__typename).toBe('NotFoundError');
    expect(await teamSnapshot(t, company.id)).toEqual(before);
  });

  it('refuses callers without a staff token or without a company, before looking the id up', async () => {
    const { company, owner } = await buildCompany(t);
    const invite = await pending(owner.token);
    const before = await teamSnapshot(t, company.id);
    expect((await revoke(null, invite.id)).__typename).toBe('UnauthenticatedError');
    expect((await revoke('learner-looking-random-token', invite.id)).__typename).toBe('UnauthenticatedError');
    expect((await revoke(null, 'garbage')).__typename).toBe('UnauthenticatedError');
    const { token } = await buildUser(t);
    expect((await revoke(token, invite.id)).__typename).toBe('ForbiddenError');
    expect(await teamSnapshot(t, company.id)).toEqual(before);
  });

  it('rejects a missing or wrongly typed inviteId as a GraphQL error', async () => {
    const { owner } = await buildCompany(t);
    for (const input of [{}, { inviteId: null }, { inviteId: { id: 'x' } }, { inviteId: ['x'] }, { inviteId: true }]) {
      const res = await t.gql(`mutation ($input: RevokeInviteInput!) { revokeInvite(input: $input) { __typename } }`, { input }, owner.token);
      expect(res.errors?.length, JSON.stringify(input)).toBeGreaterThan(0);
      expect(res.data).toBeUndefined();
    }
    expect((await t.gql(`mutation { revokeInvite { __typename } }`, {}, owner.token)).errors?.[0]?.message).toMatch(/input/);
  });
});
