import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildCompany, buildUser } from '../test/factories.js';
import { startTestHttpServer, type TestHttpServer } from '../test/http-server.js';

let s: TestHttpServer;
const clients: Client[] = [];
beforeAll(async () => {
  s = await startTestHttpServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await s.close();
});

const TEAM_CHANGED = `subscription { teamChanged { change } }`;

/** Subscribes; resolves `ended` when the server completes or errors the stream. */
function subscribe(token: string) {
  const client = createClient({ url: s.wsUrl, webSocketImpl: WebSocket, connectionParams: { authToken: token }, retryAttempts: 0 });
  clients.push(client);
  const events: unknown[] = [];
  const ended = new Promise<void>((resolve) => {
    client.subscribe({ query: TEAM_CHANGED }, { next: (r) => events.push(r.data), error: () => resolve(), complete: () => resolve() });
  });
  return { events, ended };
}

/** Publishes until the subscriber has one event (the subscription is live once it has). */
async function publishUntilReceived(companyId: string, events: unknown[]) {
  for (let i = 0; i < 50 && events.length === 0; i++) {
    await s.deps.pubsub.publish('teamChanged', companyId, { companyId, change: 'INVITED', membershipId: null });
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(events.length).toBeGreaterThan(0);
  // Publishes still on their way (through Redis, on a busy machine) were sent before the change
  // under test and may arrive: wait until nothing more comes for 300 ms before counting.
  for (let seen = -1; seen !== events.length; ) {
    seen = events.length;
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('subscriptions re-check the subscriber', () => {
  it('ends the stream at the first event after the subscriber signs out', async () => {
    const { company } = await buildCompany(s);
    const { token } = await buildUser(s, { companyId: company.id, role: 'MEMBER' });
    const sub = subscribe(token);
    await publishUntilReceived(company.id, sub.events);
    const received = sub.events.length;

    await s.gql(`mutation { signOut { __typename } }`, {}, token);
    await s.deps.pubsub.publish('teamChanged', company.id, { companyId: company.id, change: 'ROLE_CHANGED', membershipId: null });
    await sub.ended;
    expect(sub.events.length).toBe(received);
  });

  it('ends the stream once the subscriber is removed from the company', async () => {
    const { company } = await buildCompany(s);
    const { user, token } = await buildUser(s, { companyId: company.id, role: 'VIEW_ONLY' });
    const sub = subscribe(token);
    await publishUntilReceived(company.id, sub.events);
    const received = sub.events.length;

    await s.prisma.membership.delete({ where: { companyId_userId: { companyId: company.id, userId: user.id } } });
    await s.deps.pubsub.publish('teamChanged', company.id, { companyId: company.id, change: 'REMOVED', membershipId: null });
    await sub.ended;
    expect(sub.events.length).toBe(received);
  });
});
