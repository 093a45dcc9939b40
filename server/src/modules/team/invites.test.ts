import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.js';
import { buildCompany, buildUser, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ACCEPT, addMember, INVITE, invitationToken, listenTeam, PREVIEW, TEAM, teamSnapshot } from './team.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fields = (r: any) => Object.fromEntries(r.fieldErrors.map((f: any) => [f.field, f.messages]));
const invite = (token: string, invites: unknown[]) => t.gql(INVITE, { input: { invites } }, token).then((r) => r.data?.inviteTeamMembers ?? r);

describe('#inviteTeamMembers', () => {
  it('creates pending invites (role defaults to MEMBER), mails each a link and publishes INVITED', async () => {
    const { company, owner } = await buildCompany(t, { name: 'Acme' });
    const [a, b] = [uniqueEmail('inv-a'), uniqueEmail('inv-b')];
    const events = listenTeam(t, company.id);
    await events.ready();
    const res = await invite(owner.token, [{ email: ` ${a.toUpperCase()} `, role: 'TEAM_ADMIN' }, { email: b }]);
    expect(res.message).toBe('Invites sent successfully!');
    expect(res.invites.map((i: any) => [i.email, i.role])).toEqual([
      [a, 'TEAM_ADMIN'],
      [b, 'MEMBER'],
    ]);
    const days = (new Date(res.invites[0].expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: a, kind: 'team_invite' } });
    expect(mail.subject).toBe("You're invited to join Acme on LearnHub");
    expect(mail.companyId).toBe(company.id);
    const token = await invitationToken(t, a);
    expect(mail.text).toContain(`http://app.test/invite/${token}`);
    // Stored hashed only.
    const row = await t.prisma.invite.findFirstOrThrow({ where: { email: a } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    expect(await events.next()).toEqual({ companyId: company.id, change: 'INVITED', membershipId: null });
    await events.close();
    const team = await t.gql(TEAM, {}, owner.token);
    expect(team.data.viewer.company.invites.totalCount).toBe(2);
  });

  it('returns per-row errors for bad, repeated and existing e-mails; creates and mails nothing', async () => {
    const { company, owner } = await buildCompany(t);
    const member = await addMember(t, company.id, 'MEMBER');
    const dup = uniqueEmail('dup');
    const before = await teamSnapshot(t, company.id);
    const mails = await t.prisma.emailOutbox.count();

    const bad = await invite(owner.token, [{ email: 'not-an-email' }, { email: '' }, { email: dup }]);
    expect(bad.__typename).toBe('ValidationError');
    expect(fields(bad)).toEqual({ 'invites.0.email': ['Please enter a valid email address'], 'invites.1.email': ['Please enter a valid email address'] });

    const taken = await invite(owner.token, [{ email: dup }, { email: dup.toUpperCase() }, { email: member.user.email }]);
    expect(fields(taken)).toEqual({ 'invites.1.email': ['is listed more than once'], 'invites.2.email': ['is already a member of this team'] });
    expect(taken.message).toBe(`${dup} is listed more than once.`);

    expect(await teamSnapshot(t, company.id)).toEqual(before);
    expect(await t.prisma.emailOutbox.count()).toBe(mails);
  });

  it('needs 1 to 20 rows', async () => {
    const { owner } = await buildCompany(t);
    expect(fields(await invite(owner.token, []))).toEqual({ invites: ['Add at least one email address.'] });
    const many = Array.from({ length: 21 }, () => ({ email: uniqueEmail('many') }));
    expect(fields(await invite(owner.token, many))).toEqual({ invites: ['You can invite at most 20 people at a time.'] });
    const twenty = many.slice(0, 20);
    expect((await invite(owner.token, twenty)).invites).toHaveLength(20);
  });

  it('re-inviting a pending e-mail replaces the old invite and its link', async () => {
    const { company, owner } = await buildCompany(t);
    const email = uniqueEmail('again');
    await invite(owner.token, [{ email }]);
    const first = await invitationToken(t, email);
    await invite(owner.token, [{ email, role: 'VIEW_ONLY' }]);
    const second = await invitationToken(t, email);
    expect(second).not.toBe(first);
    expect((await t.gql(PREVIEW, { token: first })).data.invitation).toBeNull();
    expect((await t.gql(PREVIEW, { token: second })).data.invitation.role).toBe('VIEW_ONLY');
    expect(await t.prisma.invite.count({ where: { companyId: company.id, email } })).toBe(1);
  });

  it('lets a Team Admin invite but not as Owner; Members and View Only cannot invite', async () => {
    const { company } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    expect((await invite(admin.token, [{ email: uniqueEmail(), role: 'VIEW_ONLY' }])).__typename).toBe('InviteTeamMembersPayload');
    const before = await teamSnapshot(t, company.id);
    const asOwner = await invite(admin.token, [{ email: uniqueEmail() }, { email: uniqueEmail(), role: 'OWNER' }]);
    expect(asOwner).toMatchObject({ __typename: 'ForbiddenError', message: 'Only an Owner can invite someone as Owner.' });
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const m = await addMember(t, company.id, role);
      expect((await invite(m.token, [{ email: uniqueEmail() }])).__typename).toBe('ForbiddenError');
    }
    expect((await teamSnapshot(t, company.id)).invites).toEqual(before.invites);
  });

  it('refuses callers without a staff token or without a company', async () => {
    expect((await invite('', [{ email: uniqueEmail() }])).__typename).toBe('UnauthenticatedError');
    expect((await invite('learner-looking-random-token', [{ email: uniqueEmail() }])).__typename).toBe('UnauthenticatedError');
    const { token } = await buildUser(t);
    expect((await invite(token, [{ email: uniqueEmail() }])).__typename).toBe('ForbiddenError');
  });

  it('rejects wrongly typed or missing fields as GraphQL errors', async () => {
    const { owner } = await buildCompany(t);
    for (const invites of [[{ email: 5 }], [{ email: 'a@b.co', role: 'KING' }], [{ role: 'MEMBER' }], 'a@b.co']) {
      const res = await t.gql(INVITE, { input: { invites } }, owner.token);
      expect(res.errors?.length).toBeGreaterThan(0);
      expect(res.data).toBeUndefined();
    }
    expect((await t.gql(INVITE, { input: {} }, owner.token)).errors?.[0]?.message).toMatch(/invites/);
  });
});

