/**
 * Bad input to the REST shim is a 4xx naming the reason, never a 500 (body.ts, the address check
 * in index.ts, materials.dto.ts, the revision bounds). Each case here used to answer 500, or
 * (`?category=__proto__`) 200 with every material.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { insertMaterial } from '../../modules/materials/materials.test-helpers.js';

let t: TestApp;
let token: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildCompany(t);
  token = owner.token;
  companyId = company.id;
});
afterAll(() => t.close());

const rest = (method: string, path: string, body?: unknown, auth: string | null = token) => t.rest(method, path, { token: auth, body });
const fieldError = (field: string, reason: string) => ({
  status: 422,
  body: { error: `${reason.replace(/\.$/, '')} (${field}).`, errors: { [field]: [reason] } },
});
const NUL = 'Text must not contain NUL characters.';

describe('NUL characters', () => {
  it("in sign-in's JSON body (no token needed)", async () => {
    const res = await rest('POST', '/users/sign_in', { email: 'a\u0000@b.test', password: 'secret' }, null);
    expect({ status: res.status, body: res.body }).toEqual(fieldError('email', NUL));
  });

  it("nested in a body (a material's access list)", async () => {
    const m = await insertMaterial(t, companyId);
    const res = await rest('PUT', `/learning_materials/${m.id}/access`, { emails: ['ok@b.test', 'x\u0000@b.test'] });
    expect({ status: res.status, body: res.body }).toEqual(fieldError('emails[1]', NUL));
  });

  it('in a query string', async () => {
    const res = await rest('GET', '/learning_materials?search=%00');
    expect({ status: res.status, body: res.body }).toEqual(fieldError('search', NUL));
  });

  it('in the address (an id)', async () => {
    const res = await rest('GET', '/learning_materials/%00');
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: 'The address is not valid: text must not contain NUL characters.' } });
  });

  it('in a multipart text field', async () => {
    const form = new FormData();
    form.set('first_name', 'Ann\u0000');
    const res = await rest('PUT', '/profile', form);
    expect({ status: res.status, body: res.body }).toEqual(fieldError('first_name', NUL));
  });
});

describe('?category= is looked up in the known kinds only', () => {
  const ALLOWED = 'category must be one of walkthroughs, paths, docs or videos (singular accepted).';
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('refuses %s with the allowed values', async (category) => {
    for (const route of ['/learning_materials', '/learning_materials/audience']) {
      const res = await rest('GET', `${route}?category=${category}`);
      expect({ status: res.status, body: res.body }, route).toEqual({ status: 422, body: { error: ALLOWED, errors: { category: [ALLOWED] } } });
    }
  });

  it('still lists one kind by its name', async () => {
    await insertMaterial(t, companyId, { kind: 'DOC', name: 'The doc' });
    const res = await rest('GET', '/learning_materials?category=Docs');
    expect(res.status).toBe(200);
    expect(res.body.map((m: { name: string }) => m.name)).toEqual(['The doc']);
  });
});

describe('revisions past the INT column', () => {
  const save = (id: string, revision?: number) => rest('PUT', `/walkthroughs/${id}`, { data: [], config: [], ...(revision === undefined ? {} : { revision }) });
  const REVISION = 'must be a whole number from 0 to 2147483646';

  it.each([2_147_483_648, 2_147_483_647, 1e20])('refuses revision %d', async (revision) => {
    const m = await insertMaterial(t, companyId);
    const res = await save(m.id, revision);
    expect({ status: res.status, body: res.body }).toEqual({ status: 422, body: { error: `revision ${REVISION}.`, errors: { revision: [REVISION] } } });
  });

  it('saves from 2147483646 to 2147483647, the last revision, and then refuses an unconditional save with 409', async () => {
    const m = await insertMaterial(t, companyId, { revision: 2_147_483_646 });
    expect((await save(m.id, 2_147_483_646)).body).toEqual({ revision: 2_147_483_647, saved_at: expect.any(String) });
    const res = await save(m.id);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 409,
      body: { error: "This draft has reached the largest revision number and can't be saved again." },
    });
  });
});

describe('JSON bodies', () => {
  const put = (id: string, data: string) =>
    t.fetch(`/api/v1/walkthroughs/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: `{"config": [], "data": ${data}}`,
    });

  it.each([5_000, 100_000])('refuses a draft nested %i levels, for a walkthrough and for a path', async (levels) => {
    for (const kind of ['WALKTHROUGH', 'PATH'] as const) {
      const m = await insertMaterial(t, companyId, { kind });
      const res = await put(m.id, `[{"id": 1, "layers": [{"id": "a", "type": "note", "extra": ${'['.repeat(levels)}${']'.repeat(levels)}}]}]`);
      // Levels from the body object: data 1, [0] 2, layers 3, [0] 4, extra 5; refused at level 64.
      const field = `data[0].layers[0].extra${'[0]'.repeat(59)}`;
      expect({ status: res.status, body: await res.json() }).toEqual(fieldError(field, 'JSON must not be nested more than 64 levels deep.'));
    }
  });

  it('refuses 1e400 (Infinity once parsed)', async () => {
    const m = await insertMaterial(t, companyId, { kind: 'PATH' });
    const res = await put(m.id, `[{"id": 1, "layers": [{"id": "a", "type": "note", "x": 1e400}]}]`);
    expect({ status: res.status, body: await res.json() }).toEqual(fieldError('data[0].layers[0].x', 'Numbers must be finite.'));
  });

  it('refuses an unpaired surrogate', async () => {
    const m = await insertMaterial(t, companyId, { kind: 'PATH' });
    const res = await put(m.id, `[{"id": 1, "layers": [{"id": "a", "type": "note", "text": "a\\ud800"}]}]`);
    expect({ status: res.status, body: await res.json() }).toEqual(
      fieldError('data[0].layers[0].text', 'Text must be valid Unicode (no unpaired surrogates).'),
    );
  });
});
