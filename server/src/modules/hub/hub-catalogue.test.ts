/**
 * The hub's catalogue (hub-catalogue.service.ts) over GraphQL and REST: only published materials,
 * Public and "User Info Required" for anyone, Private only for a learner of this company on the
 * material's access list; tabs, search overriding the tab, pages without repeats, and nothing
 * of another company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../lib/tokens.js';
import { buildCompany, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
let onList: { email: string; token: string };
let offList: { email: string; token: string };
let otherCompanyLearner: { email: string; token: string };

async function learner(companyId: string, email = uniqueEmail('learner')) {
  const l = await t.prisma.learner.create({ data: { companyId, email } });
  const token = newToken();
  await t.prisma.learnerSession.create({ data: { companyId, learnerId: l.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) } });
  return { email, token };
}

async function material(
  companyId: string,
  name: string,
  kind: 'WALKTHROUGH' | 'PATH' | 'DOC' | 'VIDEO',
  visibility: 'PUBLIC' | 'GUEST' | 'PRIVATE',
  published = true,
  description?: string,
) {
  const data = published
    ? [{ id: 1, title: 'First', backgroundUrl: kind === 'WALKTHROUGH' ? `https://img.example/${name}.png` : undefined, layers: [] }]
    : undefined;
  return t.prisma.learningMaterial.create({
    data: {
      companyId,
      kind,
      visibility,
      name,
      description,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      publishedRevision: published ? 1 : null,
      publishedData: data,
      publishedAt: published ? new Date() : null,
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
  await material(A.company.id, 'Alpha walkthrough', 'WALKTHROUGH', 'PUBLIC', true, 'Click through the SETUP screens');
  await material(A.company.id, 'Bravo path', 'PATH', 'GUEST');
  const secret = await material(A.company.id, 'Charlie doc', 'DOC', 'PRIVATE');
  await material(A.company.id, 'Delta video draft', 'VIDEO', 'PUBLIC', false);
  await material(A.company.id, 'Echo video', 'VIDEO', 'PUBLIC', true, 'Setup in five minutes');
  await material(B.company.id, 'Foxtrot of B', 'WALKTHROUGH', 'PUBLIC');
  onList = await learner(A.company.id);
  offList = await learner(A.company.id);
  // The same e-mail as the listed learner, but B's learner: A's list does not admit them.
  otherCompanyLearner = await learner(B.company.id, onList.email);
  await t.prisma.materialAccess.create({ data: { companyId: A.company.id, materialId: secret.id, email: onList.email } });
});
afterAll(() => t.close());

const HUB = `query ($slug: String!, $tab: HubTab, $search: String, $first: Int, $after: String) {
  hub(companySlug: $slug) { name slug materials(tab: $tab, search: $search, first: $first, after: $after) { items { name kind visibility firstStepBackgroundUrl } nextCursor } }
}`;
const names = async (vars: Record<string, unknown>, token: string | null = null) => {
  const res = await t.gql(HUB, { slug: A.company.slug, ...vars }, token);
  if (res.errors) throw new Error(res.errors[0]!.message);
  return res.data.hub.materials.items.map((m: { name: string }) => m.name);
};

describe('hub catalogue', () => {
  it('shows visitors the published Public and "User Info Required" materials of this company only', async () => {
    expect(await names({})).toEqual(['Alpha walkthrough', 'Bravo path', 'Echo video']);
    // A staff token is no learner: the same as a visitor.
    expect(await names({}, A.owner.token)).toEqual(['Alpha walkthrough', 'Bravo path', 'Echo video']);
  });

  it("adds a Private material for a learner on its list, not for one off it, nor for another company's learner", async () => {
    expect(await names({}, onList.token)).toEqual(['Alpha walkthrough', 'Bravo path', 'Charlie doc', 'Echo video']);
    expect(await names({}, offList.token)).toEqual(['Alpha walkthrough', 'Bravo path', 'Echo video']);
    expect(await names({}, otherCompanyLearner.token)).toEqual(['Alpha walkthrough', 'Bravo path', 'Echo video']);
  });

  it('filters by tab, and a search (name or description, any case) overrides the tab', async () => {
    expect(await names({ tab: 'KNOWLEDGE_BASES' }, onList.token)).toEqual(['Charlie doc']);
    expect(await names({ tab: 'PATHS' })).toEqual(['Bravo path']);
    expect(await names({ tab: 'COURSES' })).toEqual(['Bravo path']);
    expect(await names({ tab: 'PRODUCT_DEMOS' })).toEqual(['Alpha walkthrough']);
    expect(await names({ tab: 'VIDEOS' })).toEqual(['Echo video']);
    expect(await names({ tab: 'PATHS', search: 'setup' })).toEqual(['Alpha walkthrough', 'Echo video']);
    expect(await names({ search: 'nothing like this' })).toEqual([]);
  });

  it('pages by name without repeats', async () => {
    const first = (await t.gql(HUB, { slug: A.company.slug, first: 2 })).data.hub.materials;
    expect(first.items.map((m: { name: string }) => m.name)).toEqual(['Alpha walkthrough', 'Bravo path']);
    expect(await names({ first: 2, after: first.nextCursor })).toEqual(['Echo video']);
    expect((await t.gql(HUB, { slug: A.company.slug, first: 2, after: first.nextCursor })).data.hub.materials.nextCursor).toBeNull();
  });

  it("gives the walkthrough card its published first step's picture; an unknown hub is null", async () => {
    const items = (await t.gql(HUB, { slug: A.company.slug })).data.hub.materials.items;
    expect(items[0]).toMatchObject({ name: 'Alpha walkthrough', firstStepBackgroundUrl: 'https://img.example/Alpha walkthrough.png' });
    expect((await t.gql(HUB, { slug: 'no-such-hub' })).data.hub).toBeNull();
  });
});

describe('REST /hub/company and /hub/materials', () => {
  it('answers with the company and the visible materials, by category, with 404 and 422 for bad input', async () => {
    expect(await t.rest('GET', `/hub/company?company=${A.company.slug}`)).toMatchObject({
      status: 200,
      body: { name: A.company.name, slug: A.company.slug, logo_url: null, domains: [] },
    });
    const all = await t.rest('GET', `/hub/materials?company=${A.company.slug}`, { token: onList.token });
    expect(all.body.data.map((m: { name: string }) => m.name)).toEqual(['Alpha walkthrough', 'Bravo path', 'Charlie doc', 'Echo video']);
    expect(all.body.data[1]).toMatchObject({ material_type: 'paths', visibility: 'guest', company_name: A.company.name });
    const paths = await t.rest('GET', `/hub/materials?company=${A.company.slug}&category=path`);
    expect(paths.body.data.map((m: { name: string }) => m.name)).toEqual(['Bravo path']);
    expect((await t.rest('GET', '/hub/materials?company=no-such-hub')).status).toBe(404);
    expect((await t.rest('GET', `/hub/materials?company=${A.company.slug}&category=__proto__`)).status).toBe(422);
    expect((await t.rest('GET', `/hub/materials?company=${A.company.slug}&after=not-a-cursor`)).status).toBe(422);
  });
});

describe('opening a published material outside the staff app (materials/material-visibility.ts)', () => {
  const BY_ID = 'query ($c: String!, $id: ID, $s: String) { publishedWalkthrough(companySlug: $c, id: $id, slug: $s) { slug } }';
  const PATH = 'query ($c: String!, $s: String!) { publishedPath(companySlug: $c, slug: $s) { slug } }';
  const open = async (vars: Record<string, unknown>, token: string | null = null) => {
    const res = await t.gql(BY_ID, { c: A.company.slug, ...vars }, token);
    return res.errors ? `error: ${res.errors[0]!.message}` : (res.data.publishedWalkthrough?.slug ?? null);
  };
  const gid = (id: string) => Buffer.from(`Material:${id}`).toString('base64');

  it('finds a walkthrough by its Material id, with the same walls as by slug', async () => {
    const pub = await material(A.company.id, 'India public', 'WALKTHROUGH', 'PUBLIC');
    const priv = await material(A.company.id, 'Juliet private', 'WALKTHROUGH', 'PRIVATE');
    const draft = await material(A.company.id, 'Kilo draft', 'WALKTHROUGH', 'PUBLIC', false);
    const path = await material(A.company.id, 'Lima path', 'PATH', 'PUBLIC');
    const theirs = await material(B.company.id, 'Mike of B', 'WALKTHROUGH', 'PUBLIC');
    await t.prisma.materialAccess.create({ data: { companyId: A.company.id, materialId: priv.id, email: onList.email } });

    expect(await open({ id: gid(pub.id) })).toBe(pub.slug);
    expect(await open({ id: gid(priv.id) })).toBeNull();
    expect(await open({ id: gid(priv.id) }, offList.token)).toBeNull();
    expect(await open({ id: gid(priv.id) }, otherCompanyLearner.token)).toBeNull();
    expect(await open({ id: gid(priv.id) }, onList.token)).toBe(priv.slug);
    expect(await open({ id: gid(priv.id) }, A.owner.token)).toBe(priv.slug);
    expect(await open({ id: gid(priv.id) }, B.owner.token)).toBeNull();
    expect(await open({ id: gid(draft.id) }, A.owner.token)).toBeNull();
    expect(await open({ id: gid(path.id) })).toBeNull();
    expect(await open({ id: gid(theirs.id) })).toBeNull();
    expect(await open({ id: 'not-a-global-id' })).toBeNull();
    expect(await open({ id: Buffer.from('Company:x').toString('base64') })).toBeNull();
    expect(await open({})).toBe("error: Give the walkthrough's slug or its id (one of the two).");
    expect(await open({ id: gid(pub.id), s: pub.slug })).toBe("error: Give the walkthrough's slug or its id (one of the two).");
  });

  it('a private path opens for a learner on its list, not for one off it', async () => {
    const priv = await material(A.company.id, 'November private path', 'PATH', 'PRIVATE');
    await t.prisma.materialAccess.create({ data: { companyId: A.company.id, materialId: priv.id, email: onList.email } });
    expect((await t.gql(PATH, { c: A.company.slug, s: priv.slug }, onList.token)).data.publishedPath).toEqual({ slug: priv.slug });
    expect((await t.gql(PATH, { c: A.company.slug, s: priv.slug }, offList.token)).data.publishedPath).toBeNull();
    expect((await t.gql(PATH, { c: A.company.slug, s: priv.slug })).data.publishedPath).toBeNull();
  });
});
