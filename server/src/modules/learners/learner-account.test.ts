/**
 * The learner's own account (learner-account.service.ts): the hub's My Account modal through
 * GraphQL (`updateLearnerAccount`) and REST (`PUT /hub/update_current_user`). A learner only
 * ever edits themselves: there is no id to send, and the e-mail never changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../lib/tokens.js';
import { buildCompany, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { blob, executableBytes, graphqlMultipart, tinyPng } from '../profile/upload-fixtures.js';
import { GUEST_CANNOT_EDIT, LEARNER_ACCOUNT_UPDATED } from './learner-account.service.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
});
afterAll(() => t.close());

/** A learner of `companyId` with a session token (verified, as a magic link gives, unless a guest). */
async function learner(companyId: string, opts: { verified?: boolean; firstName?: string } = {}) {
  const row = await t.prisma.learner.create({ data: { companyId, email: uniqueEmail('learner'), firstName: opts.firstName ?? 'Before', city: 'Old town' } });
  const token = newToken();
  await t.prisma.learnerSession.create({
    data: { companyId, learnerId: row.id, verified: opts.verified ?? true, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return { id: row.id, email: row.email, token };
}
const rowOf = (id: string) => t.prisma.learner.findUniqueOrThrow({ where: { id } });

const RESULT = `__typename
  ... on UpdateLearnerAccountPayload { message learner { id email firstName lastName companyName city state avatarUrl } }
  ... on Error { message code }
  ... on ValidationError { fieldErrors { field messages } }`;
const UPDATE = `mutation ($input: UpdateLearnerAccountInput!) { updateLearnerAccount(input: $input) { ${RESULT} } }`;
const fields = (r: any) => Object.fromEntries(r.fieldErrors.map((f: any) => [f.field, f.messages]));

async function updateWithAvatar(token: string | null, input: Record<string, unknown>, bytes: Uint8Array, name = 'me.png') {
  const form = graphqlMultipart(UPDATE, { input: { ...input, avatar: null } }, 'input.avatar', blob(bytes), name);
  const res = await t.fetch('/graphql', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

/** The REST form: `details` as JSON text (or raw text), `avatar` as a file part. */
function restForm(details: unknown, avatar?: Uint8Array, name = 'me.png') {
  const form = new FormData();
  if (details !== undefined) form.set('details', typeof details === 'string' ? details : JSON.stringify(details));
  if (avatar) form.set('avatar', blob(avatar), name);
  return form;
}
const restUpdate = (token: string | null, form: FormData) => t.rest('PUT', '/hub/update_current_user', { token, body: form });

describe('#updateLearnerAccount (GraphQL)', () => {
  it('changes names, company, city and state, trimmed; a blank field is cleared and a missing one kept; the e-mail stays', async () => {
    const me = await learner(A.company.id);
    await t.prisma.learner.update({ where: { id: me.id }, data: { state: 'Kept' } });
    const res = await t.gql(UPDATE, { input: { firstName: '  Ada ', lastName: 'Lovelace', companyName: ' Engines Ltd', city: '   ' } }, me.token);
    expect(res.data.updateLearnerAccount).toEqual({
      __typename: 'UpdateLearnerAccountPayload',
      message: LEARNER_ACCOUNT_UPDATED,
      learner: { id: me.id, email: me.email, firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines Ltd', city: null, state: 'Kept', avatarUrl: null },
    });
    expect(await rowOf(me.id)).toMatchObject({ email: me.email, firstName: 'Ada', city: null, state: 'Kept' });
  });

  it('has no e-mail or id to send: the input refuses them', async () => {
    const me = await learner(A.company.id);
    for (const input of [{ email: 'new@example.com' }, { id: me.id }]) {
      const res = await t.gql(UPDATE, { input }, me.token);
      expect(res.errors?.[0]?.message).toMatch(/is not defined by type "UpdateLearnerAccountInput"/);
    }
    expect((await rowOf(me.id)).email).toBe(me.email);
  });

  it('refuses over-long fields (the staff profile limit, 100) per field and changes nothing', async () => {
    const me = await learner(A.company.id);
    const ok = await t.gql(UPDATE, { input: { firstName: 'x'.repeat(100) } }, me.token);
    expect(ok.data.updateLearnerAccount.learner.firstName).toHaveLength(100);
    const res = await t.gql(UPDATE, { input: { firstName: 'y'.repeat(101), state: 's'.repeat(101), city: 'Fine' } }, me.token);
    expect(res.data.updateLearnerAccount.__typename).toBe('ValidationError');
    expect(fields(res.data.updateLearnerAccount)).toEqual({
      firstName: ['is too long (maximum is 100 characters)'],
      state: ['is too long (maximum is 100 characters)'],
    });
    expect(await rowOf(me.id)).toMatchObject({ firstName: 'x'.repeat(100), city: 'Old town' });
  });

  it('refuses a NUL character', async () => {
    const me = await learner(A.company.id);
    const res = await t.gql(UPDATE, { input: { lastName: 'Lo\u0000ve' } }, me.token);
    expect(res.errors?.[0]?.message).toBe('Text must not contain NUL characters ($input.lastName).');
    expect((await rowOf(me.id)).lastName).toBeNull();
  });

  it('stores a real PNG avatar, replacing and deleting the old file', async () => {
    const me = await learner(A.company.id);
    const first = await updateWithAvatar(me.token, { firstName: 'Pic' }, tinyPng());
    const url1: string = first.body.data.updateLearnerAccount.learner.avatarUrl;
    expect(url1).toMatch(/^\/uploads\/[\w-]+\.png$/);
    expect((await t.fetch(url1)).headers.get('content-type')).toBe('image/png');
    const second = await updateWithAvatar(me.token, {}, tinyPng());
    const url2: string = second.body.data.updateLearnerAccount.learner.avatarUrl;
    expect(url2).not.toBe(url1);
    expect((await t.fetch(url1)).status).toBe(404);
    expect(await rowOf(me.id)).toMatchObject({ firstName: 'Pic', avatarKey: url2.split('/').pop() });
  });

  it('refuses a file of another type (from its bytes, not its name) and one over 15 MB; nothing changes', async () => {
    const me = await learner(A.company.id);
    const exe = await updateWithAvatar(me.token, { firstName: 'Changed' }, executableBytes(), 'cat.png');
    expect(exe.body.data.updateLearnerAccount).toMatchObject({
      __typename: 'UnsupportedMediaTypeError',
      message: 'Only JPG, PNG, GIF, and JPEG images are allowed.',
    });
    const big = new Uint8Array(15_728_641);
    big.set(tinyPng());
    const tooBig = await updateWithAvatar(me.token, { firstName: 'Changed' }, big);
    expect(JSON.stringify(tooBig.body)).toContain('File size exceeds the maximum limit of 15 MB.');
    expect(await rowOf(me.id)).toMatchObject({ firstName: 'Before', avatarKey: null });
  });

  it('is refused to staff, to no token and to a guest session', async () => {
    const staff = await t.gql(UPDATE, { input: { firstName: 'Staff' } }, A.owner.token);
    expect(staff.errors?.[0]?.message).toBe('Not authorized to resolve Mutation.updateLearnerAccount');
    expect((await t.gql(UPDATE, { input: { firstName: 'Nobody' } })).errors?.[0]?.message).toBe('Not authorized to resolve Mutation.updateLearnerAccount');
    const guest = await learner(A.company.id, { verified: false });
    expect((await t.gql(UPDATE, { input: { firstName: 'Guest' } }, guest.token)).data.updateLearnerAccount).toMatchObject({
      __typename: 'ForbiddenError',
      message: GUEST_CANNOT_EDIT,
    });
    expect((await rowOf(guest.id)).firstName).toBe('Before');
  });

  it("a learner of company B changes only themselves, never company A's learner", async () => {
    const a = await learner(A.company.id, { firstName: 'Alice' });
    const b = await learner(B.company.id, { firstName: 'Bob' });
    const before = await rowOf(a.id);
    const res = await t.gql(UPDATE, { input: { firstName: 'Mallory' } }, b.token);
    expect(res.data.updateLearnerAccount.learner).toMatchObject({ id: b.id, firstName: 'Mallory' });
    expect(await rowOf(a.id)).toEqual(before);
  });
});

describe('PUT /hub/update_current_user (REST)', () => {
  it('updates from details (id and email ignored) and answers { message }', async () => {
    const me = await learner(A.company.id);
    const other = await learner(A.company.id, { firstName: 'Other' });
    const res = await restUpdate(
      me.token,
      restForm({ id: other.id, first_name: ' Grace ', last_name: 'Hopper', company_name: 'Navy', city: 'Arlington', state: 'VA', email: 'new@example.com' }),
    );
    expect(res).toMatchObject({ status: 200, body: { message: LEARNER_ACCOUNT_UPDATED } });
    const current = (await t.rest('GET', '/hub/current_user', { token: me.token })).body;
    expect(current).toEqual({
      id: me.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      company_name: 'Navy',
      city: 'Arlington',
      state: 'VA',
      email: me.email,
      avatar_url: null,
    });
    expect((await rowOf(other.id)).firstName).toBe('Other');
  });

  it('stores an avatar, with or without details; an empty file part changes nothing', async () => {
    const me = await learner(A.company.id);
    expect((await restUpdate(me.token, restForm(undefined, tinyPng()))).status).toBe(200);
    const key = (await rowOf(me.id)).avatarKey;
    expect(key).toMatch(/\.png$/);
    expect(await restUpdate(me.token, restForm({ city: 'New' }, new Uint8Array(0), 'none.png'))).toMatchObject({ status: 200 });
    expect(await rowOf(me.id)).toMatchObject({ avatarKey: key, city: 'New' });
  });

  it('422 for details that are not JSON, not an object, too long or holding NUL; nothing changes', async () => {
    const me = await learner(A.company.id);
    const bad = await restUpdate(me.token, restForm('{first_name: Ada'));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ details: ['is not valid JSON: send the JSON text of an object like {"first_name": "Ada"}'] });
    expect(bad.body.error).toMatch(/^details is not valid JSON/);
    expect((await restUpdate(me.token, restForm('[1]'))).status).toBe(422);
    const long = await restUpdate(me.token, restForm({ last_name: 'x'.repeat(101) }));
    expect(long).toMatchObject({ status: 422, body: { errors: { 'details.last_name': ['is too long (maximum is 100 characters)'] } } });
    const nul = await restUpdate(me.token, restForm('{"city": "a\\u0000b"}'));
    expect(nul).toMatchObject({ status: 422, body: { errors: { 'details.city': ['Text must not contain NUL characters.'] } } });
    expect(await rowOf(me.id)).toMatchObject({ firstName: 'Before', lastName: null, city: 'Old town' });
  });

  it('415 for a wrong type and 413 over 15 MB', async () => {
    const me = await learner(A.company.id);
    const exe = await restUpdate(me.token, restForm({ first_name: 'X' }, executableBytes(), 'cat.gif'));
    expect(exe).toMatchObject({ status: 415, body: { error: 'Only JPG, PNG, GIF, and JPEG images are allowed.' } });
    const big = new Uint8Array(15_728_641);
    big.set(tinyPng());
    expect(await restUpdate(me.token, restForm({ first_name: 'X' }, big))).toMatchObject({
      status: 413,
      body: { error: 'File size exceeds the maximum limit of 15 MB.' },
    });
    expect(await rowOf(me.id)).toMatchObject({ firstName: 'Before', avatarKey: null });
  });

  it('401 for a staff token or none, 403 for a guest; a learner of B changes only themselves', async () => {
    expect((await restUpdate(A.owner.token, restForm({ first_name: 'Staff' }))).status).toBe(401);
    expect((await restUpdate(null, restForm({ first_name: 'None' }))).status).toBe(401);
    const guest = await learner(A.company.id, { verified: false });
    expect(await restUpdate(guest.token, restForm({ first_name: 'Guest' }))).toMatchObject({ status: 403, body: { error: GUEST_CANNOT_EDIT } });
    const a = await learner(A.company.id, { firstName: 'Alice' });
    const b = await learner(B.company.id, { firstName: 'Bob' });
    const before = await rowOf(a.id);
    expect((await restUpdate(b.token, restForm({ id: a.id, first_name: 'Mallory', email: a.email }))).status).toBe(200);
    expect(await rowOf(a.id)).toEqual(before);
    expect(await rowOf(b.id)).toMatchObject({ firstName: 'Mallory', email: b.email });
  });
});
