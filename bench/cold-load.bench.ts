/**
 * Benchmark: cold loads in Chromium (issue 23 §5). How long after the first paint (the shell:
 * React's loading state) the page's real content is on screen, for the hub home, the dashboard
 * and a materials list, each loaded BENCH_LOADS (7) times in a fresh browser context (empty
 * cache, a new connection). Before issue 23 a route's query only started once its chunk had
 * loaded (0.8–1.3 s between the two); now each route's loader is a module of its own that React
 * Router loads beside the page's chunk (per-property `lazy`), and API answers over 1 KB are
 * compressed. Aim: content within 300 ms of the first paint.
 *
 * Content: the hub's first card name; the dashboard's "Total Users" value; the list's first
 * card. Its time is taken in the page (a MutationObserver, then the next animation frame: when
 * it was painted), beside `first-contentful-paint` from the Paint Timing API, both on the page's
 * own clock. Also printed: the document's response end, and when the GraphQL request started
 * (Resource Timing): the query no longer waits for the page's chunk.
 *
 * The real server from source (NODE_ENV=production: the built client, compressed assets) with
 * the demo company, on the embedded database. Run: `npm run build` first, then
 * `npm run bench:cold-load` (CHROMIUM_PATH overrides /usr/bin/chromium). Results:
 * bench/.out/cold-load.json.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { expectMeasured } from './lib/measured.js';
import { freePort, startChild, stopChild } from './lib/procs.js';
import { stats } from './lib/stats.js';
import { signInToken } from './lib/sign-in.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const PASSWORD = 'bench-password-1';

type Page = { name: string; path: string; content: string; staff: boolean };
const PAGES: Page[] = [
  { name: 'hub home', path: '/demo', content: '.hub-card__name', staff: false },
  { name: 'dashboard', path: '/demo/dashboard', content: '.dashboard-counter__value', staff: true },
  { name: 'materials list', path: '/demo/learning_materials', content: '.material-card, .materials-table tbody tr', staff: true },
];

/** Installed before any script of the page: notes when the content selector first matched and was painted. */
const watchFor = (selector: string) => `
  (() => {
    const seen = () => {
      if (window.__contentAt !== undefined || !document.querySelector(${JSON.stringify(selector)})) return false;
      window.__contentAt = null;
      requestAnimationFrame(() => setTimeout(() => { window.__contentAt = performance.now(); }, 0));
      return true;
    };
    new MutationObserver(() => seen()).observe(document, { childList: true, subtree: true });
  })();`;

async function main() {
  if (!existsSync(path.join(repoRoot, 'client/dist/index.html'))) throw new Error('client/dist is missing: run `npm run build` first');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-cold-load-'));
  const port = await freePort();
  const server = await startChild(path.join(repoRoot, 'server/src/main.ts'), {
    cwd: path.join(repoRoot, 'server'),
    port,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'error',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const results: Record<string, unknown> = {};
  try {
    const token = await signInToken(base, 'owner@demo.learnhub.test', PASSWORD);

    for (const page of PAGES) {
      const afterPaint: number[] = [];
      const paints: number[] = [];
      const queryStarts: number[] = [];
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        if (page.staff) await context.addInitScript(`localStorage.setItem('auth_token', ${JSON.stringify(token)});`);
        await context.addInitScript(watchFor(page.content));
        const tab = await context.newPage();
        await tab.goto(`${base}${page.path}`);
        await tab.waitForFunction(() => typeof (window as any).__contentAt === 'number', null, { timeout: 20_000 });
        const t = await tab.evaluate(() => ({
          content: (window as any).__contentAt as number,
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          query: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.endsWith('/graphql'))?.startTime ?? Number.NaN,
          url: location.pathname,
        }));
        expectMeasured(t.url === page.path && Number.isFinite(t.paint), `${page.path} to render its content after a first paint`, t);
        afterPaint.push(t.content - t.paint);
        paints.push(t.paint);
        queryStarts.push(t.query);
        await context.close();
      }
      // The first load warms the server (V8, Prisma's plans): reported apart.
      const warm = afterPaint.slice(1);
      const s = stats(warm);
      results[page.name] = { afterPaint, paints, queryStarts, p50: s.p50, max: Math.max(...warm) };
      console.log(
        `${page.name.padEnd(15)} first paint ${stats(paints.slice(1)).p50.toFixed(0)} ms; GraphQL request sent at ${stats(queryStarts.slice(1)).p50.toFixed(0)} ms; ` +
          `content ${s.p50.toFixed(0)} ms after the first paint (p50 of ${warm.length}; max ${Math.max(...warm).toFixed(0)}; first load ${afterPaint[0]!.toFixed(0)})`,
      );
    }
    await mkdir(path.join(benchDir, '.out'), { recursive: true });
    await writeFile(
      path.join(benchDir, '.out', 'cold-load.json'),
      `${JSON.stringify({ date: new Date().toISOString(), loads: LOADS, chromium: browser.version(), results }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
