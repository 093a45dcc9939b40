/**
 * Requests by host: a verified custom domain serves its company's hub and nothing of another
 * company's; an unverified or unknown host gets a clear page; the TLS `ask` endpoint answers
 * only for verified domains; a sign-in link asked for on the domain comes back to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { buildCompany, uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createAppPubSub } from '../../pubsub.js';
import { forgetHost } from './host-cache.js';

let t: TestApp;
let appFetch: ReturnType<typeof createApp>['fetch'];
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
const VERIFIED = 'learn.acme-hub.test';
const PENDING = 'pending.acme-hub.test';

beforeAll(async () => {
  t = await createTestApp({ env: { APP_HOSTS: 'learnhub.internal' } });
  appFetch = createApp(t.deps).fetch;
  A = await buildCompany(t, { name: 'Acme' });
  B = await buildCompany(t, { name: 'Globex' });
  await t.prisma.domain.create({ data: { companyId: A.company.id, name: VERIFIED, domain: VERIFIED, status: 'VERIFIED', verificationToken: 'a' } });
  await t.prisma.domain.create({ data: { companyId: A.company.id, name: PENDING, domain: PENDING, status: 'PENDING', verificationToken: 'b' } });
  await t.prisma.learningMaterial.create({
    data: {
      companyId: B.company.id,
      name: 'Globex secret',
      slug: 'globex-secret',
      kind: 'WALKTHROUGH',
      status: 'PUBLISHED',
      visibility: 'PUBLIC',
      publishedData: [],
    },
  });
});
afterAll(() => t.close());

/** A request as a browser on `host` sends it. */
const on = (host: string, path: string, init: RequestInit = {}) =>
  appFetch(new Request(`http://${host}${path}`, { redirect: 'manual', ...init }), { ip: '203.0.113.9' });
const gqlOn = async (host: string, query: string, variables: Record<string, unknown> = {}) =>
  (await on(host, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json();

describe('a verified custom domain', () => {
  it("sends / to the company's hub, and serves the hub's own pages", async () => {
    const root = await on(VERIFIED, '/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe(`/${A.company.slug}`);
    for (const path of [
      `/${A.company.slug}`,
      `/${A.company.slug}/passwordless_sign_in?token=x`,
      `/${A.company.slug}/hub/some-material`,
      `/${A.company.slug}/sign_out`,
    ]) {
      const res = await on(VERIFIED, path);
      // What answers is the client's page (or, where the client is not built, its "not built"
      // answer): the host routing let it through, neither redirecting nor refusing it.
      expect(res.status).not.toBe(302);
      const text = await res.text();
      expect(text).not.toContain('is not part of this hub');
      expect(text).not.toContain('This domain is not connected');
    }
  });

  it("a staff page of the same company goes to the app's own address", async () => {
    const res = await on(VERIFIED, `/${A.company.slug}/dashboard?x=1`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`http://app.test/${A.company.slug}/dashboard?x=1`);
  });

  it("another company's pages are a plain 404 page, and its hub is not found by the API either", async () => {
    const page = await on(VERIFIED, `/${B.company.slug}`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('This address is not part of this hub.');
    expect((await on(VERIFIED, `/${B.company.slug}/hub/globex-secret`)).status).toBe(404);

    const hub = await gqlOn(VERIFIED, 'query ($s: String!) { hub(companySlug: $s) { name } }', { s: B.company.slug });
    expect(hub.data.hub).toBeNull();
    const own = await gqlOn(VERIFIED, 'query ($s: String!) { hub(companySlug: $s) { name } }', { s: A.company.slug });
    expect(own.data.hub).toEqual({ name: 'Acme' });

    const rest = await on(VERIFIED, `/api/v1/hub/company?company=${B.company.slug}`);
    expect(rest.status).toBe(404);
    const materials = await on(VERIFIED, `/api/v1/hub/materials?company=${B.company.slug}`);
    expect(materials.status).toBe(404);
    expect(await materials.text()).not.toContain('Globex secret');
  });

  it('names its company for the hub REST routes without company=', async () => {
    const res = await on(VERIFIED, '/api/v1/hub/company');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Acme', slug: A.company.slug, domains: [VERIFIED] });
  });

  it('mails a sign-in link that comes back to the domain it was asked on', async () => {
    const email = uniqueEmail('learner');
    const res = await on(VERIFIED, '/api/v1/magic_link/generate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${VERIFIED}` },
      body: JSON.stringify({ email, company: A.company.slug }),
    });
    expect(res.status).toBe(202);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(mail.text).toContain(`http://${VERIFIED}/${A.company.slug}/passwordless_sign_in?token=`);

    // On the app's own host the link is the app's.
    const other = uniqueEmail('learner');
    await t.rest('POST', '/magic_link/generate', { body: { email: other, company: A.company.slug } });
    expect((await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: other } })).text).toContain(
      `http://app.test/${A.company.slug}/passwordless_sign_in?token=`,
    );
  });
});

