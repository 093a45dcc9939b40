/**
 * The query limits (query-limits.ts, query-cost.ts), staff-only introspection and hidden field
 * suggestions, over HTTP and over graphql-ws, on the real server. Costs are worked out by hand
 * from the rules in query-cost.ts: 1 per field plus what is under it; a connection is 1 plus its
 * page size times its selection; a heavy field (draftData, up to 5 MB) is 2000.
 */
import { createClient, type Client } from 'graphql-ws';
import { withoutCost } from '../test/without-cost.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildCompany } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startTestHttpServer, type TestHttpServer } from '../test/http-server.js';
import { INTROSPECTION_REFUSED } from './staff-introspection.js';

let s: TestHttpServer;
let token: string;
let materialSlug: string;
const clients: Client[] = [];
beforeAll(async () => {
  s = await startTestHttpServer();
  const { owner, company } = await buildCompany(s);
  token = owner.token;
  materialSlug = (await s.prisma.learningMaterial.create({ data: { companyId: company.id, kind: 'WALKTHROUGH', name: 'Guide', slug: 'guide' } })).slug;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await s.close();
});

/** POST /graphql as the web client sends it (Accept: application/json): status and body. */
async function post(query: string, variables?: Record<string, unknown>, auth: string | null = token) {
  const res = await s.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: withoutCost(await res.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

const refusal = (message: string, limit: string) => ({ status: 400, body: { errors: [{ message, extensions: { code: 'QUERY_LIMIT', limit } }] } });

/** `{a{a{…{b}…}}}` nested `levels` deep. */
const nested = (levels: number) => `{${'a{'.repeat(levels)}b${'}'.repeat(levels)}}`;

/** viewer → memberships → company, then `hops` more times → members → company (the probe's query). */
function membershipChain(hops: number, first = '') {
  let inner = 'id';
  for (let i = 0; i < hops; i++) inner = `members${first} { edges { node { company { ${inner} } } } }`;
  return `{ viewer { memberships${first} { edges { node { company { ${inner} } } } } } }`;
}

describe('depth limit (12)', () => {
  it('refuses viewer.memberships → company → members → company … nine levels deep before running it', async () => {
    // viewer 1, memberships/edges/node/company 4, eight more members/edges/node/company 32, id 1.
    expect(await post(membershipChain(8))).toEqual(refusal('Query depth limit of 12 exceeded, found 38.', 'depth'));
  });

  it('runs the same chain one hop deep (depth 10)', async () => {
    const res = await post(membershipChain(1, '(first: 20)'));
    expect(res.status).toBe(200);
    expect(res.body.data.viewer.memberships.edges[0].node.company.members.edges[0].node.company.id).toEqual(expect.any(String));
  });
});

describe('alias limit (15)', () => {
  it('refuses 300 aliases of draftData', async () => {
    const aliases = Array.from({ length: 300 }, (_, i) => `d${i}: draftData`).join(' ');
    expect(await post(`{ material(slug: "${materialSlug}") { ${aliases} } }`)).toEqual(refusal('Aliases limit of 15 exceeded, found 300.', 'aliases'));
  });

  it("does not count aliases of __typename (Relay's __isError: __typename)", async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `t${i}: __typename`).join(' ');
    expect((await post(`{ ${aliases} }`)).status).toBe(200);
  });
});

describe('token limit (1000), counted while parsing', () => {
  it.each([3_000, 10_000])('refuses a selection nested %i levels with a 400, not a stack overflow', async (levels) => {
    expect(await post(nested(levels), undefined, null)).toEqual(refusal('Token limit of 1000 exceeded.', 'tokens'));
  });
});

describe('directive limit (20)', () => {
  it('refuses 21 directives', async () => {
    const fields = Array.from({ length: 21 }, () => '__typename @include(if: true)').join(' ');
    expect(await post(`{ ${fields} }`)).toEqual(refusal('Directives limit of 20 exceeded, found 21.', 'directives'));
  });
});

