import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addMember, gid, listenTeam, REMOVE, TEAM, teamSnapshot, UPDATE_ROLE } from './team.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setRole = (token: string, id: string, role: string) => t.gql(UPDATE_ROLE, { id, role }, token).then((r) => r.data?.updateMemberRole ?? r);
const remove = (token: string, id: string) => t.gql(REMOVE, { id }, token).then((r) => r.data?.removeMember ?? r);
const roleOf = async (membershipId: string) => (await t.prisma.membership.findUnique({ where: { id: membershipId } }))?.role;
const ownerMembership = async (companyId: string) => t.prisma.membership.findFirstOrThrow({ where: { companyId, role: 'OWNER' } });
const LAST_OWNER = 'A company must keep at least one Owner.';

describe('#updateMemberRole', () => {
  it('lets an Owner change a role and publishes ROLE_CHANGED', async () => {
    const { company, owner } = await buildCompany(t);
    const m = await addMember(t, company.id, 'MEMBER');
    const events = listenTeam(t, company.id);
    await events.ready();
    const res = await setRole(owner.token, m.gid, 'TEAM_ADMIN');
    expect(res).toEqual({ __typename: 'UpdateMemberRolePayload', membership: { id: m.gid, role: 'TEAM_ADMIN' } });
    expect(await roleOf(m.membership.id)).toBe('TEAM_ADMIN');
    expect(await events.next()).toEqual({ companyId: company.id, change: 'ROLE_CHANGED', membershipId: m.membership.id });
    await events.close();
    // The new role applies to the member's very next request.
    expect((await t.gql(`{ viewer { role } }`, {}, m.token)).data.viewer.role).toBe('TEAM_ADMIN');
  });

  it('lets a Team Admin manage non-Owners but never touch or create an Owner', async () => {
    const { company, owner } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    const m = await addMember(t, company.id, 'MEMBER');
    const ownerM = await ownerMembership(company.id);
    expect((await setRole(admin.token, m.gid, 'VIEW_ONLY')).membership.role).toBe('VIEW_ONLY');
    const before = await teamSnapshot(t, company.id);
    expect(await setRole(admin.token, gid('Membership', ownerM.id), 'MEMBER')).toMatchObject({
      __typename: 'ForbiddenError',
      message: "Only an Owner can change an Owner's role.",
    });
    expect(await setRole(admin.token, m.gid, 'OWNER')).toMatchObject({ __typename: 'ForbiddenError', message: 'Only an Owner can make someone an Owner.' });
    expect(await setRole(admin.token, admin.gid, 'OWNER')).toMatchObject({ __typename: 'ForbiddenError' });
    expect(await teamSnapshot(t, company.id)).toEqual(before);
    // An Owner may do both.
    expect((await setRole(owner.token, m.gid, 'OWNER')).membership.role).toBe('OWNER');
  });

  it('never demotes the last Owner, but demotes one of two', async () => {
    const { company, owner } = await buildCompany(t);
    const ownerGid = gid('Membership', (await ownerMembership(company.id)).id);
    const last = await setRole(owner.token, ownerGid, 'MEMBER');
    expect(last).toMatchObject({ __typename: 'ValidationError', message: LAST_OWNER, fieldErrors: [{ field: 'role', messages: [LAST_OWNER] }] });
    const second = await addMember(t, company.id, 'OWNER');
    expect((await setRole(second.token, ownerGid, 'TEAM_ADMIN')).membership.role).toBe('TEAM_ADMIN');
    expect((await setRole(second.token, second.gid, 'MEMBER')).message).toBe(LAST_OWNER);
    expect(await t.prisma.membership.count({ where: { companyId: company.id, role: 'OWNER' } })).toBe(1);
  });

  it('refuses Members and View Only', async () => {
    const { company } = await buildCompany(t);
    const target = await addMember(t, company.id, 'MEMBER');
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const caller = await addMember(t, company.id, role);
      expect((await setRole(caller.token, target.gid, 'VIEW_ONLY')).__typename).toBe('ForbiddenError');
    }
    expect(await roleOf(target.membership.id)).toBe('MEMBER');
  });

  it('treats unknown, malformed and other-type ids as not found', async () => {
    const { owner } = await buildCompany(t);
    for (const id of [gid('Membership', randomUUID()), gid('Membership', 'not-a-uuid'), '%%%', '', gid('User', owner.user.id)]) {
      expect(await setRole(owner.token, id, 'MEMBER')).toMatchObject({ __typename: 'NotFoundError', message: 'Member not found.' });
    }
  });

  it('needs a staff token; wrongly typed fields are GraphQL errors', async () => {
    const { company, owner } = await buildCompany(t);
    const m = await addMember(t, company.id, 'MEMBER');
    expect((await setRole('', m.gid, 'OWNER')).__typename).toBe('UnauthenticatedError');
    expect((await setRole('random-learner-like-token', m.gid, 'OWNER')).__typename).toBe('UnauthenticatedError');
    expect((await t.gql(UPDATE_ROLE, { id: m.gid, role: 'KING' }, owner.token)).errors?.[0]?.message).toMatch(/Role/);
    expect((await t.gql(UPDATE_ROLE, { id: m.gid }, owner.token)).errors?.[0]?.message).toMatch(/role/);
    expect(await roleOf(m.membership.id)).toBe('MEMBER');
  });
});

