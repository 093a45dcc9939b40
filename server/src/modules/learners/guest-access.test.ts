/**
 * "User Info Required" (guest-access.service.ts): a name and an e-mail sign a visitor in as a
 * guest learner, for that kind of material only; a guest session never opens a Private material,
 * even under an e-mail on its list; a guest's name never replaces a learner's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { GUEST_MATERIAL_NOT_FOUND } from './guest-access.service.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
const m = {} as Record<'guest' | 'open' | 'secret' | 'draft' | 'theirs', { id: string; slug: string }>;
const listed = uniqueEmail('listed');

async function material(companyId: string, name: string, kind: 'WALKTHROUGH' | 'DOC', visibility: 'PUBLIC' | 'GUEST' | 'PRIVATE', published = true) {
  return t.prisma.learningMaterial.create({
    data: {
      companyId,
      kind,
      visibility,
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      publishedRevision: published ? 1 : null,
      publishedData: published ? [] : undefined,
      publishedAt: published ? new Date() : null,
    },
    select: { id: true, slug: true },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
  m.guest = await material(A.company.id, 'Guest tour', 'WALKTHROUGH', 'GUEST');
  m.open = await material(A.company.id, 'Open tour', 'WALKTHROUGH', 'PUBLIC');
  m.secret = await material(A.company.id, 'Secret doc', 'DOC', 'PRIVATE');
  m.draft = await material(A.company.id, 'Draft guest tour', 'WALKTHROUGH', 'GUEST', false);
  m.theirs = await material(B.company.id, 'Their guest tour', 'WALKTHROUGH', 'GUEST');
  await t.prisma.materialAccess.create({ data: { companyId: A.company.id, materialId: m.secret.id, email: listed } });
});
afterAll(() => t.close());

const guest = (materialId: string, body: Record<string, unknown>, company = A.company.slug) =>
  t.rest('POST', `/hub/guest_access/${materialId}?company=${company}`, { body });
const HUB = 'query ($c: String!) { hub(companySlug: $c) { materials { items { name } } } }';
const OPEN_DOC = 'query ($c: String!, $s: String!) { publishedWalkthrough(companySlug: $c, slug: $s) { slug } }';
const hubNames = async (token: string) => (await t.gql(HUB, { c: A.company.slug }, token)).data.hub.materials.items.map((i: { name: string }) => i.name);

describe('guest access', () => {
  it('signs a new visitor in as a guest learner with the name given (first and last), token and cookie', async () => {
    const email = uniqueEmail('ada');
    const res = await guest(m.guest.id, { name: '  Ada  King Lovelace ', email });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^aud_token=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await t.rest('GET', '/hub/current_user', { token: res.body.data.token })).body).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'King Lovelace',
    });
    const learner = await t.prisma.learner.findFirstOrThrow({ where: { email, companyId: A.company.id }, include: { sessions: true } });
    expect(learner.sessions.map((s) => s.verified)).toEqual([false]);
  });

  it('never opens a Private material, even under an e-mail on its list; a magic link does', async () => {
    const asGuest = (await guest(m.guest.id, { name: 'Someone', email: listed })).body.data.token as string;
    expect(await hubNames(asGuest)).toEqual(['Guest tour', 'Open tour']);
    expect((await t.gql(OPEN_DOC, { c: A.company.slug, s: m.secret.slug }, asGuest)).data.publishedWalkthrough).toBeNull();

    await t.rest('POST', '/magic_link/generate', { body: { email: listed, company: A.company.slug } });
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: listed, kind: 'magic_link' }, orderBy: { createdAt: 'desc' } });
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const verified = (await t.rest('GET', `/magic_link/verify?token=${token}`)).body.data.token as string;
    expect(await hubNames(verified)).toEqual(['Guest tour', 'Open tour', 'Secret doc']);
    expect((await t.gql(OPEN_DOC, { c: A.company.slug, s: m.secret.slug }, verified)).data.publishedWalkthrough).toEqual({ slug: m.secret.slug });
  });

  it("keeps a learner's own name when a guest types another", async () => {
    const email = uniqueEmail('named');
    await t.prisma.learner.create({ data: { companyId: A.company.id, email, firstName: 'Grace', lastName: 'Hopper' } });
    expect((await guest(m.guest.id, { name: 'Mallory', email })).status).toBe(200);
    expect(await t.prisma.learner.findFirstOrThrow({ where: { email } })).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('is only for a published User Info Required material of this hub, and checks the name and e-mail', async () => {
    const body = { name: 'Ada', email: uniqueEmail('nope') };
    for (const id of [m.open.id, m.secret.id, m.draft.id, m.theirs.id, 'not-a-uuid'])
      expect(await guest(id, body), id).toMatchObject({ status: 404, body: { error: GUEST_MATERIAL_NOT_FOUND } });
    expect((await guest(m.guest.id, body, 'no-such-hub')).status).toBe(404);
    expect(await guest(m.guest.id, { email: uniqueEmail() })).toMatchObject({ status: 422, body: { errors: { name: ["can't be blank"] } } });
    expect(await guest(m.guest.id, { name: 'Ada', email: 'nope' })).toMatchObject({ status: 422, body: { errors: { email: ['is invalid'] } } });
    expect(await guest(m.guest.id, { name: 'x'.repeat(101), email: uniqueEmail() })).toMatchObject({
      status: 422,
      body: { errors: { name: ['is too long (maximum is 100 characters)'] } },
    });
    expect(await t.prisma.learner.count({ where: { email: body.email } })).toBe(0);
  });

  it('works over GraphQL as well, with the cookie', async () => {
    const email = uniqueEmail('gql-guest');
    const res = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: GuestAccessInput!) { guestAccess(input: $input) { __typename ... on LearnerSignInPayload { learner { email firstName } } } }',
        variables: { input: { companySlug: A.company.slug, materialId: m.guest.id, name: 'Alan Turing', email } },
      }),
    });
    expect((await res.json()).data.guestAccess).toEqual({ __typename: 'LearnerSignInPayload', learner: { email, firstName: 'Alan' } });
    expect(res.headers.get('set-cookie')).toMatch(/^aud_token=/);
  });

  it('gates each hub material for each caller: OPEN with its content, GUEST_INFO, SIGN_IN, NOT_SHARED', async () => {
    const VIEW = 'query ($c: String!, $s: String!) { hub(companySlug: $c) { material(slug: $s) { gate walkthrough { slug } } } }';
    const gate = async (slug: string, token: string | null) => {
      const v = (await t.gql(VIEW, { c: A.company.slug, s: slug }, token)).data.hub.material;
      return v ? `${v.gate}${v.walkthrough ? ' +content' : ''}` : 'none';
    };
    const guestToken = (await guest(m.guest.id, { name: 'Gate Guest', email: listed })).body.data.token as string;
    await t.rest('POST', '/magic_link/generate', { body: { email: listed, company: A.company.slug } });
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: listed, kind: 'magic_link' }, orderBy: { createdAt: 'desc' } });
    const verified = (await t.rest('GET', `/magic_link/verify?token=${new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')}`)).body.data
      .token;

    // Visitor, guest session (typed a listed e-mail), verified learner on the list, A's staff, B's staff.
    expect(await Promise.all([null, guestToken, verified, A.owner.token, B.owner.token].map((tk) => gate(m.guest.slug, tk)))).toEqual([
      'GUEST_INFO',
      'OPEN +content',
      'OPEN +content',
      'OPEN +content',
      'GUEST_INFO',
    ]);
    expect(await Promise.all([null, guestToken, verified, A.owner.token, B.owner.token].map((tk) => gate(m.secret.slug, tk)))).toEqual([
      'SIGN_IN',
      'NOT_SHARED',
      'OPEN +content',
      'OPEN +content',
      'SIGN_IN',
    ]);
    expect(await gate(m.open.slug, null)).toBe('OPEN +content');
    expect(await gate(m.draft.slug, A.owner.token)).toBe('none');
    expect(await gate('no-such-material', null)).toBe('none');
  });
});
