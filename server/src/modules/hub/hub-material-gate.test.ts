/**
 * A Private material on the hub tells whoever may not open it only that it exists and is private
 * (the gate): not its name, description or content — over GraphQL (`hub.material`,
 * `publishedWalkthrough`) and REST (`/hub/search`, `/hub/materials`) alike. Callers who may not
 * open it: a visitor, a guest session (even under a listed e-mail), a learner not on its list,
 * another company's staff and learners.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../lib/tokens.js';
import { buildCompany, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
let secret: { id: string; slug: string };
let guestTour: { id: string; slug: string };
const NAME = 'Restructuring plan Q3';
const DESCRIPTION = 'Which teams close in September';
const listed = uniqueEmail('listed');

async function material(companyId: string, name: string, visibility: 'PUBLIC' | 'GUEST' | 'PRIVATE', description: string | null = null) {
  return t.prisma.learningMaterial.create({
    data: {
      companyId,
      kind: 'WALKTHROUGH',
      visibility,
      name,
      description,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      publishedRevision: 1,
      publishedData: [{ id: 1, title: 'The plan', description: DESCRIPTION, layers: [] }],
      publishedAt: new Date(),
    },
    select: { id: true, slug: true },
  });
}

/** A learner session as a magic link makes it (the e-mail proven). */
async function verifiedLearner(companyId: string, email: string) {
  const l = await t.prisma.learner.create({ data: { companyId, email } });
  const token = newToken();
  await t.prisma.learnerSession.create({ data: { companyId, learnerId: l.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) } });
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
  B = await buildCompany(t);
  secret = await material(A.company.id, NAME, 'PRIVATE', DESCRIPTION);
  guestTour = await material(A.company.id, 'Guest tour', 'GUEST', 'Open to anyone who says who they are');
  await t.prisma.materialAccess.create({ data: { companyId: A.company.id, materialId: secret.id, email: listed } });
});
afterAll(() => t.close());

const VIEW = `query ($c: String!, $s: String!) {
  hub(companySlug: $c) { material(slug: $s) { id slug name description kind gate walkthrough { name slug steps { title description } } path { name } } }
  publishedWalkthrough(companySlug: $c, slug: $s) { name }
}`;

type Outsider = [who: string, token: string | null, gate: 'SIGN_IN' | 'NOT_SHARED'];
let outsidersOnce: Promise<Outsider[]> | undefined;
/** Every caller that may not open the Private material, with the gate each must get (made once). */
function outsiders(): Promise<Outsider[]> {
  outsidersOnce ??= makeOutsiders();
  return outsidersOnce;
}
async function makeOutsiders(): Promise<Outsider[]> {
  const guest = await t.rest('POST', `/hub/guest_access/${guestTour.id}?company=${A.company.slug}`, { body: { name: 'Guess Who', email: listed } });
  expect(guest.status).toBe(200);
  return [
    ['a visitor', null, 'SIGN_IN'],
    ['a guest session under a listed e-mail', guest.body.data.token, 'NOT_SHARED'],
    ['a learner not on its list', await verifiedLearner(A.company.id, uniqueEmail('unlisted')), 'NOT_SHARED'],
    ["another company's learner", await verifiedLearner(B.company.id, listed), 'SIGN_IN'],
    ["another company's Owner", B.owner.token, 'SIGN_IN'],
  ];
}

describe('a Private material on the hub, to a caller who may not open it', () => {
  it('GraphQL gives the gate and nothing of the material: no name, description or content', async () => {
    for (const [who, token, gate] of await outsiders()) {
      const res = await t.gql(VIEW, { c: A.company.slug, s: secret.slug }, token);
      expect(res.data, who).toEqual({
        hub: { material: { id: secret.id, slug: secret.slug, name: null, description: null, kind: 'WALKTHROUGH', gate, walkthrough: null, path: null } },
        publishedWalkthrough: null,
      });
      expect(JSON.stringify(res), who).not.toMatch(/Restructuring|September/);
    }
  });

  it('REST /hub/search answers only that it is private, and /hub/materials neither lists nor finds it', async () => {
    for (const [who, token] of await outsiders()) {
      for (const query of [`by=slug&keyword=${secret.slug}`, `by=id&keyword=${secret.id}`]) {
        const res = await t.rest('GET', `/hub/search?company=${A.company.slug}&${query}`, { token });
        expect([401, 403], `${who} ${query}`).toContain(res.status);
        expect(Object.keys(res.body), who).toEqual(['error']);
        expect(JSON.stringify(res.body), who).not.toMatch(/Restructuring|September/);
      }
      for (const query of ['', '&search=restructuring', '&search=september']) {
        const res = await t.rest('GET', `/hub/materials?company=${A.company.slug}${query}`, { token });
        expect(res.status, who).toBe(200);
        expect(JSON.stringify(res.body), `${who} ${query}`).not.toMatch(/Restructuring|September/);
      }
    }
  });

  it('a learner on its list (signed in by magic link) and its company staff get it whole', async () => {
    for (const token of [await verifiedLearner(A.company.id, listed), A.owner.token]) {
      const res = await t.gql(VIEW, { c: A.company.slug, s: secret.slug }, token);
      expect(res.data?.hub.material).toMatchObject({ name: NAME, description: DESCRIPTION, gate: 'OPEN', walkthrough: { name: NAME } });
    }
  });

  it('a User Info Required material keeps its name and description before the guest form (the catalogue lists them)', async () => {
    const res = await t.gql(VIEW, { c: A.company.slug, s: guestTour.slug }, null);
    expect(res.data?.hub.material).toMatchObject({
      name: 'Guest tour',
      description: 'Open to anyone who says who they are',
      gate: 'GUEST_INFO',
      walkthrough: null,
    });
  });
});