describe('cost limit (10,000)', () => {
  const MESSAGE = (found: number) => `Query cost limit of 10000 exceeded, found ${found}. Ask for smaller pages (first/last) or fewer fields.`;
  const pagedChain = `query ($a: Int, $b: Int) { viewer { memberships(first: $a) { edges { node { company { members(first: $b) { edges { node { company { id } } } } } } } } } }`;

  it('counts page sizes sent as variables: 100 × 100 memberships and members is refused', async () => {
    // company{id} 2, node 3, edges 4, members 1 + 100×4 = 401, company 402, node 403, edges 404,
    // memberships 1 + 100×404 = 40401, viewer 40402.
    expect(await post(pagedChain, { a: 100, b: 100 })).toEqual(refusal(MESSAGE(40402), 'cost'));
  });

  it('runs the same operation with pages of 10 (cost 442)', async () => {
    const res = await post(pagedChain, { a: 10, b: 10 });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('refuses a connection without first or last (the paging rule), and counts first: 1000 as the 100 a page holds', async () => {
    // Depth 10, 20 × 20 pages: members 1 + 20×4 = 81, company 82, node 83, edges 84, memberships 1 + 20×84 = 1681, viewer 1682: runs.
    expect((await post(membershipChain(1, '(first: 20)'))).status).toBe(200);
    // Without a page size it does not run at all (query-cost-plugin.ts), whatever it would cost.
    expect(await post(membershipChain(1))).toEqual(refusal('`memberships` needs `first` or `last` (at most 100).', 'connection'));
    // first: 1000 counts as 100, the most a page returns: the same 40402 as above.
    expect(await post(pagedChain, { a: 1000, b: 1000 })).toEqual(refusal(MESSAGE(40402), 'cost'));
  });

  it('counts a draft as 2000: five drafts in one page are refused, four run', async () => {
    const drafts = (n: number) => `{ viewer { company { materials(first: ${n}) { edges { node { draftData } } } } } }`;
    // node 1 + 2000, edges 2002, materials 1 + 5×2002 = 10011, company 10012, viewer 10013.
    expect(await post(drafts(5))).toEqual(refusal(MESSAGE(10013), 'cost'));
    // 1 + 4×2002 = 8009, + company + viewer = 8011.
    expect((await post(drafts(4))).status).toBe(200);
  });

  it('refuses one draft asked for nine times under aliases (each counts)', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => `d${i}: draftData`).join(' ');
    // material (a root field) 1 + 9 × 2000 = 18001.
    expect(await post(`{ material(slug: "x") { ${nine} } }`)).toEqual(refusal(MESSAGE(18001), 'cost'));
  });

  it('counts nodes(ids:) per id', async () => {
    // 1 + 10,000 × (id 1) = 10001.
    const ids = Array.from({ length: 10_000 }, (_, i) => `id-${i}`);
    expect(await post(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids })).toEqual(refusal(MESSAGE(10001), 'cost'));
  });
});

describe('introspection', () => {
  it('refuses __schema and __type to anonymous callers with a clear message', async () => {
    const expected = { status: 401, body: { errors: [{ message: INTROSPECTION_REFUSED, extensions: { code: 'UNAUTHENTICATED' } }] } };
    expect(await post(`{ __schema { queryType { name } } }`, undefined, null)).toEqual(expected);
    expect(await post(`{ __type(name: "Material") { name } }`, undefined, null)).toEqual(expected);
    expect(await post(`query { ...F } fragment F on Query { __schema { types { name } } }`, undefined, null)).toEqual(expected);
  });

  it('answers __typename to everyone', async () => {
    expect(await post(`{ __typename }`, undefined, null)).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('answers signed-in staff, including a full introspection query', async () => {
    expect(await post(`{ __schema { queryType { name } } }`)).toEqual({ status: 200, body: { data: { __schema: { queryType: { name: 'Query' } } } } });
    const { getIntrospectionQuery } = await import('graphql');
    const res = await post(getIntrospectionQuery());
    expect(res.status).toBe(200);
    expect(res.body.data.__schema.types.length).toBeGreaterThan(50);
  });
});

describe('field suggestions', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => production.close());

  it('are hidden in production', async () => {
    const res = await production.gql(`{ viewr { role } }`);
    expect(res.errors?.map((e) => e.message)).toEqual([`Cannot query field "viewr" on type "Query".`]);
  });

  it('are shown in development', async () => {
    const res = await post(`{ viewr { role } }`);
    expect(res.body.errors?.map((e) => e.message)).toEqual([`Cannot query field "viewr" on type "Query". Did you mean "viewer"?`]);
  });
});

