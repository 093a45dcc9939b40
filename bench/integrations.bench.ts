/**
 * Benchmark (issue 24 §6): what integrations cost.
 *
 * 1. **The audit entry on a mutation**: two staff mutations through the app's own fetch handler,
 *    one request at a time, alternately with the real audit log and with one that appends
 *    nothing (the same app otherwise, on the same database): `updateCompany` (a light mutation:
 *    the worst case for the ratio) and `saveMaterialDraft` (the editor's autosave, the most
 *    frequent staff write). Prints p50/p99 of each and the ratio of the p50s (aim ≤ 1.1×).
 * 2. **Webhook throughput from the outbox**: 1,000 events committed in 20 transactions of 50 while
 *    the worker's webhook loop runs (its real code: fan-out, claims, signed POSTs) against a local
 *    receiver that answers 200 at once. Prints deliveries per second (first commit to last
 *    delivery) and p50/p99 of commit → delivery (the payload's timestamp is the commit's).
 *
 * Run: `npm run bench:integrations` at the root. DATABASE_URL set → a fresh database on that
 * PostgreSQL server; otherwise the embedded PGlite in a temp DATA_DIR. Not a test: nothing is
 * asserted about time. Results also go to bench/.out/integrations.json.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../server/src/app.js';
import { createAppDeps } from '../server/src/composition.js';
import { loadConfig } from '../server/src/config.js';
import { closeDeps, type Deps } from '../server/src/deps.js';
import { createSession } from '../server/src/modules/accounts/index.js';
import { expectMeasured, graphqlData, IN_PROCESS_ORIGIN } from './lib/measured.js';
import { benchDatabase, openDatabase } from './lib/seed.js';
import { ratio, stats } from './lib/stats.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const N = Number(process.env.BENCH_MUTATIONS ?? 300);
const WARMUP = 30;
const EVENTS = 1000;

const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-bench-integrations-'));
const bench = await benchDatabase(dataDir);
const db = await openDatabase(bench.target);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'error', RATE_LIMIT_MULTIPLIER: '1000', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', ...bench.env });
const deps = createAppDeps(config, db);
const withAudit = createApp(deps).fetch;
// The same app with an audit log that appends nothing: the "without" of the ratio.
const noAudit: Deps = { ...deps, audit: { append: async () => {}, settle: async () => {} } };
const withoutAudit = createApp(noAudit).fetch;

try {
  // ——— 1. The audit entry on a mutation ———
  const company = await db.prisma.company.create({ data: { name: 'Integrations bench', slug: `integrations-bench-${Date.now()}` } });
  const owner = await db.prisma.user.create({
    data: { email: `owner-${Date.now()}@bench.test`, confirmedAt: new Date(), memberships: { create: { companyId: company.id, role: 'OWNER' } } },
  });
  const token = await createSession(deps, owner.id, company.id);

  const gql = async (fetch: typeof withAudit, query: string, variables: unknown) => {
    const res = await fetch(
      new Request(`${IN_PROCESS_ORIGIN}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      }),
      { ip: '127.0.0.1' },
    );
    return res.json();
  };
  // A walkthrough made as the editor makes one; its draft starts at revision 0.
  const created = await gql(
    withAudit,
    'mutation { createMaterial(input: { name: "Autosaved", kind: WALKTHROUGH }) { __typename ... on MaterialPayload { material { id } } } }',
    {},
  );
  const materialGid = graphqlData(created, 'createMaterial').createMaterial.material.id as string;
  const material = { id: Buffer.from(materialGid, 'base64').toString().split(':')[1]! };
  let revision = 0;
  const step = (i: number) => [{ id: 1, title: `Step ${i}`, layers: [] }];
  const mutations = {
    updateCompany: async (fetch: typeof withAudit, i: number) => {
      const json = await gql(fetch, 'mutation ($n: String) { updateCompany(input: { name: $n }) { __typename } }', { n: `Bench ${i}` });
      expectMeasured(graphqlData(json, 'updateCompany').updateCompany.__typename === 'CompanyPayload', 'the company to be renamed', json);
    },
    saveMaterialDraft: async (fetch: typeof withAudit, i: number) => {
      const json = await gql(
        fetch,
        'mutation ($input: SaveMaterialDraftInput!) { saveMaterialDraft(input: $input) { __typename ... on SaveMaterialDraftPayload { revision } } }',
        { input: { materialId: materialGid, baseRevision: revision, data: step(i), config: [] } },
      );
      const saved = graphqlData(json, 'saveMaterialDraft').saveMaterialDraft;
      expectMeasured(saved.__typename === 'SaveMaterialDraftPayload', 'the draft to be saved', json);
      revision = saved.revision;
    },
  };
  const audit: Record<string, unknown> = {};
  for (const [name, run] of Object.entries(mutations)) {
    const on: number[] = [];
    const off: number[] = [];
    for (let i = 0; i < N + WARMUP; i++) {
      // Alternating, so drift on the machine lands on both sides alike.
      for (const [fetch, into] of [
        [withAudit, on],
        [withoutAudit, off],
      ] as const) {
        const t0 = performance.now();
        await run(fetch, i);
        if (i >= WARMUP) into.push(performance.now() - t0);
      }
    }
    const a = stats(on);
    const b = stats(off);
    audit[name] = { withAudit: a, withoutAudit: b, ratio: ratio(a.p50, b.p50) };
    log(`${name}: with the audit entry p50 ${a.p50} ms (p99 ${a.p99}), without ${b.p50} ms (p99 ${b.p99}): ${ratio(a.p50, b.p50)}×`);
  }
  await deps.audit.settle();
  const entries = await db.prisma.auditEntry.count({ where: { companyId: company.id } });
  expectMeasured(entries === 2 * (N + WARMUP) + 2, `one entry per audited mutation (${2 * (N + WARMUP)}), the sign-in and the material made`, entries);

  // ——— 2. Webhook throughput ———
  const received: number[] = [];
  const latencies: number[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      received.push(at);
      latencies.push(at - Date.parse(JSON.parse(Buffer.concat(chunks).toString()).timestamp));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  await db.prisma.webhookEndpoint.create({
    data: { companyId: company.id, url, events: ['material.published'], secret: 'whsec_YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNo' },
  });
  // The outbox holds the sign-in's events and the like: the loop reads past them first.
  deps.loops.start(deps);
  await new Promise((r) => setTimeout(r, config.WEBHOOKS_POLL_MS * 2));
  const firstCommit = Date.now();
  for (let batch = 0; batch < EVENTS / 50; batch++) {
    await db.prisma.$transaction(async (tx) => {
      for (let i = 0; i < 50; i++)
        await deps.events.emit(tx, 'material.published', { companyId: company.id, materialId: material.id, revision: batch * 50 + i });
    });
  }
  const committed = Date.now();
  while (received.length < EVENTS && Date.now() - committed < 120_000) await new Promise((r) => setTimeout(r, 50));
  await deps.loops.stop();
  receiver.close();
  expectMeasured(received.length === EVENTS, `all ${EVENTS} deliveries to arrive`, received.length);
  const seconds = (Math.max(...received) - firstCommit) / 1000;
  const webhooks = {
    events: EVENTS,
    pollMs: config.WEBHOOKS_POLL_MS,
    deliveriesPerSecond: Math.round(EVENTS / seconds),
    commitToDelivery: stats(latencies),
  };
  log(
    `webhooks: ${EVENTS} events → ${webhooks.deliveriesPerSecond} deliveries/s; commit → delivery p50 ${webhooks.commitToDelivery.p50} ms, p99 ${webhooks.commitToDelivery.p99} ms (poll ${config.WEBHOOKS_POLL_MS} ms)`,
  );

  const result = { database: bench.label, mutations: N, audit, webhooks };
  await mkdir(path.join(benchDir, '.out'), { recursive: true });
  await writeFile(path.join(benchDir, '.out', 'integrations.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await closeDeps(deps);
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}
