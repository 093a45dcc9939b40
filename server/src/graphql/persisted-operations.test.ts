/**
 * The production rule for GraphQL documents (persisted-operations.ts), over HTTP, multipart and
 * graphql-ws: a visitor or a learner runs only the persisted operations, by id; staff sessions
 * and API tokens may also send documents of their own. The map here is the test's own file, in
 * the Relay compiler's format (`{ "<sha256 of the text>": "<text>" }`).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hashToken, newToken } from '../lib/tokens.js';
import { tinyPng } from '../modules/profile/upload-fixtures.js';
import { buildCompany, PASSWORD, uniqueEmail } from '../test/factories.js';
import { startTestHttpServer, type TestHttpServer } from '../test/http-server.js';
import { OWN_DOCUMENTS_REFUSED_MESSAGE, parseOperations, UNKNOWN_OPERATION_MESSAGE } from './persisted-operations.js';

const SIGN_UP = 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { __typename } }\n';
const COMPANY_NAME = 'query CompanyName { viewer { company { name } } }\n';
const AVATAR = 'mutation Avatar($input: UploadAvatarInput!) { uploadAvatar(input: $input) { __typename } }\n';
const SAVED = 'subscription Saved($id: ID!) { materialSaved(materialId: $id) { revision } }\n';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let s: TestHttpServer;
let mapFile: string;
let A: Awaited<ReturnType<typeof buildCompany>>;
let learnerToken: string;
let apiToken: string;

async function writeMap(texts: string[]) {
  await writeFile(mapFile, JSON.stringify(Object.fromEntries(texts.map((text) => [sha256(text), text])), null, 2));
}

beforeAll(async () => {
  mapFile = path.join(await mkdtemp(path.join(tmpdir(), 'lh-persisted-')), 'persisted-operations.json');
  await writeMap([SIGN_UP, COMPANY_NAME, AVATAR, SAVED]);
  s = await startTestHttpServer({ env: { GRAPHQL_ARBITRARY_DOCUMENTS: 'staff', PERSISTED_OPERATIONS_FILE: mapFile } });
  A = await buildCompany(s, { name: 'Persisted Co' });
  const learner = await s.prisma.learner.create({ data: { companyId: A.company.id, email: uniqueEmail('learner') } });
  learnerToken = newToken();
  await s.prisma.learnerSession.create({
    data: { companyId: A.company.id, learnerId: learner.id, tokenHash: hashToken(learnerToken), expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const made = await s.gql(
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { ... on ApiTokenSecretPayload { token } } }',
    { input: { name: 'Own documents', scopes: ['materials:read'] } },
    A.owner.token,
  );
  apiToken = made.data.createApiToken.token;
});
afterAll(() => s.close());

async function post(body: unknown, token?: string) {
  const res = await fetch(`${s.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

const signUpVariables = (email: string) => ({ input: { email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true } });

describe('over HTTP', () => {
  it('a visitor runs a persisted operation by its id', async () => {
    const email = uniqueEmail('persisted');
    const res = await post({ documentId: sha256(SIGN_UP), operationName: 'SignUp', variables: signUpVariables(email) });
    expect([res.status, res.body.data?.signUp.__typename]).toEqual([200, 'AuthPayload']);
    expect(await s.prisma.user.count({ where: { email } })).toBe(1);
  });

  it("a visitor's document of their own is refused with 403, naming what to do, and runs nothing", async () => {
    const email = uniqueEmail('own');
    const res = await post({ query: SIGN_UP, variables: signUpVariables(email) });
    expect(res.status).toBe(403);
    expect(res.body.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[OWN_DOCUMENTS_REFUSED_MESSAGE, 'PERSISTED_OPERATION_REQUIRED']]);
    expect(res.body.data).toBeUndefined();
    expect(await s.prisma.user.count({ where: { email } })).toBe(0);
  });

  it("a learner's document of their own is refused too (as Bearer and as the hub's cookie)", async () => {
    expect((await post({ query: COMPANY_NAME }, learnerToken)).status).toBe(403);
    const res = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `aud_token=${learnerToken}` },
      body: JSON.stringify({ query: COMPANY_NAME }),
    });
    expect(res.status).toBe(403);
  });

  it('staff sessions and API tokens may send documents of their own', async () => {
    const own = '{ viewer { company { name } } }';
    expect((await post({ query: own }, A.owner.token)).body).toEqual({
      data: { viewer: { company: { name: 'Persisted Co' } } },
      extensions: expect.anything(),
    });
    expect((await post({ query: own }, apiToken)).body.data).toEqual({ viewer: { company: { name: 'Persisted Co' } } });
    // …and the persisted ones, as the web client sends them.
    expect((await post({ documentId: sha256(COMPANY_NAME) }, A.owner.token)).body.data).toEqual({ viewer: { company: { name: 'Persisted Co' } } });
  });

  it('an unknown, malformed or doubled id is a 400 with the reason', async () => {
    const refusal = async (body: unknown) => {
      const res = await post(body, A.owner.token);
      return [res.status, res.body.errors?.[0]?.message, res.body.errors?.[0]?.extensions?.code];
    };
    expect(await refusal({ documentId: sha256('query Gone { viewer { role } }') })).toEqual([400, UNKNOWN_OPERATION_MESSAGE, 'PERSISTED_OPERATION_NOT_FOUND']);
    expect(await refusal({ documentId: 'SignUp' })).toEqual([
      400,
      'documentId must be the SHA-256 id (64 hexadecimal characters) of a persisted operation.',
      'BAD_REQUEST',
    ]);
    expect(await refusal({ documentId: sha256(COMPANY_NAME), query: COMPANY_NAME })).toEqual([
      400,
      'Send either documentId or query, not both.',
      'BAD_REQUEST',
    ]);
  });

  it('a file upload sends the id inside the multipart `operations`', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ documentId: sha256(AVATAR), operationName: 'Avatar', variables: { input: { file: null } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.set('0', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${s.baseUrl}/graphql`, { method: 'POST', headers: { authorization: `Bearer ${A.owner.token}` }, body: form });
    const body = (await res.json()) as { data?: { uploadAvatar: { __typename: string } } };
    expect(body.data?.uploadAvatar.__typename).toBe('UpdateProfilePayload');
  });

  it('a map entry whose id is not the SHA-256 of its text is ignored', () => {
    const map = parseOperations(JSON.stringify({ [sha256(COMPANY_NAME)]: COMPANY_NAME, [sha256(COMPANY_NAME).replace(/^./, '0')]: SIGN_UP, x: 1 }));
    expect([...map.keys()]).toEqual([sha256(COMPANY_NAME)]);
  });

  it('an id added to the file while the server runs (a rebuilt client) is found without a restart', async () => {
    const later = 'query Later { viewer { role } }\n';
    expect((await post({ documentId: sha256(later) }, A.owner.token)).status).toBe(400);
    await writeMap([SIGN_UP, COMPANY_NAME, AVATAR, SAVED, later]);
    expect((await post({ documentId: sha256(later) }, A.owner.token)).body.data).toEqual({ viewer: { role: 'OWNER' } });
  });
});

describe('over graphql-ws', () => {
  /** The first answer to one operation: its data, or its errors' messages. */
  async function firstAnswer(token: string | null, payload: { query: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> }) {
    const client = createClient({ url: s.wsUrl, webSocketImpl: WebSocket, connectionParams: token ? { authToken: token } : {}, retryAttempts: 0 });
    try {
      return await new Promise<unknown>((resolve, reject) => {
        const stop = client.subscribe(payload, {
          next: (value) => {
            resolve(value.errors ? value.errors.map((e) => e.message) : value.data);
            stop();
          },
          error: (error) => resolve(Array.isArray(error) ? error.map((e: { message: string }) => e.message) : reject(error)),
          complete: () => resolve('complete'),
        });
      });
    } finally {
      await client.dispose();
    }
  }

  it('a visitor sends an id (empty query, the id in extensions), not a document of their own', async () => {
    // Run, not refused: a visitor has no company, so the viewer is null.
    expect(await firstAnswer(null, { query: '', extensions: { documentId: sha256(COMPANY_NAME) } })).toEqual({ viewer: null });
    expect(await firstAnswer(null, { query: SAVED, variables: { id: randomUUID() } })).toEqual([OWN_DOCUMENTS_REFUSED_MESSAGE]);
    expect(await firstAnswer(learnerToken, { query: COMPANY_NAME })).toEqual([OWN_DOCUMENTS_REFUSED_MESSAGE]);
  });

  it('staff and tokens send either; an unknown id is refused with the reason', async () => {
    expect(await firstAnswer(A.owner.token, { query: '', extensions: { documentId: sha256(COMPANY_NAME) } })).toEqual({
      viewer: { company: { name: 'Persisted Co' } },
    });
    expect(await firstAnswer(apiToken, { query: '{ viewer { company { name } } }' })).toEqual({ viewer: { company: { name: 'Persisted Co' } } });
    expect(await firstAnswer(A.owner.token, { query: '', extensions: { documentId: sha256('query Nope { x }') } })).toEqual([UNKNOWN_OPERATION_MESSAGE]);
  });
});
