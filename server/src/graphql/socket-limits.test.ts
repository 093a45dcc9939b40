/**
 * graphql-ws limits (socket-limits.ts, README "Limits") over real sockets: operations at once on
 * one socket, subscribe messages per address (a flood of 3,000 once held the event loop for 7 s),
 * open sockets per address, with TRUST_PROXY's address. The flood runs last: it empties the
 * address's bucket for the rest of this server's life.
 */
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildCompany, buildUser } from '../test/factories.js';
import { startTestHttpServer, type TestHttpServer } from '../test/http-server.js';
import {
  OPERATIONS_PER_SOCKET,
  SOCKETS_PER_ADDRESS,
  SUBSCRIBE_BURST,
  SUBSCRIBES_PER_SECOND,
  TOO_MANY_OPERATIONS,
  TOO_MANY_SOCKETS,
  TOO_MANY_SUBSCRIBES,
} from './socket-limits.js';

let s: TestHttpServer;
let proxied: TestHttpServer;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  s = await startTestHttpServer();
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await Promise.all([s?.close(), proxied?.close()]);
});

const TEAM_CHANGED = 'subscription { teamChanged { change } }';

type Opened = { ws: WebSocket; closed: Promise<{ code: number; reason: string }>; messages: { id?: string; type: string; payload?: unknown }[] };

/** A graphql-ws socket, acknowledged (or closed by the server first). */
async function openSocket(server: TestHttpServer, opts: { token?: string; forwardedFor?: string } = {}): Promise<Opened> {
  const ws = new WebSocket(server.wsUrl, 'graphql-transport-ws', opts.forwardedFor ? { headers: { 'x-forwarded-for': opts.forwardedFor } } : {});
  sockets.push(ws);
  const messages: Opened['messages'] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: opts.token ? { authToken: opts.token } : {} })));
    ws.on('message', () => messages.some((m) => m.type === 'connection_ack') && resolve());
    ws.once('close', () => resolve());
    ws.once('error', reject);
  });
  return { ws, closed, messages };
}

const isOpen = (o: Opened) => o.ws.readyState === WebSocket.OPEN;
/** How the server closed the socket, or "still open" after a while. */
const closedBy = (o: Opened) => Promise.race([o.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 5000))]);

