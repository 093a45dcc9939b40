import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addMember, invitationToken, teamSnapshot } from './team.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('GET /api/v1/team/members', () => {
  it('lists the team, page 1 of 20 by default, with role labels', async () => {
    const { company, owner } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    await addMember(t, company.id, 'VIEW_ONLY');
    const res = await t.rest('GET', '/team/members', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total_count: 3, total_pages: 1 });
    expect(res.body.members.map((m: any) => m.role)).toEqual(['Owner', 'Team Admin', 'View Only']);
    expect(res.body.members[1]).toEqual({
      id: admin.membership.id,
      user_id: admin.user.id,
      email: admin.user.email,
      profile: { first_name: 'Test', last_name: 'User', avatar_url: null },
      role: 'Team Admin',
    });
  });

  it('pages with page and limit; limit is capped at 100', async () => {
    const { company, owner } = await buildCompany(t);
    for (let i = 0; i < 4; i++) await addMember(t, company.id, 'MEMBER');
    const p2 = await t.rest('GET', '/team/members?page=2&limit=2', { token: owner.token });
    expect(p2.body.pagination).toEqual({ page: 2, limit: 2, total_count: 5, total_pages: 3 });
    expect(p2.body.members).toHaveLength(2);
    const p1 = await t.rest('GET', '/team/members?page=1&limit=2', { token: owner.token });
    expect(p1.body.members.map((m: any) => m.id)).not.toContain(p2.body.members[0].id);
    expect((await t.rest('GET', '/team/members?page=9', { token: owner.token })).body.members).toEqual([]);
    expect((await t.rest('GET', '/team/members?limit=500', { token: owner.token })).body.pagination.limit).toBe(100);
  });

  it('rejects bad page and limit values with 422, never a 500', async () => {
    const { owner } = await buildCompany(t);
    for (const q of ['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=1.5', 'page=99999999999999999999']) {
      const res = await t.rest('GET', `/team/members?${q}`, { token: owner.token });
      expect(res.status, q).toBe(422);
      expect(res.body.error).toMatch(/must be a positive whole number/);
    }
  });

  it('is 401 without a staff token and 403 before onboarding', async () => {
    expect((await t.rest('GET', '/team/members')).status).toBe(401);
    expect((await t.rest('GET', '/team/members', { token: 'learner-like-random-token' })).status).toBe(401);
    expect((await t.rest('GET', '/team/members', { token: (await buildUser(t)).token })).status).toBe(403);
  });
});

describe('POST /api/v1/team/invite', () => {
  it('invites with role names in any legacy form, defaulting to Member', async () => {
    const { company, owner } = await buildCompany(t);
    const rows = [
      { email: uniqueEmail('r1'), role: 'Team Admin' },
      { email: uniqueEmail('r2'), role: 'team_admin' },
      { email: uniqueEmail('r3'), role: 'view only' },
      { email: uniqueEmail('r4'), role: 'VIEW_ONLY' },
      { email: uniqueEmail('r5') },
    ];
    const res = await t.rest('POST', '/team/invite', { token: owner.token, body: { invites: rows } });
    expect(res).toMatchObject({ status: 200, body: { message: 'Invites sent successfully!' } });
    const invites = await t.prisma.invite.findMany({ where: { companyId: company.id }, orderBy: { email: 'asc' } });
    expect(invites.map((i) => i.role)).toEqual(['TEAM_ADMIN', 'TEAM_ADMIN', 'VIEW_ONLY', 'VIEW_ONLY', 'MEMBER']);
    expect(await invitationToken(t, rows[0]!.email)).toBeTruthy();
  });

  it('accepts the onboarding shape [{ id, email }]', async () => {
    const { company, owner } = await buildCompany(t);
    const email = uniqueEmail('onb');
    const res = await t.rest('POST', '/team/invite', { token: owner.token, body: { invites: [{ id: 1, email }] } });
    expect(res.status).toBe(200);
    expect((await t.prisma.invite.findFirstOrThrow({ where: { companyId: company.id, email } })).role).toBe('MEMBER');
  });

  it('answers bad input with 400/422 and per-row errors; nothing is created', async () => {
    const { company, owner } = await buildCompany(t);
    const before = await teamSnapshot(t, company.id);
    const post = (body: unknown, headers?: Record<string, string>) => t.rest('POST', '/team/invite', { token: owner.token, body, headers });
    expect((await post('{nope', JSON_HEADERS)).status).toBe(400);
    expect((await post('[1]', JSON_HEADERS)).status).toBe(400);
    const missing = await post({});
    expect(missing).toMatchObject({ status: 422, body: { errors: { invites: ['Send a list of invites.'] } } });
    expect((await post({ invites: 'a@b.co' })).status).toBe(422);
    expect((await post({ invites: [] })).body.errors).toEqual({ invites: ['Add at least one email address.'] });
    const rows = await post({ invites: [{ email: 'bad' }, { email: 5 }, 'x', { email: uniqueEmail(), role: 'Boss' }] });
    expect(rows.status).toBe(422);
    expect(rows.body.error).toBe(
      'The request body has 4 problems: Please enter a valid email address; Please enter a valid email address; Each invite needs an email address; Please choose a valid role.',
    );
    expect(rows.body.errors).toEqual({
      'invites.0.email': ['Please enter a valid email address'],
      'invites.1.email': ['Please enter a valid email address'],
      'invites.2': ['Each invite needs an email address.'],
      'invites.3.role': ['Please choose a valid role.'],
    });
    const existing = await post({ invites: [{ email: owner.user.email }] });
    expect(existing).toMatchObject({ status: 422, body: { error: `${owner.user.email} is already a member of this team.` } });
    expect(await teamSnapshot(t, company.id)).toEqual(before);
  });

  it('is 403 for Members, View Only, and a Team Admin inviting an Owner; 401 without a token', async () => {
    const { company } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    const body = { invites: [{ email: uniqueEmail(), role: 'Owner' }] };
    expect(await t.rest('POST', '/team/invite', { token: admin.token, body })).toMatchObject({
      status: 403,
      body: { error: 'Only an Owner can invite someone as Owner.' },
    });
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const m = await addMember(t, company.id, role);
      expect((await t.rest('POST', '/team/invite', { token: m.token, body: { invites: [{ email: uniqueEmail() }] } })).status).toBe(403);
    }
    expect((await t.rest('POST', '/team/invite', { body })).status).toBe(401);
    expect(await t.prisma.invite.count({ where: { companyId: company.id } })).toBe(0);
  });
});

