/**
 * API tokens end to end through the real GraphQL and REST adapters: the format, what is stored,
 * scopes, revocation, rotation, expiry, the creator's role as the ceiling, personal data, and
 * what only people do. (The scope × operation matrix is in auth/permissions.test.ts; the tenant
 * walls in test/tenant-isolation.test.ts.)
 */
import { API_SCOPE_NAMES } from '@learnhub/content';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedApiToken, newApiToken } from '../../lib/api-token-format.js';
import { hashToken } from '../../lib/tokens.js';
import { addMember } from '../team/team.test-helpers.js';
import { insertMaterial, mgid } from '../materials/materials.test-helpers.js';
import { buildCompany, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { CREATE_TOKEN, makeApiToken } from './api-tokens.test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uuid = (gid: string) => String(decodeGlobalID(gid).id);
const companyName = async (token: string) => (await t.gql('{ viewer { company { name } } }', {}, token)).data?.viewer?.company?.name ?? null;

describe('the token format', () => {
  it('is lh_ + 30 base62 characters + a 6-character CRC32 checksum, checked offline', () => {
    // Worked out apart (Python's zlib.crc32 of the random part = 4246480780, in base62 "4dNndU").
    expect(isWellFormedApiToken('lh_abcdefghijklmnopqrstuvwxyzABCD4dNndU')).toBe(true);
    expect(isWellFormedApiToken('lh_abcdefghijklmnopqrstuvwxyzABCE4dNndU')).toBe(false); // one character changed
    expect(isWellFormedApiToken('lh_abcdefghijklmnopqrstuvwxyzABCD4dNndV')).toBe(false); // checksum changed
    expect(isWellFormedApiToken('lh_abcdefghijklmnopqrstuvwxyzABCD4dNnd')).toBe(false); // too short
    expect(isWellFormedApiToken('xx_abcdefghijklmnopqrstuvwxyzABCD4dNndU')).toBe(false);
    const tokens = Array.from({ length: 200 }, newApiToken);
    for (const token of tokens) {
      expect(token).toMatch(/^lh_[0-9A-Za-z]{36}$/);
      expect(isWellFormedApiToken(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(200);
  });
});

describe('making and using a token', () => {
  it('is shown once, stored as a hash with its last four characters, and works on GraphQL and REST', async () => {
    const { company, owner } = await buildCompany(t, { name: 'Token Co' });
    await insertMaterial(t, company.id, { name: 'Onboarding' });
    const res = await t.gql(
      CREATE_TOKEN,
      { input: { name: ' CRM sync ', scopes: ['materials:read', 'analytics:read', 'materials:read'], expiresAt: null } },
      owner.token,
    );
    const made = res.data.createApiToken;
    expect(made.__typename).toBe('ApiTokenSecretPayload');
    expect(made.token).toMatch(/^lh_[0-9A-Za-z]{36}$/);
    expect(made.apiToken).toMatchObject({ name: 'CRM sync', scopes: ['materials:read', 'analytics:read'], lastFour: made.token.slice(-4), status: 'ACTIVE' });
    expect(made.warning).toBe('A token without an expiry stays valid until it is revoked. Set an expiry unless you rotate it yourself.');

    const row = await t.prisma.apiToken.findUniqueOrThrow({ where: { id: uuid(made.apiToken.id) } });
    expect(row.tokenHash).toBe(hashToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token.slice(3, 20));
    // The list never shows the secret again.
    const list = await t.gql('{ viewer { company { apiTokens(first: 10) { totalCount edges { node { name lastFour } } } } } }', {}, owner.token);
    expect(JSON.stringify(list.data)).not.toContain(made.token);
    expect(list.data.viewer.company.apiTokens.totalCount).toBe(1);

    // GraphQL over HTTP, and REST, as the company.
    expect(await companyName(made.token)).toBe('Token Co');
    const materials = await t.rest('GET', '/learning_materials', { token: made.token });
    expect(materials.status).toBe(200);
    // Last use: the time and the address.
    const used = await t.prisma.apiToken.findUniqueOrThrow({ where: { id: row.id } });
    expect(used.lastUsedIp).toBe('127.0.0.1');
    expect(Date.now() - used.lastUsedAt!.getTime()).toBeLessThan(60_000);
  });

  it('is refused a scope it lacks with a 403 that names the scope, on GraphQL and REST', async () => {
    const { owner } = await buildCompany(t);
    const { token } = await makeApiToken(t, owner.token, ['materials:read']);
    const team = await t.gql('{ viewer { company { members(first: 5) { totalCount } } } }', {}, token);
    expect(team.errors?.[0]?.message).toBe('This API token lacks the team:read scope.');
    const create = await t.gql(`mutation { createMaterial(input: { name: "X", kind: WALKTHROUGH }) { __typename ... on Error { message } } }`, {}, token);
    expect(create.data.createMaterial).toEqual({ __typename: 'ForbiddenError', message: 'This API token lacks the materials:write scope.' });
    const rest = await t.rest('POST', '/learning_materials', { token, body: { name: 'X', material_type: 'walkthrough' } });
    expect(rest.status).toBe(403);
    expect(rest.body.error).toBe('This API token lacks the materials:write scope.');
    const members = await t.rest('GET', '/team/members', { token });
    expect(members.status).toBe(403);
    expect(members.body.error).toBe('This API token lacks the team:read scope.');
  });

  it('does not do what only people do: tokens, billing, the profile, signing out', async () => {
    const { owner } = await buildCompany(t);
    const { token } = await makeApiToken(t, owner.token, API_SCOPE_NAMES);
    const refusal = 'API tokens cannot do this: sign in as a person.';
    const made = await t.gql(CREATE_TOKEN, { input: { name: 'Child', scopes: ['pii:read'] } }, token);
    expect(made.data.createApiToken).toMatchObject({ __typename: 'ForbiddenError', message: refusal });
    const rest = await t.rest('POST', '/api_tokens', { token, body: { name: 'Child', scopes: ['pii:read'] } });
    expect([rest.status, rest.body.error]).toEqual([403, refusal]);
    expect((await t.rest('GET', '/invoices', { token })).status).toBe(403);
    const signOut = await t.gql('mutation { signOut { __typename ... on Error { message } } }', {}, token);
    expect(JSON.stringify(signOut)).toContain(refusal);
    expect(await companyName(token)).not.toBeNull(); // still valid: nothing above signed it out
  });

  it('refuses bad input with the field named', async () => {
    const { owner } = await buildCompany(t);
    const fields = async (input: Record<string, unknown>) => {
      const r = (await t.gql(CREATE_TOKEN, { input }, owner.token)).data.createApiToken;
      return r.fieldErrors?.map((f: { field: string; messages: string[] }) => `${f.field}: ${f.messages[0]}`);
    };
    expect(await fields({ name: '  ', scopes: ['materials:read'] })).toEqual(['name: Enter a name for the token.']);
    expect(await fields({ name: 'x'.repeat(101), scopes: ['materials:read'] })).toEqual(['name: The name can be at most 100 characters.']);
    expect(await fields({ name: 'A', scopes: [] })).toEqual(['scopes: Choose at least one scope.']);
    expect(await fields({ name: 'A', scopes: ['materials:read', 'admin'] })).toEqual(['scopes: Unknown scope: admin.']);
    expect(await fields({ name: 'A', scopes: ['materials:read'], expiresAt: new Date(Date.now() - 1000).toISOString() })).toEqual([
      'expiresAt: The expiry must be in the future.',
    ]);
    const rest = await t.rest('POST', '/api_tokens', { token: owner.token, body: { name: 'A', scopes: ['materials:read'], expires_at: 'tomorrow' } });
    expect(rest.status).toBe(422);
    expect(Object.keys(rest.body.errors)).toEqual(['expires_at']);
    const restPast = await t.rest('POST', '/api_tokens', {
      token: owner.token,
      body: { name: 'A', scopes: ['materials:read'], expires_at: '2020-01-01T00:00:00Z' },
    });
    expect([restPast.status, restPast.body.errors]).toEqual([422, { expires_at: ['The expiry must be in the future.'] }]);
    expect(await t.prisma.apiToken.count({ where: { createdById: owner.user.id } })).toBe(0);
  });

  it('Members and View Only may not manage tokens', async () => {
    const { company } = await buildCompany(t);
    for (const role of ['MEMBER', 'VIEW_ONLY'] as const) {
      const m = await addMember(t, company.id, role);
      expect((await t.gql(CREATE_TOKEN, { input: { name: 'A', scopes: ['materials:read'] } }, m.token)).data.createApiToken.__typename).toBe('ForbiddenError');
      expect((await t.rest('GET', '/api_tokens', { token: m.token })).status).toBe(403);
    }
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    expect((await t.rest('POST', '/api_tokens', { token: admin.token, body: { name: 'A', scopes: ['materials:read'] } })).status).toBe(201);
  });
});

describe('a token ends', () => {
  it('when revoked: at once, on GraphQL and REST; it stays listed as revoked', async () => {
    const { owner } = await buildCompany(t);
    const made = await t.rest('POST', '/api_tokens', {
      token: owner.token,
      body: { name: 'Export job', scopes: ['materials:read'], expires_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Export job', scopes: ['materials:read'], status: 'active', warning: null });
    expect((await t.rest('GET', '/learning_materials', { token: made.body.token })).status).toBe(200);
    const revoked = await t.rest('DELETE', `/api_tokens/${made.body.id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.api_token.status).toBe('revoked');
    expect((await t.rest('GET', '/learning_materials', { token: made.body.token })).status).toBe(401);
    expect(await companyName(made.body.token)).toBeNull();
    const list = await t.rest('GET', '/api_tokens', { token: owner.token });
    expect(list.body.api_tokens.map((x: { id: string; status: string }) => [x.id, x.status])).toEqual([[made.body.id, 'revoked']]);
    expect(JSON.stringify(list.body)).not.toContain(made.body.token);
  });

  it('when rotated: the old secret is refused, the new one has the same name, scopes and lifetime', async () => {
    const { owner } = await buildCompany(t);
    const expiresAt = new Date(Date.now() + 10 * 86_400_000);
    const old = await makeApiToken(t, owner.token, ['materials:read', 'team:read'], { name: 'Sync', expiresAt });
    const rotated = await t.rest('POST', `/api_tokens/${uuid(old.id)}/rotate`, { token: owner.token });
    expect(rotated.status).toBe(201);
    expect(rotated.body).toMatchObject({ name: 'Sync', scopes: ['materials:read', 'team:read'], status: 'active' });
    expect(rotated.body.token).not.toBe(old.token);
    // Ten days from now again (within the second this took).
    expect(Math.abs(Date.parse(rotated.body.expires_at) - (Date.now() + 10 * 86_400_000))).toBeLessThan(60_000);
    expect(await companyName(old.token)).toBeNull();
    expect(await companyName(rotated.body.token)).not.toBeNull();
    // The old one cannot be rotated again.
    const again = await t.rest('POST', `/api_tokens/${uuid(old.id)}/rotate`, { token: owner.token });
    expect(again.status).toBe(422);
  });

  it('when it expires', async () => {
    const { owner } = await buildCompany(t);
    const made = await makeApiToken(t, owner.token, ['materials:read']);
    expect(await companyName(made.token)).not.toBeNull();
    await t.prisma.apiToken.update({ where: { id: uuid(made.id) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await companyName(made.token)).toBeNull();
    expect((await t.rest('GET', '/learning_materials', { token: made.token })).status).toBe(401);
    const list = await t.gql('{ viewer { company { apiTokens(first: 5) { edges { node { status } } } } } }', {}, owner.token);
    expect(list.data.viewer.company.apiTokens.edges[0].node.status).toBe('EXPIRED');
  });

  it("when its maker leaves the company; and it never does more than the maker's role now allows", async () => {
    const { company, owner } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    const made = await makeApiToken(t, admin.token, ['materials:read', 'materials:write']);
    const create = `mutation { createMaterial(input: { name: "By token", kind: WALKTHROUGH }) { __typename } }`;
    expect((await t.gql(create, {}, made.token)).data.createMaterial.__typename).toBe('MaterialPayload');
    // Demoted to View Only: the token may still read, no longer write.
    await t.prisma.membership.update({ where: { id: admin.membership.id }, data: { role: 'VIEW_ONLY' } });
    expect((await t.gql(create, {}, made.token)).data.createMaterial.__typename).toBe('ForbiddenError');
    expect((await t.rest('GET', '/learning_materials', { token: made.token })).status).toBe(200);
    // Removed: the token is refused.
    const removed = await t.gql(`mutation ($id: ID!) { removeMember(input: { membershipId: $id }) { __typename } }`, { id: admin.gid }, owner.token);
    expect(removed.data.removeMember.__typename).toBe('RemoveMemberPayload');
    expect(await companyName(made.token)).toBeNull();
  });

  it('a mistyped token is refused without a lookup, and a session token is still a session', async () => {
    const { owner } = await buildCompany(t);
    const made = await makeApiToken(t, owner.token, ['materials:read']);
    const typo = `${made.token.slice(0, 10)}${made.token[10] === 'a' ? 'b' : 'a'}${made.token.slice(11)}`;
    expect((await t.rest('GET', '/learning_materials', { token: typo })).status).toBe(401);
    expect(await companyName(owner.token)).not.toBeNull();
  });
});

describe("learners' personal data", () => {
  it('is left out for a token without pii:read, in the audience, its search and REST; a token with it sees it', async () => {
    const { company, owner } = await buildCompany(t);
    const email = uniqueEmail('ada');
    const learner = await t.prisma.learner.create({ data: { companyId: company.id, email, firstName: 'Ada', lastName: 'Lovelace' } });
    const without = await makeApiToken(t, owner.token, ['analytics:read']);
    const withPii = await makeApiToken(t, owner.token, ['analytics:read', 'pii:read']);
    const AUDIENCE = 'query ($k: String) { audience(pageSize: 10, filter: { keyword: $k }) { totalCount records { userId name firstName lastName email } } }';

    const hidden = await t.gql(AUDIENCE, {}, without.token);
    expect(hidden.data.audience.records).toEqual([{ userId: learner.id, name: null, firstName: null, lastName: null, email: null }]);
    // The keyword cannot find the e-mail or the name letter by letter; the user id still works.
    expect((await t.gql(AUDIENCE, { k: 'ada' }, without.token)).data.audience.totalCount).toBe(0);
    expect((await t.gql(AUDIENCE, { k: 'Lovelace' }, without.token)).data.audience.totalCount).toBe(0);
    expect((await t.gql(AUDIENCE, { k: learner.id.slice(0, 8) }, without.token)).data.audience.totalCount).toBe(1);
    const rest = await t.rest('GET', '/audiences', { token: without.token });
    expect(rest.status).toBe(200);
    expect(rest.body.records[0].learner).toEqual({ name: null, email: null, imageUrl: null, first_name: null, last_name: null });
    // Exports are names and e-mails: refused without pii:read.
    const exported = await t.gql('{ audienceExport { totalCount } }', {}, without.token);
    expect(exported.errors?.[0]?.message).toBe('This API token lacks the pii:read scope.');

    const shown = await t.gql(AUDIENCE, { k: 'lovelace' }, withPii.token);
    expect(shown.data.audience.records).toEqual([{ userId: learner.id, name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', email }]);
    expect((await t.gql(AUDIENCE, {}, owner.token)).data.audience.records[0].email).toBe(email);
  });

  it("a private material's invited e-mails need pii:read", async () => {
    const { company, owner } = await buildCompany(t);
    const m = await insertMaterial(t, company.id);
    await t.prisma.materialAccess.create({ data: { materialId: m.id, companyId: company.id, email: 'invited@example.com' } });
    const without = await makeApiToken(t, owner.token, ['materials:read']);
    const withPii = await makeApiToken(t, owner.token, ['materials:read', 'pii:read']);
    const Q = 'query ($id: ID!) { node(id: $id) { ... on Material { name accessEmails } } }';
    expect((await t.gql(Q, { id: mgid(m.id) }, without.token)).data.node.accessEmails).toBeNull();
    expect((await t.gql(Q, { id: mgid(m.id) }, withPii.token)).data.node.accessEmails).toEqual(['invited@example.com']);
    const rest = await t.rest('GET', `/learning_materials/${m.id}/access`, { token: without.token });
    expect([rest.status, rest.body.error]).toEqual([403, 'This API token lacks the pii:read scope.']);
  });
});
