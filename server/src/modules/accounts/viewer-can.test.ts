/**
 * `viewer.can`, `Membership.viewerCanManage` and `Invite.viewerCanManage`: the role table as the
 * client reads it (issue 22 §3: no hand-kept copy of the roles on the client). Expected values
 * from the README's "Roles" table, one row per role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addMember } from '../team/team.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CAN = /* GraphQL */ `{
  viewer {
    can { updateCompany manageTeam writeMaterials exportAnalytics manageBilling assignRoles }
    company { members(first: 10) { edges { node { role viewerCanManage } } } invites(first: 10) { edges { node { role viewerCanManage } } } }
  }
}`;

describe('what the viewer may do, as the server says', () => {
  it('follows the role table for each role, and for each member and invitation', async () => {
    const { company, owner } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    const member = await addMember(t, company.id, 'MEMBER');
    const viewer = await addMember(t, company.id, 'VIEW_ONLY');
    const inviteOwner = await t.gql(
      `mutation { inviteTeamMembers(input: { invites: [{ email: "next-owner@example.com", role: OWNER }] }) { __typename } }`,
      {},
      owner.token,
    );
    expect(inviteOwner.errors).toBeUndefined();

    const read = async (token: string) => {
      const res = await t.gql(CAN, {}, token);
      expect(res.errors).toBeUndefined();
      const v = res.data.viewer;
      const byRole = (edges: { node: { role: string; viewerCanManage: boolean } }[]) =>
        Object.fromEntries(edges.map((e) => [e.node.role, e.node.viewerCanManage]));
      return { can: v.can, members: byRole(v.company.members.edges), invites: byRole(v.company.invites.edges) };
    };

    expect(await read(owner.token)).toEqual({
      can: {
        updateCompany: true,
        manageTeam: true,
        writeMaterials: true,
        exportAnalytics: true,
        manageBilling: true,
        assignRoles: ['OWNER', 'TEAM_ADMIN', 'MEMBER', 'VIEW_ONLY'],
      },
      members: { OWNER: true, TEAM_ADMIN: true, MEMBER: true, VIEW_ONLY: true },
      invites: { OWNER: true },
    });
    expect(await read(admin.token)).toEqual({
      can: {
        updateCompany: true,
        manageTeam: true,
        writeMaterials: true,
        exportAnalytics: true,
        manageBilling: false,
        assignRoles: ['TEAM_ADMIN', 'MEMBER', 'VIEW_ONLY'],
      },
      members: { OWNER: false, TEAM_ADMIN: true, MEMBER: true, VIEW_ONLY: true },
      invites: { OWNER: false },
    });
    expect(await read(member.token)).toEqual({
      can: { updateCompany: false, manageTeam: false, writeMaterials: true, exportAnalytics: true, manageBilling: false, assignRoles: [] },
      members: { OWNER: false, TEAM_ADMIN: false, MEMBER: false, VIEW_ONLY: false },
      invites: { OWNER: false },
    });
    expect((await read(viewer.token)).can).toEqual({
      updateCompany: false,
      manageTeam: false,
      writeMaterials: false,
      exportAnalytics: false,
      manageBilling: false,
      assignRoles: [],
    });
  });
});
