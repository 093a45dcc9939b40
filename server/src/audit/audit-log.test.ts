/**
 * The audit log through the real adapters: what an entry says (actor, action, target, address,
 * before and after) for people, tokens, REST and GraphQL, sign-ins and exports; the chain, under
 * concurrent appends and after tampering; reading, filtering and CSV, for Owners only. (One
 * entry per mutation for every operation of the roles table: auth/permissions.test.ts.)
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApiToken } from '../modules/api-tokens/api-tokens.test-helpers.js';
import { addMember, UPDATE_ROLE } from '../modules/team/team.test-helpers.js';
import { buildCompany, PASSWORD } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { verifyAuditChain } from './audit-log.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The company's entries, once those under way are written (the answer does not wait for them). */
const entries = async (companyId: string) => {
  await t.deps.audit.settle();
  return t.prisma.auditEntry.findMany({ where: { companyId }, orderBy: { seq: 'asc' } });
};
const contentOf = (e: { content: string }) => JSON.parse(e.content);

describe('what an entry says', () => {
  it('a person changing a role: who, what, which membership, from where, before and after', async () => {
    const { company, owner } = await buildCompany(t);
    const member = await addMember(t, company.id, 'MEMBER');
    const before = (await entries(company.id)).length;
    const res = await t.gql(UPDATE_ROLE, { id: member.gid, role: 'VIEW_ONLY' }, owner.token);
    expect(res.data.updateMemberRole.__typename).toBe('UpdateMemberRolePayload');
    const all = await entries(company.id);
    expect(all).toHaveLength(before + 1);
    const e = all.at(-1)!;
    expect(e.action).toBe('updateMemberRole');
    expect(contentOf(e)).toEqual({
      action: 'updateMemberRole',
      actor: { type: 'user', userId: owner.user.id },
      target: { type: 'Membership', id: member.membership.id },
      ip: '127.0.0.1',
      at: e.createdAt.toISOString(),
      before: { role: 'MEMBER' },
      after: { role: 'VIEW_ONLY' },
    });
  });

  it('a token over REST: the token and its maker, the route as the action, the path parameter as the target', async () => {
    const { company, owner } = await buildCompany(t);
    const { token } = await makeApiToken(t, owner.token, ['materials:write', 'materials:read'], { name: 'Importer' });
    const made = await t.rest('POST', '/learning_materials', { token, body: { name: 'By token', material_type: 'walkthrough' } });
    expect(made.status).toBe(201);
    const id = made.body.id ?? made.body.data?.id;
    const renamed = await t.rest('PUT', `/learning_materials/${id}`, { token, body: { name: 'Renamed' } });
    expect(renamed.status).toBe(200);
    const [create, rename] = (await entries(company.id)).slice(-2).map(contentOf);
    const tokenRow = await t.prisma.apiToken.findFirstOrThrow({ where: { companyId: company.id, name: 'Importer' } });
    const actor = { type: 'token', userId: owner.user.id, tokenId: tokenRow.id, tokenName: 'Importer' };
    expect(create).toMatchObject({ action: 'POST /learning_materials', actor, target: null });
    expect(rename).toMatchObject({ action: 'PUT /learning_materials/{id}', actor, target: { type: 'id', id } });
    // A refused call (a scope it lacks) writes nothing.
    const count = (await entries(company.id)).length;
    expect((await t.rest('POST', '/team/invite', { token, body: { invites: [{ email: 'x@example.com' }] } })).status).toBe(403);
    expect(await entries(company.id)).toHaveLength(count);
  });

  it('sign-ins and audience exports are in the log; reads and refused writes are not', async () => {
    const { company, owner } = await buildCompany(t);
    const signIn = await t.rest('POST', '/users/sign_in', { body: { email: owner.user.email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const last = contentOf((await entries(company.id)).at(-1)!);
    expect(last).toMatchObject({ action: 'signIn', actor: { type: 'user', userId: owner.user.id }, ip: '127.0.0.1' });

    const before = (await entries(company.id)).length;
    await t.gql('{ viewer { company { name materials(first: 5) { totalCount } } } }', {}, owner.token);
    await t.gql(`mutation { updateCompany(input: { name: "" }) { __typename } }`, {}, owner.token);
    expect((await entries(company.id)).slice(before).map((e) => e.action)).toEqual([]);
    const exported = await t.gql('{ audienceExport { totalCount } }', {}, owner.token);
    expect(exported.errors).toBeUndefined();
    const e = contentOf((await entries(company.id)).at(-1)!);
    expect(e).toMatchObject({ action: 'audienceExport', actor: { type: 'user', userId: owner.user.id }, after: { rows: 0 } });
  });

  it('never keeps a secret: a new token is logged by name and scopes', async () => {
    const { company, owner } = await buildCompany(t);
    const made = await makeApiToken(t, owner.token, ['analytics:read'], { name: 'BI', expiresAt: null });
    const e = (await entries(company.id)).at(-1)!;
    expect(contentOf(e)).toMatchObject({ action: 'createApiToken', after: { name: 'BI', scopes: ['analytics:read'], expiresAt: null, revoked: false } });
    expect(e.content).not.toContain(made.token.slice(3));
  });
});

describe('the chain', () => {
  it('stays one unbroken chain under concurrent appends, each hash SHA-256(previous hash + content)', async () => {
    const { company, owner } = await buildCompany(t);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.gql(`mutation ($n: String) { updateCompany(input: { name: $n }) { __typename } }`, { n: `Name ${i}` }, owner.token),
      ),
    );
    const all = await entries(company.id);
    expect(all.map((e) => e.seq)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    let previous = '';
    for (const e of all) {
      expect(e.hash).toBe(
        createHash('sha256')
          .update(previous + e.content)
          .digest('hex'),
      );
      previous = e.hash;
    }
    await t.deps.audit.settle();
    expect(await verifyAuditChain(t.prisma, company.id)).toEqual([{ companyId: company.id, entries: all.length, brokenAt: null }]);
  });

  it('ignores updates, and the check names the first broken link after a row is removed or replaced', async () => {
    const { company, owner } = await buildCompany(t);
    for (const n of ['A', 'B', 'C', 'D']) await t.gql(`mutation ($n: String) { updateCompany(input: { name: $n }) { __typename } }`, { n }, owner.token);
    const all = await entries(company.id);
    expect(all.length).toBeGreaterThanOrEqual(5);
    // An update changes nothing (the table's rule turns it into nothing).
    await t.prisma.$executeRaw`UPDATE "AuditEntry" SET "action" = 'nothing', "content" = '{}' WHERE "id" = ${all[2]!.id}`;
    expect(await t.prisma.auditEntry.findUniqueOrThrow({ where: { id: all[2]!.id } })).toEqual(all[2]);

    // Replaced (deleted and written again with other content): its hash no longer follows.
    const victim = all[2]!;
    await t.prisma.auditEntry.delete({ where: { id: victim.id } });
    const forged = victim.content.replace('"Name', '"Forged');
    await t.prisma.auditEntry.create({ data: { ...victim, id: undefined, content: victim.content.replace(/"ip":"[^"]*"/, '"ip":"10.9.9.9"') } });
    void forged;
    expect((await verifyAuditChain(t.prisma, company.id))[0]!.brokenAt).toEqual({
      seq: victim.seq,
      reason: 'its hash does not follow from the previous entry and its content',
    });
    // Removed: the gap is named.
    const again = await t.prisma.auditEntry.findFirstOrThrow({ where: { companyId: company.id, seq: victim.seq } });
    await t.prisma.auditEntry.delete({ where: { id: again.id } });
    expect((await verifyAuditChain(t.prisma, company.id))[0]!.brokenAt).toEqual({
      seq: victim.seq,
      reason: `entry ${victim.seq} is missing (the next is ${victim.seq + 1})`,
    });
  });

  it('a removed last entry is found through the head', async () => {
    const { company, owner } = await buildCompany(t);
    await t.gql(`mutation { updateCompany(input: { name: "Last" }) { __typename } }`, {}, owner.token);
    const last = (await entries(company.id)).at(-1)!;
    await t.prisma.auditEntry.delete({ where: { id: last.id } });
    expect((await verifyAuditChain(t.prisma, company.id))[0]!.brokenAt).toEqual({
      seq: last.seq,
      reason: `the chain ends at ${last.seq - 1} but its head says ${last.seq}: entries after it are missing`,
    });
  });
});

describe('reading the log', () => {
  it('Owners (and a token with audit:read) read it, filtered by action, actor and time; others may not', async () => {
    const { company, owner } = await buildCompany(t);
    const admin = await addMember(t, company.id, 'TEAM_ADMIN');
    const member = await addMember(t, company.id, 'MEMBER');
    await t.gql(UPDATE_ROLE, { id: member.gid, role: 'VIEW_ONLY' }, admin.token);
    await t.gql(`mutation { updateCompany(input: { name: "Filtered" }) { __typename } }`, {}, owner.token);
    await t.deps.audit.settle();
    const Q = `query ($action: String, $actor: String, $from: DateTime) { viewer { company { auditLog(action: $action, actor: $actor, from: $from) { totalCount entries { action actorLabel target { type targetId } before after } } auditActions } } }`;
    const byAction = await t.gql(Q, { action: 'updateMemberRole' }, owner.token);
    expect(byAction.data.viewer.company.auditLog).toEqual({
      totalCount: 1,
      entries: [
        {
          action: 'updateMemberRole',
          actorLabel: admin.user.email,
          target: { type: 'Membership', targetId: member.membership.id },
          before: { role: 'MEMBER' },
          after: { role: 'VIEW_ONLY' },
        },
      ],
    });
    expect(byAction.data.viewer.company.auditActions).toEqual(expect.arrayContaining(['updateCompany', 'updateMemberRole']));
    const byActor = await t.gql(Q, { actor: owner.user.email }, owner.token);
    expect(byActor.data.viewer.company.auditLog.entries.map((e: { action: string }) => e.action)).toContain('updateCompany');
    expect(byActor.data.viewer.company.auditLog.entries.map((e: { action: string }) => e.action)).not.toContain('updateMemberRole');
    expect((await t.gql(Q, { from: new Date(Date.now() + 60_000).toISOString() }, owner.token)).data.viewer.company.auditLog.totalCount).toBe(0);

    expect((await t.gql(Q, {}, admin.token)).errors?.[0]?.message).toBe('Not authorized to resolve Company.auditLog');
    expect((await t.rest('GET', '/audit_log', { token: admin.token })).status).toBe(403);
    const reader = await makeApiToken(t, owner.token, ['audit:read']);
    const rest = await t.rest('GET', '/audit_log?action=updateMemberRole', { token: reader.token });
    expect(rest.status).toBe(200);
    expect(rest.body.entries).toHaveLength(1);
    expect(rest.body.entries[0]).toMatchObject({ action: 'updateMemberRole', actor: { type: 'user', label: admin.user.email }, ip: '127.0.0.1' });
    expect(rest.body.pagination).toEqual({ page: 1, limit: 50, total_count: 1, total_pages: 1 });
    expect((await t.rest('GET', '/audit_log?from=yesterday', { token: reader.token })).status).toBe(422);
  });

  it('exports CSV with formulas defused', async () => {
    const { owner } = await buildCompany(t);
    await t.gql(`mutation { updateCompany(input: { name: "=HYPERLINK(1)" }) { __typename } }`, {}, owner.token);
    await t.deps.audit.settle();
    const res = await t.fetch('/api/v1/audit_log?format=csv&action=updateCompany', { headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('seq,time,action,actor,actor_type,made_by,target_type,target_id,target,ip,before,after,hash');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,updateCompany,${owner.user.email},user,`);
    // The new name is in "after", as JSON: a cell that starts with = is written '=… (not a formula).
    expect(lines[1]).toContain('"{""name"":""=HYPERLINK(1)""}"');
    const cells = lines[1]!.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
    expect(cells.some((c) => /^"?=/.test(c))).toBe(false);
  });
});
