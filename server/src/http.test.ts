import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { withoutCost } from './test/without-cost.js';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ConfigError, loadConfig } from './config.js';
import { buildCompany } from './test/factories.js';
import { startTestHttpServer, type TestHttpServer } from './test/http-server.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let s: TestHttpServer;
const clients: Client[] = [];
beforeAll(async () => {
  s = await startTestHttpServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await s.close();
});

function wsClient(authToken?: string): Client {
  const client = createClient({ url: s.wsUrl, webSocketImpl: WebSocket, connectionParams: authToken ? { authToken } : {}, retryAttempts: 0 });
  clients.push(client);
  return client;
}

const TEAM_CHANGED = `subscription { teamChanged { change membership { role user { email } } } }`;

/** Subscribes and collects results until the first error or completion. */
function collect(client: Client, query: string) {
  const results: any[] = [];
  const done = new Promise<{ error?: unknown }>((resolve) => {
    client.subscribe({ query }, { next: (r) => results.push(r), error: (error) => resolve({ error }), complete: () => resolve({}) });
  });
  return { results, done };
}

const until = async (check: () => boolean, tick: () => void, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    tick();
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('HTTP server', () => {
  it('answers /healthz over a real socket', async () => {
    const res = await fetch(`${s.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('keeps an idle keep-alive connection open past Node’s 5 s default, so a proxy can reuse it', async () => {
    const socket = net.connect(s.running.port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (c) => (received += c));
    socket.on('close', () => (closed = true));
    const answer = async () => {
      for (let i = 0; i < 100 && !received.includes('{"ok":true}'); i++) await new Promise((r) => setTimeout(r, 20));
      const got = received;
      received = '';
      return got;
    };
    const ask = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    try {
      socket.write(ask);
      expect(await answer()).toMatch(/^HTTP\/1\.1 200 .*Keep-Alive: timeout=125/s);
      await new Promise((r) => setTimeout(r, 5_600));
      expect(closed).toBe(false);
      socket.write(ask);
      expect(await answer()).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      socket.destroy();
    }
  }, 15_000);

  it('serves GraphQL over HTTP on the same port', async () => {
    const res = await fetch(`${s.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });
    expect(withoutCost(await res.json())).toEqual({ data: { viewer: null } });
  });

  // Sent as raw request lines: fetch() would resolve the dot segments before they left.
  it('answers hostile page paths without a 500 and without leaving the client build', async () => {
    const raw = (rawPath: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(`${s.baseUrl}/`, { path: rawPath });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const rawPath of ['/%zz', '/%E0%A4%A', '/assets/%zz.js', '/%00']) expect((await raw(rawPath)).status, rawPath).toBe(400);
    for (const rawPath of ['/assets/../../../../etc/passwd', '/../../../../etc/passwd', '/assets/..%2F..%2F..%2F..%2Fetc%2Fpasswd']) {
      const { status, text } = await raw(rawPath);
      // 200 (the app's index.html) once the client is built, 503 before: never the file, never a crash.
      expect([200, 404, 503], rawPath).toContain(status);
      expect(text, rawPath).not.toContain('root:');
    }
  });
});

describe('graphql-ws subscriptions', () => {
  // A refused subscribe ends the operation with one result carrying the error (no events).
  const expectRefused = async ({ results, done }: ReturnType<typeof collect>) => {
    expect((await done).error).toBeUndefined();
    expect(results).toHaveLength(1);
    expect(results[0].data ?? null).toBeNull();
    expect(results[0].errors.map((e: { message: string }) => e.message)).toEqual(['Not authorized to resolve Subscription.teamChanged']);
  };

  it('refuses teamChanged without a token', async () => {
    await expectRefused(collect(wsClient(), TEAM_CHANGED));
  });

  it('refuses teamChanged with a token that is not a session', async () => {
    await expectRefused(collect(wsClient('not-a-real-token'), TEAM_CHANGED));
  });

  it("delivers teamChanged for the caller's company to a client authenticated by connectionParams.authToken", async () => {
    const mine = await buildCompany(s);
    const other = await buildCompany(s);
    const membership = await s.prisma.membership.findFirstOrThrow({ where: { companyId: mine.company.id } });
    const { results } = collect(wsClient(mine.owner.token), TEAM_CHANGED);
    // The subscription is live only once the server has handled `subscribe`: publish until it arrives.
    await until(
      () => results.length > 0,
      () => {
        void s.deps.pubsub.publish('teamChanged', other.company.id, { companyId: other.company.id, change: 'REMOVED', membershipId: null });
        void s.deps.pubsub.publish('teamChanged', mine.company.id, { companyId: mine.company.id, change: 'JOINED', membershipId: membership.id });
      },
    );
    expect(withoutCost(results[0])).toEqual({
      data: { teamChanged: { change: 'JOINED', membership: { role: 'OWNER', user: { email: mine.owner.user.email } } } },
    });
    // Another company's events never reach this subscriber.
    expect(results.every((r) => r.data.teamChanged.change === 'JOINED')).toBe(true);
  });
});

describe('early answers to requests whose body was not read', () => {
  const TWO_MB = 2 * 1024 * 1024;

  /**
   * One raw keep-alive connection: sends `first` (headers, then the whole body), waits for its
   * answer, then sends GET /healthz on the same socket. Returns what came back and whether the
   * server closed the socket.
   */
  async function twoRequestsOnOneSocket(first: { method: string; path: string; headers: Record<string, string>; body: Buffer }) {
    const socket = net.connect(s.running.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    let closedByServer = false;
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', () => (closedByServer = true));
    socket.on('error', () => {}); // a write after the server's close
    const head = [
      `${first.method} ${first.path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Content-Length: ${first.body.length}`,
      ...Object.entries(first.headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    socket.write(first.body);
    await until(
      () => /\r\n\r\n[\s\S]*\}/.test(received) || closedByServer,
      () => {},
    );
    if (!closedByServer) socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((r) => setTimeout(r, 300));
    socket.destroy();
    // The second status line follows the first answer's body directly (no line break).
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
    const firstHead = received.split('\r\n\r\n')[0] ?? '';
    return { statuses, connectionClose: /^connection: close$/im.test(firstHead), closedByServer };
  }

  const multipart = { 'Content-Type': 'multipart/form-data; boundary=x' };

  it.each([
    ['401 (no token; the route never reads the body)', 'POST', '/api/v1/learning_materials', multipart, 401],
    ['404 (no such route)', 'POST', '/api/v1/no-such-route', multipart, 404],
    ['413 (a JSON body over the 1 MB limit, refused by its Content-Length)', 'POST', '/api/v1/users/sign_in', { 'Content-Type': 'application/json' }, 413],
  ] as const)(
    'a %s to a 2 MB body says Connection: close and closes, so the next request goes on a new connection',
    async (_label, method, path, headers, status) => {
      const result = await twoRequestsOnOneSocket({ method, path, headers, body: Buffer.alloc(TWO_MB, 'a') });
      expect(result).toEqual({ statuses: [status], connectionClose: true, closedByServer: true });
      expect((await fetch(`${s.baseUrl}/healthz`)).status).toBe(200);
    },
  );

  it.each([
    ['a small body', 12],
    ['a 900 KB body (under the 1 MB drain limit)', 900 * 1024],
  ])('%s answered early keeps the connection alive: the next request on it is answered', async (_label, bytes) => {
    const result = await twoRequestsOnOneSocket({ method: 'POST', path: '/api/v1/learning_materials', headers: multipart, body: Buffer.alloc(bytes, 'a') });
    expect(result).toEqual({ statuses: [401, 200], connectionClose: false, closedByServer: false });
  });

  it('a keep-alive HTTP client gets the 401 and then its next answer', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          `${s.baseUrl}${path}`,
          { method, agent, headers: body ? { 'content-type': 'multipart/form-data; boundary=x', 'content-length': body.length } : {} },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      for (let i = 0; i < 3; i++) {
        expect(await send('POST', '/api/v1/learning_materials', Buffer.alloc(TWO_MB, 'a'))).toEqual({
          status: 401,
          text: JSON.stringify({ error: 'You need to sign in.' }),
        });
        expect(await send('GET', '/healthz')).toEqual({ status: 200, text: JSON.stringify({ ok: true }) });
      }
    } finally {
      agent.destroy();
    }
  });
});

describe('graceful close', () => {
  it('lets an in-flight request finish before close() resolves, and refuses new connections', async () => {
    const body = JSON.stringify({ query: '{ authProviders { oidc } }' });
    // Send the headers and half of the body: the request is in flight while the server closes.
    const req = request(`${s.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 100));

    let closed = false;
    const closing = s.closeHttp().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(false);
    await expect(fetch(`${s.baseUrl}/healthz`)).rejects.toThrow();

    req.end(body.slice(10));
    const res = await response;
    expect(res.status).toBe(200);
    expect(withoutCost(JSON.parse(res.text))).toEqual({ data: { authProviders: { oidc: false } } });
    await closing;
    expect(closed).toBe(true);
  });
});

describe('start-up with a bad configuration', () => {
  it('prints the ConfigError message naming the variable and exits 1', async () => {
    const env = { ...process.env, PORT: 'abc' };
    let expected = '';
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expected = (err as Error).message;
    }
    expect(expected).toMatch(/PORT: /);
    // `node --import tsx` is what `npx tsx` runs, without npm's own warnings on stderr.
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe(`${expected}\n`);
    expect(stdout).toBe('');
  });
});

describe('clientAddress', () => {
  const incoming = (headers: Record<string, string>, remoteAddress = '10.0.0.5') => ({ headers, socket: { remoteAddress } }) as never;
  const trust = async (value: string) => {
    const { parseTrustProxy } = await import('./http-address.js');
    const parsed = parseTrustProxy(value);
    if (typeof parsed === 'string') throw new Error(parsed);
    return parsed;
  };

  it("uses the socket's address unless the proxy is trusted", async () => {
    const { clientAddress } = await import('./http-address.js');
    expect(clientAddress(incoming({ 'x-forwarded-for': '203.0.113.7' }), false)).toBe('10.0.0.5');
    expect(clientAddress(incoming({}), await trust('true'))).toBe('10.0.0.5');
  });

  it('takes the address our proxy appended, not the one the client wrote first', async () => {
    const { clientAddress } = await import('./http-address.js');
    // The client sent "X-Forwarded-For: 198.51.100.9" itself; one appending proxy added the real 203.0.113.7.
    const spoofed = incoming({ 'x-forwarded-for': '198.51.100.9, 203.0.113.7' });
    expect(clientAddress(spoofed, await trust('true'))).toBe('203.0.113.7');
    expect(clientAddress(spoofed, await trust('1'))).toBe('203.0.113.7');
    // Two proxies (a CDN, then ours): the CDN's entry is the caller.
    expect(clientAddress(incoming({ 'x-forwarded-for': '198.51.100.9, 203.0.113.7, 10.1.1.1' }), await trust('2'))).toBe('203.0.113.7');
    // A list of proxies: walk left past them; a spoofed entry left of the caller is never reached.
    const list = await trust('10.0.0.0/8, 192.0.2.1');
    expect(clientAddress(incoming({ 'x-forwarded-for': '198.51.100.9, 203.0.113.7, 192.0.2.1' }), list)).toBe('203.0.113.7');
    expect(clientAddress(incoming({ 'x-forwarded-for': '198.51.100.9' }, '::ffff:10.2.3.4'), list)).toBe('198.51.100.9');
    // The socket is not one of our proxies: its own address, whatever the header says.
    expect(clientAddress(incoming({ 'x-forwarded-for': '198.51.100.9' }, '203.0.113.50'), list)).toBe('203.0.113.50');
  });

  it('refuses a TRUST_PROXY it cannot read', async () => {
    const { parseTrustProxy } = await import('./http-address.js');
    expect(parseTrustProxy('yes')).toBe('"yes" is not an IP address or CIDR range');
    expect(parseTrustProxy('10.0.0.0/40')).toBe('"10.0.0.0/40" is not an IP address or CIDR range');
    expect(parseTrustProxy('11')).toMatch(/at most 10/);
    expect(parseTrustProxy('false')).toBe(false);
  });
});