describe('#removeMember', () => {
  it('removes a member, detaches their sessions from the company and publishes REMOVED', async () => {
    const { company, owner } = await buildCompany(t);
    const m = await addMember(t, company.id, 'MEMBER');
    const events = listenTeam(t, company.id);
    await events.ready();
    const res = await remove(owner.token, m.gid);
    expect(res).toEqual({ __typename: 'RemoveMemberPayload', message: 'Member removed successfully.', removedMembershipId: m.gid });
    expect(await t.prisma.membership.findUnique({ where: { id: m.membership.id } })).toBeNull();
    expect(await t.prisma.session.count({ where: { userId: m.user.id, companyId: company.id } })).toBe(0);
    expect(await events.next()).toEqual({ companyId: company.id, change: 'REMOVED', membershipId: m.membership.id });
    await events.close();
    // Still signed in to their own account, but no longer acting for the company.
    const viewer = (await t.gql(`{ viewer { user { email } company { id } role removedFromCompanyName } }`, {}, m.token)).data.viewer;
    expect(viewer).toEqual({ user: { email: m.user.email }, company: null, role: null, removedFromCompanyName: company.name });
    // Members still in the company are told nothing.
    expect((await t.gql(`{ viewer { removedFromCompanyName } }`, {}, owner.token)).data.viewer.removedFromCompanyName).toBeNull();
    expect((await remove(owner.token, m.gid)).__typename).toBe('NotFoundError');
  });

  it('lets a Team Admin remove others but not an Owner; Members and View Only remove nobody', async () => {
    const { company } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    const ownerGid = gid('Membership', (await ownerMembership(company.id)).id);
    expect(await remove(admin.token, ownerGid)).toMatchObject({ __typename: 'ForbiddenError', message: 'Only an Owner can remove an Owner.' });
    const target = await addMember(t, company.id, 'VIEW_ONLY');
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const caller = await addMember(t, company.id, role);
      expect((await remove(caller.token, target.gid)).__typename).toBe('ForbiddenError');
    }
    expect((await remove(admin.token, target.gid)).__typename).toBe('RemoveMemberPayload');
  });

  it('never removes the last Owner, even at their own request', async () => {
    const { company, owner } = await buildCompany(t);
    const ownerGid = gid('Membership', (await ownerMembership(company.id)).id);
    const before = await teamSnapshot(t, company.id);
    expect(await remove(owner.token, ownerGid)).toMatchObject({ __typename: 'ValidationError', message: LAST_OWNER });
    expect(await teamSnapshot(t, company.id)).toEqual(before);
    const second = await addMember(t, company.id, 'OWNER');
    expect((await remove(second.token, second.gid)).__typename).toBe('RemoveMemberPayload');
  });

  it('treats unknown and malformed ids as not found; needs a staff token', async () => {
    const { company, owner } = await buildCompany(t);
    for (const id of [gid('Membership', randomUUID()), 'garbage', gid('Company', company.id)]) {
      expect((await remove(owner.token, id)).__typename).toBe('NotFoundError');
    }
    const m = await addMember(t, company.id, 'MEMBER');
    expect((await remove('', m.gid)).__typename).toBe('UnauthenticatedError');
    expect((await t.gql(REMOVE, {}, owner.token)).errors?.length).toBe(1);
    expect(await t.prisma.membership.count({ where: { companyId: company.id } })).toBe(2);
  });
});

describe('Company.members', () => {
  it('pages through every member exactly once, oldest first', async () => {
    const { company, owner } = await buildCompany(t);
    for (let i = 0; i < 4; i++) await addMember(t, company.id, 'MEMBER');
    // Give two members the same timestamp: the id must break the tie.
    const all = await t.prisma.membership.findMany({ where: { companyId: company.id } });
    await t.prisma.membership.updateMany({ where: { id: { in: all.slice(1, 3).map((m) => m.id) } }, data: { createdAt: all[1]!.createdAt } });
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res: any = await t.gql(TEAM, { first: 2, after }, owner.token);
      const members = res.data.viewer.company.members;
      expect(members.totalCount).toBe(5);
      seen.push(...members.edges.map((e: any) => e.node.id));
      if (!members.pageInfo.hasNextPage) break;
      after = members.pageInfo.endCursor;
    }
    const expected = (await t.prisma.membership.findMany({ where: { companyId: company.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map((m) =>
      gid('Membership', m.id),
    );
    expect(seen).toEqual(expected);
  });
});
