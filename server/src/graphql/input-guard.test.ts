/**
 * Input the database can't store never reaches a resolver over GraphQL (input-guard.ts and the
 * JSON scalar): each case used to end in a masked "Unexpected error." (a database error, or a
 * stack overflow in JSON.stringify) and is now a 400 that names the reason and the variable.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { withoutCost } from '../test/without-cost.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, graphqlMultipart, tinyPng } from '../modules/profile/upload-fixtures.js';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let token: string;
let walkthroughId: string;
let pathId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildCompany(t);
  token = owner.token;
  const material = (kind: 'WALKTHROUGH' | 'PATH', slug: string) =>
    t.prisma.learningMaterial.create({ data: { companyId: company.id, kind, name: slug, slug } });
  walkthroughId = encodeGlobalID('Material', (await material('WALKTHROUGH', 'walk')).id);
  pathId = encodeGlobalID('Material', (await material('PATH', 'path')).id);
});
afterAll(() => t.close());

/** POST /graphql with the body written by hand (so it can hold what JSON.stringify can't build). */
async function postRaw(body: string, auth: string | null = token) {
  const res = await t.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    body,
  });
  return {
    status: res.status,
    body: withoutCost(await res.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}
const post = (query: string, variables?: Record<string, unknown>, auth: string | null = token) => postRaw(JSON.stringify({ query, variables }), auth);

const refused = (message: string) => ({ status: 400, body: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] } });

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }`;
const SAVE = `mutation ($input: SaveMaterialDraftInput!) { saveMaterialDraft(input: $input) { __typename ... on Error { message } } }`;

describe('NUL characters', () => {
  it('are refused in a variable, with no token needed (signIn)', async () => {
    expect(await post(SIGN_IN, { input: { email: 'a\u0000@b.test', password: 'x' } }, null)).toEqual(
      refused('Text must not contain NUL characters ($input.email).'),
    );
  });

  it('are refused in an inline string', async () => {
    const res = await post(`mutation { signIn(input: { email: "a\\u0000@b.test", password: "x" }) { __typename } }`, undefined, null);
    expect(res).toEqual({
      status: 400,
      body: { errors: [expect.objectContaining({ message: 'Text must not contain NUL characters.', extensions: { code: 'BAD_USER_INPUT' } })] },
    });
  });

  it("are refused in a query's arguments too (material by slug)", async () => {
    expect(await post(`query ($s: String!) { material(slug: $s) { id } }`, { s: 'a\u0000' })).toEqual(refused('Text must not contain NUL characters ($s).'));
  });

  it('are refused in draft text and in draft object keys', async () => {
    const step = { id: 1, name: 'Step\u0000', layers: [] };
    expect(await post(SAVE, { input: { materialId: walkthroughId, baseRevision: 0, data: [step], config: [] } })).toEqual(
      refused('Text must not contain NUL characters ($input.data[0].name).'),
    );
    expect(await post(SAVE, { input: { materialId: pathId, baseRevision: 0, data: [{ id: 1, layers: [], 'k\u0000': 1 }], config: [] } })).toEqual(
      refused('Keys must not contain NUL characters ($input.data[0]).'),
    );
  });

  it("are refused in a multipart request's file name", async () => {
    const UPLOAD = `mutation ($input: UploadLibraryImageInput!) { uploadLibraryImage(input: $input) { __typename } }`;
    const form = graphqlMultipart(UPLOAD, { input: { file: null } }, 'input.file', blob(tinyPng()), 'a\u0000.png');
    const res = await t.fetch('/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    // The streaming parser refuses a control character in a part's header before GraphQL sees it.
    expect(res.status).toBe(400);
    const message = (await res.json()).errors[0].message;
    expect(message, message).toContain('Malformed form data in request body: a part');
  });

  it('hidden in a global id (base64 carries them past the checks) find nothing instead of failing', async () => {
    const id = encodeGlobalID('Material', 'a\u0000');
    expect(await post(`query ($id: ID!) { node(id: $id) { id } }`, { id })).toEqual({ status: 200, body: { data: { node: null } } });
    const res = await post(`mutation ($input: DeleteMaterialInput!) { deleteMaterial(input: $input) { __typename ... on Error { message } } }`, {
      input: { materialId: id },
    });
    expect(res.body).toEqual({ data: { deleteMaterial: { __typename: 'NotFoundError', message: 'Material not found.' } } });
  });
});

describe('unpaired surrogates', () => {
  it("are refused (jsonb can't store the escape JSON.stringify writes for them)", async () => {
    const data = [{ id: 1, layers: [{ id: 'a', type: 'note', text: 'a\ud800' }] }];
    expect(await post(SAVE, { input: { materialId: pathId, baseRevision: 0, data, config: [] } })).toEqual(
      refused('Text must be valid Unicode (no unpaired surrogates) ($input.data[0].layers[0].text).'),
    );
  });
});

describe('JSON nesting', () => {
  it.each([5_000, 100_000])("refuses a draft nested %i levels (a path's loosely checked layer)", async (levels) => {
    const deep = `${'['.repeat(levels)}1${']'.repeat(levels)}`;
    const body = `{"query": ${JSON.stringify(SAVE)}, "variables": {"input": {"materialId": "${pathId}", "baseRevision": 0, "config": [], "data": [{"id": 1, "layers": [{"id": "a", "type": "note", "extra": ${deep}}]}]}}}`;
    const res = await postRaw(body);
    // Levels from the variables object: input 1, data 2, [0] 3, layers 4, [0] 5, extra 6; the
    // array at level 64 is the first refused, 58 levels into extra.
    expect(res).toEqual(refused(`JSON must not be nested more than 64 levels deep ($input.data[0].layers[0].extra${'[0]'.repeat(58)}).`));
  });

  it('refuses inline JSON nested more than 64 levels', async () => {
    const deep = `${'['.repeat(100)}1${']'.repeat(100)}`;
    const res = await post(`mutation { saveMaterialDraft(input: { materialId: "${pathId}", baseRevision: 0, config: [], data: ${deep} }) { __typename } }`);
    expect(res).toEqual({
      status: 400,
      body: { errors: [expect.objectContaining({ message: 'JSON must not be nested more than 64 levels deep.', extensions: { code: 'BAD_USER_INPUT' } })] },
    });
  });

  it('keeps a draft 60 levels deep (within the limit)', async () => {
    let extra: unknown = 1;
    for (let i = 0; i < 55; i++) extra = [extra];
    // A legacy element kind (quotes) keeps fields it doesn't know, so the whole depth is stored.
    const res = await post(SAVE, {
      input: { materialId: pathId, baseRevision: 0, config: [], data: [{ id: 1, layers: [{ id: 'a', type: 'quotes', extra }] }] },
    });
    expect(res.body).toEqual({ data: { saveMaterialDraft: { __typename: 'SaveMaterialDraftPayload' } } });
  });
});

describe('numbers', () => {
  it('refuses 1e400 (Infinity once parsed) in JSON', async () => {
    const body = `{"query": ${JSON.stringify(SAVE)}, "variables": {"input": {"materialId": "${pathId}", "baseRevision": 0, "config": [], "data": [{"id": 1, "layers": [{"id": "a", "type": "note", "x": 1e400}]}]}}}`;
    expect(await postRaw(body)).toEqual(refused('Numbers must be finite ($input.data[0].layers[0].x).'));
  });

  it('refuses baseRevision 2147483647, whose next revision would not fit the column', async () => {
    const res = await post(SAVE, { input: { materialId: walkthroughId, baseRevision: 2_147_483_647, data: [], config: [] } });
    expect(res.body).toEqual({
      data: { saveMaterialDraft: { __typename: 'ValidationError', message: 'baseRevision must be a whole number from 0 to 2147483646.' } },
    });
  });
});