describe('other hosts', () => {
  it('an unverified or unknown host gets a page saying it is not connected (JSON for the API)', async () => {
    for (const host of [PENDING, 'nobody.example.test']) {
      const page = await on(host, '/');
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('This domain is not connected');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      const api = await on(host, '/api/v1/hub/company');
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ error: `${host} is not connected to a LearnHub hub.` });
    }
  });

  it('the app answers as itself on its own hosts: PUBLIC_URL, APP_HOSTS, localhost and addresses', async () => {
    for (const host of ['app.test', 'learnhub.internal', 'localhost:4000', '127.0.0.1:4000', '[::1]:4000']) {
      const res = await on(host, `/api/v1/hub/company?company=${B.company.slug}`);
      expect(res.status).toBe(200);
    }
  });

  it('escapes the host in the page it answers', async () => {
    const res = await on('x--y.example.test', '/');
    expect(await res.text()).toContain('x--y.example.test is not connected');
  });
});

describe('GET /tls/ask (Caddy on-demand TLS)', () => {
  it('answers 200 only for a verified custom domain', async () => {
    const ask = (domain: string) => t.fetch(`/tls/ask?domain=${encodeURIComponent(domain)}`);
    expect((await ask(VERIFIED)).status).toBe(200);
    expect((await ask(`${VERIFIED.toUpperCase()}.`)).status).toBe(200);
    expect((await ask(PENDING)).status).toBe(404);
    expect((await ask('nobody.example.test')).status).toBe(404);
    expect((await ask('app.test')).status).toBe(404);
  });

  // A proxy only asks with a host name; anything else is the caller's mistake (it was a 500 for a NUL).
  it('refuses a missing or malformed domain with a 400 and a message', async () => {
    for (const query of [
      '?domain=%00',
      '',
      '?domain=',
      '?domain=a%00b.example.test',
      '?domain=%E0%A4%A',
      '?domain=a..b',
      `?domain=${'a'.repeat(64)}.test`,
      '?domain=a b.test',
      '?domain=<x>.test',
    ]) {
      const res = await t.fetch(`/tls/ask${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.text(), query).toBe('Ask with ?domain=<host name>, e.g. learn.example.com.');
    }
  });

  it('forgets a domain at once when it is deleted in this process', async () => {
    const name = 'short-lived.acme-hub.test';
    await t.prisma.domain.create({ data: { companyId: A.company.id, name, domain: name, status: 'VERIFIED', verificationToken: 'c' } });
    expect((await t.fetch(`/tls/ask?domain=${name}`)).status).toBe(200);
    const row = await t.prisma.domain.findFirstOrThrow({ where: { domain: name } });
    const res = await t.rest('DELETE', `/domains/${row.id}`, { token: A.owner.token });
    expect(res.status).toBe(200);
    expect((await t.fetch(`/tls/ask?domain=${name}`)).status).toBe(404);
    expect((await on(name, '/')).status).toBe(404);
  });

  it("routes a domain to its company's new workspace name at once after a rename", async () => {
    const C = await buildCompany(t, { name: 'Initech' });
    const host = 'learn.initech-hub.test';
    await t.prisma.domain.create({ data: { companyId: C.company.id, name: host, domain: host, status: 'VERIFIED', verificationToken: 'd' } });
    expect((await on(host, '/')).headers.get('location')).toBe(`/${C.company.slug}`);
    const renamed = `initech-${Date.now()}`;
    const res = await t.gql(
      `mutation ($input: RenameWorkspaceInput!) { renameWorkspace(input: $input) { __typename } }`,
      { input: { workspaceName: renamed } },
      C.owner.token,
    );
    expect(res.data.renameWorkspace.__typename).toBe('CompanyPayload');
    expect((await on(host, '/')).headers.get('location')).toBe(`/${renamed}`);
  });
});

describe.runIf(process.env.REDIS_URL)('two processes (two apps, each its own Redis pub/sub and host cache)', () => {
  it('a domain one verifies is served by the other at once, though the other had just found it unknown', async () => {
    const silent = { error() {}, info() {}, debug() {} };
    const [one, two] = [createAppPubSub(process.env.REDIS_URL, silent), createAppPubSub(process.env.REDIS_URL, silent)];
    try {
      const other = createApp({ ...t.deps, pubsub: two }).fetch;
      const host = `new-${Date.now()}.acme-hub.test`;
      const root = () => other(new Request(`http://${host}/`, { redirect: 'manual' }), { ip: '203.0.113.9' });
      // The other process looks first: unknown, and remembered as such.
      expect((await root()).status).toBe(404);
      await new Promise((r) => setTimeout(r, 200));
      // This process verifies it (as runCheck does) and forgets the host.
      await t.prisma.domain.create({ data: { companyId: A.company.id, name: host, domain: host, status: 'VERIFIED', verificationToken: 'e' } });
      forgetHost({ pubsub: one }, { host });
      // Well within the 5 s an unknown host is remembered.
      await expect.poll(async () => (await root()).status, { timeout: 2_000, interval: 50 }).toBe(302);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