describe('over graphql-ws', () => {
  function wsClient(authToken: string | null = token): Client {
    const client = createClient({ url: s.wsUrl, webSocketImpl: WebSocket, connectionParams: authToken ? { authToken } : {}, retryAttempts: 0 });
    clients.push(client);
    return client;
  }

  /** The first result (or the error) of one operation. */
  function once(client: Client, query: string, variables?: Record<string, unknown>) {
    return new Promise<unknown>((resolve) => {
      client.subscribe(
        { query, variables },
        { next: (r) => resolve(r), error: (e) => resolve({ socketError: e }), complete: () => resolve({ completed: true }) },
      );
    });
  }

  /** Refused at subscribe (parse, validation) the socket sends an error message; refused before execution, a result with errors. */
  const messages = (result: unknown) => {
    const r = result as { errors?: { message: string }[]; socketError?: { message: string }[] };
    return (r.errors ?? r.socketError ?? []).map((e) => e.message);
  };

  it('refuses a query over the token limit and keeps the socket open', async () => {
    const client = wsClient();
    expect(messages(await once(client, nested(3000)))).toEqual(['Token limit of 1000 exceeded.']);
    expect(withoutCost(await once(client, `{ __typename }`))).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses over the depth, alias and cost limits', async () => {
    const client = wsClient();
    expect(messages(await once(client, membershipChain(8)))).toEqual(['Query depth limit of 12 exceeded, found 38.']);
    const aliases = Array.from({ length: 16 }, (_, i) => `d${i}: draftData`).join(' ');
    expect(messages(await once(client, `{ material(slug: "${materialSlug}") { ${aliases} } }`))).toEqual(['Aliases limit of 15 exceeded, found 16.']);
    expect(
      messages(
        await once(
          client,
          `query ($a: Int, $b: Int) { viewer { memberships(first: $a) { edges { node { company { members(first: $b) { edges { node { company { id } } } } } } } } } }`,
          { a: 100, b: 100 },
        ),
      ),
    ).toEqual(['Query cost limit of 10000 exceeded, found 40402. Ask for smaller pages (first/last) or fewer fields.']);
  });

  it('answers introspection to staff only', async () => {
    expect(messages(await once(wsClient(null), `{ __schema { queryType { name } } }`))).toEqual([INTROSPECTION_REFUSED]);
    expect(withoutCost(await once(wsClient(), `{ __schema { queryType { name } } }`))).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('refuses a subscription whose selection is over the cost limit', async () => {
    const client = wsClient();
    const material = await s.prisma.learningMaterial.findFirstOrThrow({ where: { slug: materialSlug } });
    const { encodeGlobalID } = await import('@pothos/plugin-relay');
    // Five aliased drafts: material 1 + 5 × 2000, materialSaved 1 + 10001.
    const drafts = Array.from({ length: 5 }, (_, i) => `d${i}: draftData`).join(' ');
    const query = `subscription ($id: ID!) { materialSaved(materialId: $id) { material { ${drafts} } } }`;
    const result = await once(client, query, { id: encodeGlobalID('Material', material.id) });
    expect(messages(result)).toEqual(['Query cost limit of 10000 exceeded, found 10002. Ask for smaller pages (first/last) or fewer fields.']);
  });
});
