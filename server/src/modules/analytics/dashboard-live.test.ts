/**
 * `dashboardLive` (issue 21 §2): open dashboards of one window get the figures pushed after learner
 * activity — computed once per tick for all of them, at most every 2 s, the last action of a burst
 * included — instead of each refetching the page's query. Real learner writes through GraphQL, two
 * subscribers over graphql-ws on a real server; a subscriber of another company hears nothing.
 */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildCompany } from '../../test/factories.js';
import { startTestHttpServer, type TestHttpServer } from '../../test/http-server.js';
import { call, newLearner, publishedMaterial } from '../progress/progress.test-helpers.js';

let s: TestHttpServer;
const clients: Client[] = [];
beforeAll(async () => {
  s = await startTestHttpServer();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await s.close();
});

const LIVE = 'subscription { dashboardLive(period: ALL_TIME) { id totalUsers { value } computedAt } }';
type Push = { id: string; totalUsers: { value: number }; computedAt: string; at: number };

function subscribe(token: string, query = LIVE) {
  const client = createClient({ url: s.wsUrl, webSocketImpl: WebSocket, connectionParams: { authToken: token }, retryAttempts: 0 });
  clients.push(client);
  const pushes: Push[] = [];
  const errors: unknown[] = [];
  client.subscribe(
    { query },
    {
      next: (r) => (r.errors ? errors.push(r.errors) : pushes.push({ ...(r.data as { dashboardLive: Push }).dashboardLive, at: Date.now() })),
      error: (e) => errors.push(e),
      complete: () => {},
    },
  );
  return { pushes, errors, client };
}

const until = async (check: () => boolean, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  expect(check()).toBe(true);
};

describe('dashboardLive', () => {
  it('pushes one computation of the figures to every open dashboard after learner activity, at most every 2 s', async () => {
    const A = await buildCompany(s);
    const B = await buildCompany(s);
    const path = await publishedMaterial(s, A.company.id);
    const one = subscribe(A.owner.token);
    const two = subscribe(A.owner.token);
    const other = subscribe(B.owner.token);
    // The sockets are open and subscribed once a first activity reaches them; until then, keep acting.
    const learners = await Promise.all([1, 2, 3].map(() => newLearner(s, A.company.id)));
    const open = (token: string) => call(s, 'open', { companySlug: A.company.slug, materialId: path.id }, token);
    for (let i = 0; i < 40 && !(one.pushes.length && two.pushes.length); i++) {
      await open(learners[0]!.token);
      await new Promise((r) => setTimeout(r, 500));
    }
    await until(() => one.pushes.length > 0 && two.pushes.length > 0);
    await until(() => one.pushes.at(-1)!.totalUsers.value === 1);
    const before = one.pushes.length;

    // A burst: two more learners within a few milliseconds.
    await Promise.all([open(learners[1]!.token), open(learners[2]!.token)]);
    await until(() => one.pushes.at(-1)!.totalUsers.value === 3 && two.pushes.at(-1)!.totalUsers.value === 3);
    // Both dashboards got the very same computation, under the id the page's query holds.
    expect(one.pushes.at(-1)!.computedAt).toBe(two.pushes.at(-1)!.computedAt);
    expect(one.pushes.at(-1)!.id).toBe(`Dashboard:${A.company.id}:all_time`);
    const q = await s.gql('{ dashboard(period: ALL_TIME) { id totalUsers { value } } }', {}, A.owner.token);
    expect(q.data.dashboard).toEqual({ id: `Dashboard:${A.company.id}:all_time`, totalUsers: { value: 3 } });
    // The burst cost at most two pushes (the 2 s rule), each at least 2 s after the one before.
    expect(one.pushes.length - before).toBeLessThanOrEqual(2);
    for (let i = before; i < one.pushes.length; i++) expect(one.pushes[i]!.at - one.pushes[i - 1]!.at).toBeGreaterThanOrEqual(1_900);
    // Another company's dashboard heard nothing.
    expect(other.pushes).toEqual([]);
    expect([...one.errors, ...two.errors, ...other.errors]).toEqual([]);
  });

  it('is for staff who may read analytics: a learner is refused', async () => {
    const A = await buildCompany(s);
    const learner = await newLearner(s, A.company.id);
    const sub = subscribe(learner.token);
    await until(() => sub.errors.length > 0);
    expect(sub.pushes).toEqual([]);
  });
});
