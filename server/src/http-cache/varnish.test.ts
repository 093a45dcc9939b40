/**
 * The public hub behind a real caching proxy (Varnish from Debian, with server/deploy/varnish.vcl):
 * it keeps the catalogue and a Public material, answers revalidations itself, shows a new
 * revision as soon as it is published (the app purges it), never keeps a private answer, and
 * drops a material made Private at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../lib/tokens.js';
import { buildCompany, uniqueEmail } from '../test/factories.js';
import { startTestHttpServer, type TestHttpServer } from '../test/http-server.js';
import { reserveVarnishPort, startVarnish, type Varnish, varnishAvailable } from '../test/varnish.js';
import { sampleSteps } from '../modules/walkthroughs/walkthroughs.test-helpers.js';

// CI installs Varnish (.ci/run): there, a missing varnishd fails the test instead of skipping it.
describe.runIf(varnishAvailable() || process.env.CI)('the hub behind Varnish', () => {
  let s: TestHttpServer;
  let v: Varnish;
  let A: Awaited<ReturnType<typeof buildCompany>>;
  let materialId: string;
  let learner: { email: string; token: string };

  const rest = (method: string, route: string, body?: unknown) => s.rest(method, route, { token: A.owner.token, body });
  const viaProxy = (route: string, headers: Record<string, string> = {}) => fetch(`${v.url}/api/v1${route}`, { headers });
  const catalogue = () => `/hub/materials?company=${A.company.slug}`;
  const content = () => `/hub/search?company=${A.company.slug}&by=id&keyword=${materialId}`;
  const titleOf = async (res: Response) => ((await res.json()) as { data: { title: string }[] }).data[0]?.title;

  async function publishSteps(title: string) {
    const steps = sampleSteps(1).map((step) => ({ ...step, title }));
    const draft = await rest('GET', `/walkthroughs/${materialId}`);
    expect((await rest('PUT', `/walkthroughs/${materialId}`, { data: steps, config: [], revision: draft.body.revision })).status).toBe(200);
    expect((await rest('PUT', `/walkthroughs/${materialId}/publish`)).status).toBe(200);
  }

  beforeAll(async () => {
    const port = await reserveVarnishPort();
    s = await startTestHttpServer({ env: { CACHE_PURGE_URLS: `http://127.0.0.1:${port}`, HUB_CACHE_SECONDS: '300' } });
    v = await startVarnish(s.running.port, port);
    A = await buildCompany(s);
    const created = await rest('POST', '/learning_materials', { name: 'Cached walkthrough', material_type: 'walkthrough' });
    expect(created.status).toBe(201);
    materialId = created.body.id;
    expect((await rest('PUT', `/learning_materials/${materialId}/visibility`, { visibility: 'public', material_type: 'walkthrough' })).status).toBe(200);
    await publishSteps('First revision');
    const email = uniqueEmail('learner');
    const l = await s.prisma.learner.create({ data: { companyId: A.company.id, email } });
    const token = newToken();
    await s.prisma.learnerSession.create({
      data: { companyId: A.company.id, learnerId: l.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) },
    });
    learner = { email, token };
  });
  afterAll(async () => {
    await v?.close();
    await s?.deps.hubCache.settle();
    await s?.close();
  });

  it('keeps the catalogue and a Public material, and answers revalidations itself', async () => {
    for (const route of [catalogue(), content()]) {
      const first = await viaProxy(route);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-cache')).toBe('MISS');
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, must-revalidate');
      expect(first.headers.get('surrogate-key')).toBeNull();
      const body = await first.text();
      const second = await viaProxy(route);
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(await second.text()).toBe(body);
      const etag = second.headers.get('etag')!;
      expect(etag).toMatch(/^(W\/)?"[\w-]{27}"$/);
      const revalidated = await viaProxy(route, { 'If-None-Match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('x-cache')).toBe('HIT');
    }
  });

  it('shows a new revision as soon as it is published, and a rename at once', async () => {
    await viaProxy(content());
    expect((await viaProxy(content())).headers.get('x-cache')).toBe('HIT');
    // A saved draft is not published: the proxy may keep answering the published revision.
    const draft = await rest('GET', `/walkthroughs/${materialId}`);
    await rest('PUT', `/walkthroughs/${materialId}`, {
      data: sampleSteps(1).map((st) => ({ ...st, title: 'Draft only' })),
      config: [],
      revision: draft.body.revision,
    });
    const kept = await viaProxy(content());
    expect(kept.headers.get('x-cache')).toBe('HIT');
    expect(await titleOf(kept)).toBe('First revision');

    await rest('PUT', `/walkthroughs/${materialId}/publish`);
    const published = await viaProxy(content());
    expect(published.headers.get('x-cache')).toBe('MISS');
    expect(await titleOf(published)).toBe('Draft only');

    await viaProxy(catalogue());
    expect((await viaProxy(catalogue())).headers.get('x-cache')).toBe('HIT');
    expect((await rest('PUT', `/learning_materials/${materialId}`, { name: 'Renamed walkthrough', material_type: 'walkthrough' })).status).toBe(200);
    const renamed = (await (await viaProxy(catalogue())).json()) as { data: { name: string }[] };
    expect(renamed.data.map((m) => m.name)).toEqual(['Renamed walkthrough']);
  });

  it('never keeps an answer for a signed-in learner', async () => {
    for (const headers of [{ Authorization: `Bearer ${learner.token}` }, { Cookie: `theme=dark; aud_token=${learner.token}` }] as Record<string, string>[]) {
      for (let i = 0; i < 2; i++) {
        const res = await viaProxy(catalogue(), headers);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-cache')).toBe('PASS');
        expect(res.headers.get('cache-control')).toBe('private, no-cache');
      }
    }
    // Another cookie says nothing about the caller: the shared copy.
    await viaProxy(catalogue());
    expect((await viaProxy(catalogue(), { Cookie: 'theme=dark' })).headers.get('x-cache')).toBe('HIT');
  });

  it('drops a material made Private at once; its answer to a learner on the list is theirs only', async () => {
    await viaProxy(content());
    expect((await viaProxy(content())).headers.get('x-cache')).toBe('HIT');
    expect((await rest('PUT', `/learning_materials/${materialId}/access`, { emails: [learner.email] })).status).toBe(200);
    expect((await rest('PUT', `/learning_materials/${materialId}/visibility`, { visibility: 'private', material_type: 'walkthrough' })).status).toBe(200);

    const anonymous = await viaProxy(content());
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect((await viaProxy(catalogue())).headers.get('x-cache')).toBe('MISS');
    expect(((await (await viaProxy(catalogue())).json()) as { data: unknown[] }).data).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const own = await viaProxy(content(), { Authorization: `Bearer ${learner.token}` });
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      expect(own.headers.get('x-cache')).toBe('PASS');
    }
    expect((await viaProxy(content())).status).toBe(401);
  });
});
