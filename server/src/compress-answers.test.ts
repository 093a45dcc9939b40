/**
 * API answers of 1 KB and more compressed by Accept-Encoding (compress-answers.ts): the bytes
 * decompress to exactly the plain answer; small answers, refused encodings and files are sent
 * as they are.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { withoutCost } from './test/without-cost.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
let A: Awaited<ReturnType<typeof buildCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  A = await buildCompany(t);
});
afterAll(() => t.close());

const raw = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressed API answers', () => {
  it('brotli or gzip by Accept-Encoding, decompressing to the plain answer', async () => {
    const plain = await raw(await t.fetch('/api/v1/openapi.json'));
    expect(plain.length).toBeGreaterThan(1024);
    const br = await t.fetch('/api/v1/openapi.json', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = await raw(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(brBytes).equals(plain)).toBe(true);

    const gz = await t.fetch('/api/v1/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await raw(gz)).equals(plain)).toBe(true);

    const refused = await t.fetch('/api/v1/openapi.json', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect((await raw(refused)).equals(plain)).toBe(true);
  });

  it('GraphQL answers too; an answer under 1 KB goes as it is', async () => {
    const big = `{ __schema { types { name } } }`;
    const res = await t.fetch('/graphql', {
      method: 'POST',
      // The schema is described to signed-in callers only.
      headers: { 'content-type': 'application/json', 'Accept-Encoding': 'gzip', authorization: `Bearer ${A.owner.token}` },
      body: JSON.stringify({ query: big }),
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const answer = JSON.parse(gunzipSync(await raw(res)).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(answer.data.__schema.types.length).toBeGreaterThan(50);

    const small = await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Accept-Encoding': 'gzip, br' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(withoutCost(await small.json())).toEqual({ data: { __typename: 'Query' } });
  });

  it("a compressed answer's ETag is weak, and still revalidates", async () => {
    // Enough cards for the catalogue to pass 1 KB.
    for (let i = 0; i < 8; i++) {
      await t.prisma.learningMaterial.create({
        data: {
          companyId: A.company.id,
          kind: 'DOC',
          visibility: 'PUBLIC',
          name: `Doc ${i}`,
          slug: `doc-${i}`,
          description: 'x'.repeat(120),
          publishedRevision: 1,
          publishedData: [],
          publishedAt: new Date(),
        },
      });
    }
    const route = `/api/v1/hub/materials?company=${A.company.slug}`;
    const res = await t.fetch(route, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect((await t.fetch(route, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } })).status).toBe(304);
  });
});