describe('PUT /api/v1/team/members/{id}/update_role', () => {
  it('changes the role and returns the member', async () => {
    const { company, owner } = await buildCompany(t);
    const m = await addMember(t, company.id, 'MEMBER');
    const res = await t.rest('PUT', `/team/members/${m.membership.id}/update_role`, {
      token: owner.token,
      body: { id: m.membership.id, email: m.user.email, role: 'Team Admin' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: m.membership.id, user_id: m.user.id, email: m.user.email, role: 'Team Admin' });
  });

  it('answers bad input with 400/404/422; the role stays', async () => {
    const { company, owner } = await buildCompany(t);
    const m = await addMember(t, company.id, 'MEMBER');
    const put = (id: string, body: unknown, headers?: Record<string, string>) =>
      t.rest('PUT', `/team/members/${id}/update_role`, { token: owner.token, body, headers });
    expect((await put(m.membership.id, '{bad', JSON_HEADERS)).status).toBe(400);
    expect(await put(m.membership.id, {})).toMatchObject({ status: 422, body: { errors: { role: ['Please choose a valid role.'] } } });
    expect((await put(m.membership.id, { role: 3 })).status).toBe(422);
    expect((await put(m.membership.id, { role: 'Boss' })).status).toBe(422);
    expect(await put(randomUUID(), { role: 'Member' })).toMatchObject({ status: 404, body: { error: 'Member not found.' } });
    expect((await put('not-a-uuid', { role: 'Member' })).status).toBe(404);
    const ownerId = (await t.prisma.membership.findFirstOrThrow({ where: { companyId: company.id, role: 'OWNER' } })).id;
    expect(await put(ownerId, { role: 'Member' })).toMatchObject({ status: 422, body: { error: 'A company must keep at least one Owner.' } });
    expect((await t.prisma.membership.findUniqueOrThrow({ where: { id: m.membership.id } })).role).toBe('MEMBER');
    expect((await t.rest('PUT', `/team/members/${m.membership.id}/update_role`, { body: { role: 'Owner' } })).status).toBe(401);
    expect((await t.rest('PUT', `/team/members/${m.membership.id}/update_role`, { token: m.token, body: { role: 'Owner' } })).status).toBe(403);
  });
});

describe('DELETE /api/v1/team/members/{id}', () => {
  it('removes the member with a message; a second delete is 404', async () => {
    const { company, owner } = await buildCompany(t);
    const m = await addMember(t, company.id, 'VIEW_ONLY');
    expect(await t.rest('DELETE', `/team/members/${m.membership.id}`, { token: owner.token })).toMatchObject({
      status: 200,
      body: { data: 'Member removed successfully.' },
    });
    expect((await t.rest('DELETE', `/team/members/${m.membership.id}`, { token: owner.token })).status).toBe(404);
  });

  it('refuses the last Owner (422), a Team Admin removing an Owner (403), bad ids (404) and no token (401)', async () => {
    const { company, owner } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    const ownerId = (await t.prisma.membership.findFirstOrThrow({ where: { companyId: company.id, role: 'OWNER' } })).id;
    const before = await teamSnapshot(t, company.id);
    expect(await t.rest('DELETE', `/team/members/${ownerId}`, { token: owner.token })).toMatchObject({
      status: 422,
      body: { error: 'A company must keep at least one Owner.' },
    });
    expect(await t.rest('DELETE', `/team/members/${ownerId}`, { token: admin.token })).toMatchObject({
      status: 403,
      body: { error: 'Only an Owner can remove an Owner.' },
    });
    expect((await t.rest('DELETE', `/team/members/${randomUUID()}`, { token: owner.token })).status).toBe(404);
    expect((await t.rest('DELETE', `/team/members/%27;drop`, { token: owner.token })).status).toBe(404);
    expect((await t.rest('DELETE', `/team/members/${admin.membership.id}`)).status).toBe(401);
    expect(await teamSnapshot(t, company.id)).toEqual(before);
  });
});

it('the OpenAPI document lists the team routes', async () => {
  const doc = (await t.rest('GET', '/openapi.json')).body;
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/v1/team/members', '/api/v1/team/invite', '/api/v1/team/members/{id}/update_role', '/api/v1/team/members/{id}']),
  );
});