describe('#invitation and #acceptInvite', () => {
  it('invite → mail → preview → accept by the invited user → member with the invited role', async () => {
    const { company, owner } = await buildCompany(t, { name: 'Globex' });
    const email = uniqueEmail('joiner');
    await invite(owner.token, [{ email, role: 'TEAM_ADMIN' }]);
    const token = await invitationToken(t, email);

    const preview = await t.gql(PREVIEW, { token });
    expect(preview.data.invitation).toEqual({ companyName: 'Globex', email, role: 'TEAM_ADMIN', expired: false });

    const { user, token: session } = await buildUser(t, { email });
    await t.prisma.user.update({ where: { id: user.id }, data: { confirmedAt: null } });
    const events = listenTeam(t, company.id);
    await events.ready();
    const res = (await t.gql(ACCEPT, { token }, session)).data.acceptInvite;
    expect(res.__typename).toBe('AcceptInvitePayload');
    expect(res.company.name).toBe('Globex');
    expect(res.membership).toMatchObject({ role: 'TEAM_ADMIN', user: { email } });
    const event = await events.next();
    expect(event).toMatchObject({ change: 'JOINED', companyId: company.id });
    await events.close();

    // The session now acts for the company; the link confirmed the e-mail.
    const viewer = await t.gql(`{ viewer { role company { id } user { confirmedAt } } }`, {}, session);
    expect(viewer.data.viewer).toMatchObject({ role: 'TEAM_ADMIN', company: { id: res.company.id } });
    expect(viewer.data.viewer.user.confirmedAt).not.toBeNull();
    expect((await t.gql(TEAM, {}, owner.token)).data.viewer.company.invites.totalCount).toBe(0);

    // Single use.
    expect((await t.gql(PREVIEW, { token })).data.invitation).toBeNull();
    const again = (await t.gql(ACCEPT, { token }, session)).data.acceptInvite;
    expect(again).toMatchObject({ __typename: 'ValidationError', message: 'This invitation is invalid or has expired.' });
    expect(fields(again)).toEqual({ token: ['This invitation is invalid or has expired.'] });
  });

  it('refuses a user whose e-mail is not the invited one; the invite stays pending', async () => {
    const { company, owner } = await buildCompany(t);
    const email = uniqueEmail('meant');
    await invite(owner.token, [{ email }]);
    const token = await invitationToken(t, email);
    const other = await buildUser(t);
    const res = (await t.gql(ACCEPT, { token }, other.token)).data.acceptInvite;
    expect(res).toMatchObject({ __typename: 'ForbiddenError', message: 'This invitation was sent to another email address.' });
    expect(await t.prisma.membership.count({ where: { companyId: company.id, userId: other.user.id } })).toBe(0);
    expect((await t.gql(PREVIEW, { token })).data.invitation.expired).toBe(false);
  });

  it('refuses a repeated sign-up of the invited e-mail: only the account that owns it may join', async () => {
    const { company, owner } = await buildCompany(t);
    const invited = await buildUser(t, { email: uniqueEmail('owned') });
    await invite(owner.token, [{ email: invited.user.email }]);
    const token = await invitationToken(t, invited.user.email);
    const password = 'someone-else-4!';
    const signUp = await t.gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { ... on AuthPayload { token } } }`, {
      input: { email: invited.user.email, password, passwordConfirmation: password, terms: true },
    });
    const res = (await t.gql(ACCEPT, { token }, signUp.data.signUp.token)).data.acceptInvite;
    expect(res).toMatchObject({ __typename: 'ForbiddenError', message: 'This invitation was sent to another email address.' });
    expect(await t.prisma.membership.count({ where: { companyId: company.id } })).toBe(1);
    expect((await t.gql(ACCEPT, { token }, invited.token)).data.acceptInvite.__typename).not.toMatch(/Error/);
  });

  it('an expired invitation previews as expired and cannot be accepted', async () => {
    const { company, owner } = await buildCompany(t);
    const email = uniqueEmail('late');
    await invite(owner.token, [{ email }]);
    const token = await invitationToken(t, email);
    await t.prisma.invite.updateMany({ where: { companyId: company.id, email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await t.gql(PREVIEW, { token })).data.invitation.expired).toBe(true);
    const invitee = await buildUser(t, { email });
    expect((await t.gql(ACCEPT, { token }, invitee.token)).data.acceptInvite.__typename).toBe('ValidationError');
    expect(await t.prisma.membership.count({ where: { companyId: company.id, userId: invitee.user.id } })).toBe(0);
    expect((await t.gql(TEAM, {}, owner.token)).data.viewer.company.invites.totalCount).toBe(0);
  });

  it('keeps the existing role of someone who is already a member', async () => {
    const { company, owner } = await buildCompany(t);
    const email = uniqueEmail('both');
    await invite(owner.token, [{ email, role: 'VIEW_ONLY' }]);
    const token = await invitationToken(t, email);
    const m = await addMember(t, company.id, 'TEAM_ADMIN', { email });
    const res = (await t.gql(ACCEPT, { token }, m.token)).data.acceptInvite;
    expect(res.membership).toMatchObject({ id: m.gid, role: 'TEAM_ADMIN' });
  });

  it('unknown tokens find nothing; accepting needs a signed-in user', async () => {
    expect((await t.gql(PREVIEW, { token: 'nope' })).data.invitation).toBeNull();
    expect((await t.gql(PREVIEW, { token: '' })).data.invitation).toBeNull();
    const { token } = await buildUser(t);
    for (const bad of ['nope', '', 'x'.repeat(5000)]) {
      expect((await t.gql(ACCEPT, { token: bad }, token)).data.acceptInvite.__typename).toBe('ValidationError');
    }
    expect((await t.gql(ACCEPT, { token: 'nope' })).data.acceptInvite.__typename).toBe('UnauthenticatedError');
    expect((await t.gql(ACCEPT, { token: 42 }, token)).errors?.[0]?.message).toMatch(/String cannot represent/);
  });
});

describe('invite rate limit', () => {
  it('caps invite requests per company (30 an hour) so the form cannot be used to spam', async () => {
    const limited = await createTestApp({ realRateLimits: true });
    try {
      const { owner } = await buildCompany(limited);
      const send = () => limited.gql(INVITE, { input: { invites: [{ email: uniqueEmail('rl') }] } }, owner.token);
      for (let i = 0; i < 30; i++) expect((await send()).data.inviteTeamMembers.__typename).toBe('InviteTeamMembersPayload');
      const over = (await send()).data.inviteTeamMembers;
      expect(over.__typename).toBe('RateLimitedError');
      expect(await limited.prisma.invite.count()).toBe(30);
    } finally {
      await limited.close();
    }
  });
});
