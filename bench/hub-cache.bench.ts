/**
 * Benchmark: the public hub through a caching proxy (issue 23 §5). Varnish from Debian with the
 * repository's VCL (server/deploy/varnish.vcl) in front of the real server, which purges it on
 * every publish (CACHE_PURGE_URLS).
 *
 * 1. Time per request, the app answering vs Varnish answering from its cache, for the hub's
 *    catalogue (`GET /api/v1/hub/materials`, 24 cards of a 200-material hub) and a Public
 *    walkthrough of 30 steps (`GET /api/v1/hub/search?by=id`): `wrk` (Debian's), BENCH_SECONDS (6)
 *    each, with 1 connection (the time a request takes by itself: the time saved per request) and
 *    with 16 (requests/s).
 * 2. Hit ratio under real traffic: 3,000 visitor requests spread over the catalogue, its second
 *    page and 20 Public materials (8 at a time), with the author publishing one of them every
 *    500 requests (each publish purges the hub). Counted from Varnish's own X-Cache header.
 *
 * Run: `npm run bench:hub-cache` (needs varnish and wrk: apt-get install -y varnish wrk). Uses
 * DATABASE_URL when set, else the embedded PGlite. Results: bench/.out/hub-cache.json.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildCompany } from '../server/src/test/factories.js';
import { startTestHttpServer } from '../server/src/test/http-server.js';
import { reserveVarnishPort, startVarnish } from '../server/src/test/varnish.js';
import { sampleSteps } from '../server/src/modules/walkthroughs/walkthroughs.test-helpers.js';
import { expectMeasured } from './lib/measured.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const MATERIALS = 200;
const HOT_MATERIALS = 20;
const VISITS = 3000;
const PUBLISH_EVERY = 500;
const started = Date.now();
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

/** wrk's "Latency" average in milliseconds (it prints us, ms or s). */
function latencyMs(out: string): number {
  const m = /Latency\s+([\d.]+)(us|ms|s)\b/.exec(out);
  if (!m) return Number.NaN;
  const value = Number(m[1]);
  return m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value;
}

async function wrk(url: string, connections: number): Promise<{ rps: number; latencyMs: number; errors: number }> {
  // Not execFileSync: the app answers from this process meanwhile.
  const { stdout } = await promisify(execFile)('wrk', ['-t1', `-c${connections}`, `-d${SECONDS}s`, url]);
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) + Number(/Socket errors: connect (\d+)/.exec(stdout)?.[1] ?? 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]), latencyMs: latencyMs(stdout), errors };
}

