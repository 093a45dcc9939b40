/**
 * Losing the database (db/outage.ts): GraphQL, REST and /readyz answer 503 (/healthz: still alive) with Retry-After and
 * a message saying to try again shortly — never a 500 — and the server comes back by itself when
 * the database does. PostgreSQL (DATABASE_URL set): a real server process reaches its database
 * through a TCP proxy this test cuts and restores. The embedded PGlite: the real HTTP server, its
 * PGlite closed under it.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './outage.js';
import { startTestHttpServer } from '../test/http-server.js';
import { scratchDatabase } from '../test/scratch-database.js';
import { type ServerProcess, startServerProcess } from '../test/server-process.js';

const POSTGRES = process.env.DATABASE_URL;
const RETRY_AFTER = String(UNAVAILABLE_RETRY_AFTER_SECONDS);

/** A TCP proxy to PostgreSQL that the test can cut (every connection dropped, new ones refused) and restore. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    restore: () => listen(port),
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

/** What every caller must get while the database is away: 503, Retry-After, the message. */
async function expectUnavailable(baseUrl: string) {
  const gql = (query: string, token?: string) =>
    fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
  const stranger = randomBytes(32).toString('base64url');
  const answers: [string, Response][] = [
    ['GraphQL query, no token', await gql('{ hub(companySlug: "acme") { name } }')],
    ['GraphQL query, a token to look up', await gql('{ viewer { role } }', stranger)],
    ['GraphQL mutation', await gql('mutation { signIn(input: { email: "a@example.com", password: "x-x-x-x-x-x" }) { __typename } }')],
    ['REST, no token', await fetch(`${baseUrl}/api/v1/hub/company?company=acme`)],
    ['REST, a token to look up', await fetch(`${baseUrl}/api/v1/profile`, { headers: { authorization: `Bearer ${stranger}` } })],
    [
      'REST write',
      await fetch(`${baseUrl}/api/v1/magic_link/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@example.com","company":"acme"}',
      }),
    ],
  ];
  for (const [what, res] of answers) {
    const body = (await res.json()) as { error?: string; errors?: { message: string; extensions?: { code?: string } }[] };
    expect(res.status, what).toBe(503);
    expect(res.headers.get('retry-after'), what).toBe(RETRY_AFTER);
    if (what.startsWith('GraphQL')) expect(body.errors?.[0], what).toMatchObject({ message: UNAVAILABLE_MESSAGE, extensions: { code: 'UNAVAILABLE' } });
    else expect(body.error, what).toBe(UNAVAILABLE_MESSAGE);
  }
  // Alive, but not ready: a load balancer stops sending it traffic, nothing restarts it.
  expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  const ready = await fetch(`${baseUrl}/readyz`);
  expect(ready.status).toBe(503);
  expect(ready.headers.get('retry-after')).toBe(RETRY_AFTER);
  expect(await ready.json()).toMatchObject({ ok: false, checks: { database: 'unavailable', storage: 'ok' } });
}

describe.runIf(POSTGRES)('a server whose PostgreSQL goes away', () => {
  let proxy: Awaited<ReturnType<typeof cuttableProxy>> | undefined;
  let server: ServerProcess | undefined;
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with Retry-After while it is cut, and serves again once it is back', { timeout: 120_000 }, async () => {
    database = await scratchDatabase('lh_outage');
    const target = new URL(POSTGRES!);
    proxy = await cuttableProxy(target);
    const viaProxy = new URL(POSTGRES!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${database.name}`;
    server = await startServerProcess({ DATABASE_URL: viaProxy.toString(), REDIS_URL: '', SEED_DEMO: 'false' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    await proxy.cut();
    await expectUnavailable(server.url);

    await proxy.restore();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await fetch(`${server.url}/readyz`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    const hub = await fetch(`${server.url}/api/v1/hub/company?company=acme`);
    expect(hub.status).toBe(404);
    expect(server.log()).not.toMatch(/unhandled|uncaught/i);
  });

  it('counts a query cut off mid-flight as an outage', async () => {
    const target = new URL(POSTGRES!);
    const own = await cuttableProxy(target);
    const viaProxy = new URL(POSTGRES!);
    viaProxy.host = `127.0.0.1:${own.port}`;
    const db = await openDatabase({ kind: 'postgres', url: viaProxy.toString() }, { migrate: false });
    try {
      const sleeping = db.prisma.$queryRaw`SELECT pg_sleep(5)`.then(
        () => null,
        (err: unknown) => err,
      );
      await new Promise((r) => setTimeout(r, 300));
      await own.cut();
      const err = await sleeping;
      expect(err).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(err)).toBe(true);
      // And a new query while nothing listens: refused.
      const refused = await db.prisma.$queryRaw`SELECT 1`.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(refused)).toBe(true);
    } finally {
      await db.close().catch(() => {});
      await own.close();
    }
  });
});

describe.skipIf(POSTGRES)('a server whose embedded PGlite is closed', () => {
  it('answers 503 with Retry-After, never a 500', { timeout: 120_000 }, async () => {
    const s = await startTestHttpServer();
    try {
      expect((await fetch(`${s.baseUrl}/healthz`)).status).toBe(200);
      if (s.deps.db.driver.kind !== 'pglite') throw new Error('expected PGlite');
      await s.deps.db.driver.pglite.close();
      await expectUnavailable(s.baseUrl);
    } finally {
      await s.closeHttp();
    }
  });
});