describe('operations on one socket', () => {
  it(`at most ${OPERATIONS_PER_SOCKET} at a time: one more is refused with a message, the others go on; completing one makes room`, async () => {
    const c = await buildCompany(s);
    const client = createClient({ url: s.wsUrl, webSocketImpl: WebSocket, connectionParams: { authToken: c.owner.token }, retryAttempts: 0, lazy: false });
    const events: number[] = [];
    const refusals: unknown[] = [];
    const subscribe = (i: number) =>
      client.subscribe({ query: TEAM_CHANGED }, { next: () => events.push(i), error: (e) => refusals.push(e), complete: () => {} });
    const stops = Array.from({ length: OPERATIONS_PER_SOCKET + 1 }, (_, i) => subscribe(i));

    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBe(1);
    expect(refusals[0]).toEqual([{ message: TOO_MANY_OPERATIONS, extensions: { code: 'TOO_MANY_OPERATIONS', limit: 100 } }]);
    // The first hundred are live: one event reaches each of them.
    await expect
      .poll(
        async () => {
          await s.deps.pubsub.publish('teamChanged', c.company.id, { companyId: c.company.id, change: 'INVITED', membershipId: null });
          return new Set(events).size;
        },
        { timeout: 10_000 },
      )
      .toBe(OPERATIONS_PER_SOCKET);
    expect(new Set(events).has(OPERATIONS_PER_SOCKET)).toBe(false);

    stops[0]!();
    subscribe(1000);
    await expect
      .poll(
        async () => {
          await s.deps.pubsub.publish('teamChanged', c.company.id, { companyId: c.company.id, change: 'INVITED', membershipId: null });
          return events.includes(1000);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(refusals).toHaveLength(1);
    await client.dispose();
  });
});

describe("a socket's caller, looked up once per burst", () => {
  it('a token signed out elsewhere: the next operation on its socket, 2 s on, is refused', async () => {
    const c = await buildCompany(s);
    const member = await buildUser(s, { companyId: c.company.id, role: 'MEMBER' });
    const client = createClient({ url: s.wsUrl, webSocketImpl: WebSocket, connectionParams: { authToken: member.token }, retryAttempts: 0, lazy: false });
    const outcome = () =>
      new Promise<string>((resolve) => {
        const stop = client.subscribe(
          { query: TEAM_CHANGED },
          { next: (r) => resolve(r.errors ? 'refused' : 'event'), error: () => resolve('refused'), complete: () => resolve('ended') },
        );
        // A live subscription hears the event published below; a refused one has already ended.
        setTimeout(() => void s.deps.pubsub.publish('teamChanged', c.company.id, { companyId: c.company.id, change: 'INVITED', membershipId: null }), 500);
        setTimeout(() => {
          stop();
          resolve('nothing');
        }, 5000);
      });
    expect(await outcome()).toBe('event');
    await s.gql('mutation { signOut { __typename } }', {}, member.token);
    await new Promise((r) => setTimeout(r, 2100));
    expect(await outcome()).toBe('refused');
    await client.dispose();
  });
});

describe('sockets per address', () => {
  it(`at most ${SOCKETS_PER_ADDRESS} open from one address: one more is closed with 4429 and the reason; closing one makes room`, async () => {
    const open = await Promise.all(Array.from({ length: SOCKETS_PER_ADDRESS }, () => openSocket(s)));
    expect(open.every(isOpen)).toBe(true);

    const extra = await openSocket(s);
    expect(await closedBy(extra)).toEqual({ code: 4429, reason: TOO_MANY_SOCKETS(SOCKETS_PER_ADDRESS) });

    open[0]!.ws.close();
    await open[0]!.closed;
    const again = await openSocket(s);
    expect(isOpen(again)).toBe(true);
    for (const o of [...open, again]) o.ws.close();
    await Promise.all([...open, again].map((o) => o.closed));
  });

  it('behind a trusted proxy, counts the address the proxy forwarded, not the proxy’s', async () => {
    proxied = await startTestHttpServer({ env: { TRUST_PROXY: 'true' } });
    const first = await Promise.all(Array.from({ length: SOCKETS_PER_ADDRESS }, () => openSocket(proxied, { forwardedFor: '203.0.113.7' })));
    expect(first.every(isOpen)).toBe(true);
    expect(await closedBy(await openSocket(proxied, { forwardedFor: '203.0.113.7' }))).toMatchObject({ code: 4429 });
    // Another client behind the same proxy (the same socket address, 127.0.0.1) still connects.
    expect(isOpen(await openSocket(proxied, { forwardedFor: '203.0.113.8' }))).toBe(true);
  });
});

describe('a flood of subscribe messages', () => {
  it('3,000 on one socket: closed with 4429 and the reason, and the server keeps answering meanwhile', async () => {
    const c = await buildCompany(s);
    const flood = await openSocket(s, { token: c.owner.token });
    expect(isOpen(flood)).toBe(true);
    const messages = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ id: String(i), type: 'subscribe', payload: { query: TEAM_CHANGED } }));
    for (const m of messages) flood.ws.send(m);

    // /healthz, asked while the flood is being read, answers at once rather than after it.
    const asked = performance.now();
    expect((await fetch(`${s.baseUrl}/healthz`)).status).toBe(200);
    const waited = performance.now() - asked;

    expect(await closedBy(flood)).toEqual({ code: 4429, reason: TOO_MANY_SUBSCRIBES(SUBSCRIBES_PER_SECOND) });
    // Without the limits the 3,000 operations held it for 7 s (over 60 s on a loaded test machine);
    // with them it runs at most a hundred (well under a second; the bound leaves room for a busy machine).
    expect(waited).toBeLessThan(5000);
    // What the server answered: the hundred over the per-socket limit, refused before they ran,
    // then the one over the address's rate; the rest were dropped unread.
    const answered = flood.messages.filter((m) => m.type !== 'connection_ack');
    expect(answered.length).toBeLessThanOrEqual(SUBSCRIBE_BURST - OPERATIONS_PER_SOCKET + 1);
    expect(answered.every((m) => m.type === 'error')).toBe(true);
  });
});