async function main() {
  const port = await reserveVarnishPort();
  const s = await startTestHttpServer({ env: { CACHE_PURGE_URLS: `http://127.0.0.1:${port}`, HUB_CACHE_SECONDS: '300' } });
  const varnish = await startVarnish(s.running.port, port);
  try {
    const A = await buildCompany(s, { slug: 'bench-cache' });
    const owner = A.owner.token;
    log(`seeding ${MATERIALS} Public materials (${HOT_MATERIALS} walkthroughs of 30 steps, published through the API)`);
    const steps = Array.from({ length: 30 }, (_, i) => ({ ...sampleSteps(i + 1)[0]!, id: i + 1, title: `Step ${i + 1}` }));
    const hot: string[] = [];
    for (let i = 0; i < HOT_MATERIALS; i++) {
      const created = await s.rest('POST', '/learning_materials', {
        token: owner,
        body: { name: `Walkthrough ${String(i).padStart(3, '0')}`, material_type: 'walkthrough' },
      });
      const id = created.body.id as string;
      await s.rest('PUT', `/learning_materials/${id}/visibility`, { token: owner, body: { visibility: 'public', material_type: 'walkthrough' } });
      await s.rest('PUT', `/walkthroughs/${id}`, { token: owner, body: { data: steps, config: [], revision: 0 } });
      expectMeasured((await s.rest('PUT', `/walkthroughs/${id}/publish`, { token: owner })).status === 200, 'a publish to succeed');
      hot.push(id);
    }
    await s.prisma.learningMaterial.createMany({
      data: Array.from({ length: MATERIALS - HOT_MATERIALS }, (_, i) => ({
        companyId: A.company.id,
        kind: 'DOC' as const,
        visibility: 'PUBLIC' as const,
        name: `Doc ${String(i).padStart(3, '0')}`,
        slug: `doc-${i}`,
        description: 'A document of the hub, described in a sentence or two for its card.',
        publishedRevision: 1,
        publishedData: [],
        publishedAt: new Date(),
      })),
    });

    const catalogue = `/api/v1/hub/materials?company=${A.company.slug}`;
    const material = `/api/v1/hub/search?company=${A.company.slug}&by=id&keyword=${hot[0]}`;
    const first = await (await fetch(`${varnish.url}${catalogue}`)).json();
    expectMeasured((first as any).data?.length === 24 && (first as any).next_cursor, 'a first catalogue page of 24 cards', first);
    const content = (await (await fetch(`${varnish.url}${material}`)).json()) as any;
    expectMeasured(content.data?.length === 30, 'a walkthrough of 30 steps', content);

    log('1. time per request: the app vs the cache');
    const timing: Record<string, unknown> = {};
    for (const [name, route] of [
      ['catalogue', catalogue],
      ['material', material],
    ] as const) {
      await wrk(`${s.baseUrl}${route}`, 16); // warm-up: Prisma's plans, V8
      // One connection: the time a request takes by itself (no queueing); 16: throughput.
      const app = await wrk(`${s.baseUrl}${route}`, 1);
      const cached = await wrk(`${varnish.url}${route}`, 1);
      const appLoad = await wrk(`${s.baseUrl}${route}`, 16);
      const cachedLoad = await wrk(`${varnish.url}${route}`, 16);
      expectMeasured(
        [app, cached, appLoad, cachedLoad].every((r) => r.errors === 0),
        'no failed request',
        { app, cached },
      );
      const saved = app.latencyMs - cached.latencyMs;
      timing[name] = { app, cached, appLoad, cachedLoad, savedMsPerRequest: +saved.toFixed(2), throughputRatio: +(cachedLoad.rps / appLoad.rps).toFixed(1) };
      log(
        `   ${name}: one at a time, app ${app.latencyMs.toFixed(2)} ms, Varnish ${cached.latencyMs.toFixed(2)} ms → ${saved.toFixed(2)} ms saved per request; ` +
          `16 at a time, app ${appLoad.rps.toFixed(0)} req/s, Varnish ${cachedLoad.rps.toFixed(0)} req/s (${(cachedLoad.rps / appLoad.rps).toFixed(0)}×)`,
      );
    }

    log(`2. hit ratio: ${VISITS} visits, a publish every ${PUBLISH_EVERY}`);
    const second = `${catalogue}&after=${(first as any).next_cursor}`;
    const routes = [catalogue, catalogue, catalogue, second, ...hot.map((id) => `/api/v1/hub/search?company=${A.company.slug}&by=id&keyword=${id}`)];
    const counts = { HIT: 0, MISS: 0, other: 0 };
    let publishes = 0;
    let next = 0;
    const visitor = async () => {
      for (;;) {
        const i = next++;
        if (i >= VISITS) return;
        if (i > 0 && i % PUBLISH_EVERY === 0) {
          const id = hot[publishes++ % hot.length]!;
          const draft = await s.rest('GET', `/walkthroughs/${id}`, { token: owner });
          await s.rest('PUT', `/walkthroughs/${id}`, {
            token: owner,
            body: { data: steps.map((st) => ({ ...st, title: `${st.title} (v${publishes})` })), config: [], revision: draft.body.revision },
          });
          expectMeasured((await s.rest('PUT', `/walkthroughs/${id}/publish`, { token: owner })).status === 200, 'a publish to succeed');
        }
        const res = await fetch(`${varnish.url}${routes[i % routes.length]}`);
        await res.arrayBuffer();
        expectMeasured(res.status === 200, 'every visit to be answered', res.status);
        const state = res.headers.get('x-cache');
        if (state === 'HIT' || state === 'MISS') counts[state]++;
        else counts.other++;
      }
    };
    await Promise.all(Array.from({ length: 8 }, visitor));
    const ratio = counts.HIT / VISITS;
    log(`   ${counts.HIT} hits, ${counts.MISS} misses, ${counts.other} other, ${publishes} publishes → hit ratio ${(ratio * 100).toFixed(1)}%`);

    await mkdir(path.join(benchDir, '.out'), { recursive: true });
    await writeFile(
      path.join(benchDir, '.out', 'hub-cache.json'),
      `${JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, timing, hitRatio: { visits: VISITS, publishes, ...counts, ratio } }, null, 2)}\n`,
    );
  } finally {
    await varnish.close();
    await s.deps.hubCache.settle();
    await s.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
