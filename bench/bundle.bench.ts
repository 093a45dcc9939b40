/**
 * Bundle sizes per route: the gzip size of the JavaScript each page needs before it renders
 * (the entry plus the static imports of each lazy route module on its path), and what its own
 * modules import lazily (the Konva stage of the player and the editor while rendering, dialogs
 * when opened). Flags the heavy libraries (Konva, ProseMirror, nivo, xlsx, jspdf) wherever
 * they appear.
 *
 * Then what a browser really downloads for a cold list page and a cold editor page: the HTML,
 * that JavaScript and its CSS, fetched through the real server's app handler (`createApp`, in
 * this process) with `Accept-Encoding: br, gzip`, against the same files sent uncompressed.
 *
 * Reads the production build (`npm run build -w client`) and the chunk report that
 * client/build/chunk-report.ts writes; no browser, no socket. Run: `npm run bench:bundle`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ChunkReport, initialChunks, staticClosure } from '../client/build/chunk-report.js';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/database.js';
import { closeDeps } from '../server/src/deps.js';
import { createAppDeps } from '../server/src/composition.js';

const DIST = path.resolve(import.meta.dirname, '../client/dist');
const REPORT = path.join(DIST, '.vite/chunk-report.json');
const HEAVY = /node_modules\/(konva|react-konva|prosemirror-[\w-]+|@nivo\/[\w-]+|xlsx|jspdf)\//;

const SHELL = 'src/features/shell/ShellRoute.tsx';
const page = (p: string) => `src/features/${p}.tsx`;
const LIST_CHAIN = [SHELL, page('materials/WalkthroughsPage')];
const EDITOR_CHAIN = [SHELL, page('walkthrough-editor/EditorRoute')];
const HUB_CHAIN = [page('hub/pages/HubHomePage')];
const HUB_MATERIAL_CHAIN = [page('hub/pages/HubMaterialPage')];
/** Each route and the lazy route modules React Router loads for it, outermost first. */
const ROUTES: { route: string; chain: string[] }[] = [
  { route: '/sign_in', chain: [page('auth/pages/SignInPage')] },
  { route: '/{company}/walkthroughs (list)', chain: LIST_CHAIN },
  { route: '/{company}/paths (list)', chain: [SHELL, page('materials/KindListPage')] },
  { route: '/{company}/learning_materials', chain: [SHELL, page('materials/CataloguePage')] },
  { route: '/{company}/settings/team', chain: [SHELL, page('settings/SettingsLayout'), page('team/TeamPage')] },
  { route: '/{company}/walkthroughs/{slug} (viewer)', chain: [SHELL, page('walkthrough-player/pages/ViewerPage')] },
  { route: '/{company}/walkthroughs/{slug}/preview', chain: [page('walkthrough-player/pages/PreviewPage')] },
  { route: '/embed/{company}/walkthroughs/{slug}', chain: [page('walkthrough-player/pages/EmbedPage')] },
  { route: '/{company}/walkthroughs/{slug}/edit (editor)', chain: EDITOR_CHAIN },
  { route: '/{company}/paths/{slug} (path viewer)', chain: [SHELL, page('path-viewer/pages/PathViewerPage')] },
  { route: '/{company}/paths/{slug}/preview', chain: [page('path-viewer/pages/PathPreviewPage')] },
  { route: '/{company}/paths/{slug}/edit (path editor)', chain: [SHELL, page('path-editor/PathEditorRoute')] },
  { route: '/{company} (learner hub)', chain: HUB_CHAIN },
  { route: '/{company}/hub/{slug} (hub material)', chain: HUB_MATERIAL_CHAIN },
];
/**
 * Editor code: the two editors and their shared kit. Their route tables (`routes.ts(x)`: a few
 * lines each) are in the entry of every route, so they are not counted. Konva is reported beside
 * it: the editors' canvas, but also the walkthrough player's stage (which loads it lazily).
 */
const EDITOR_CODE = /^src\/(features\/(walkthrough-editor|path-editor)|kit\/editor)\/(?!routes\.tsx?$)/;
const KONVA = /^node_modules\/(konva|react-konva)\//;

if (!existsSync(REPORT)) {
  console.error(`${REPORT} is missing: run \`npm run build -w client\` first.`);
  process.exit(1);
}
const chunks = JSON.parse(readFileSync(REPORT, 'utf8')) as ChunkReport[];
const byFacade = new Map(chunks.filter((c) => c.facadeModule).map((c) => [c.facadeModule!, c]));
const gzip = new Map<string, number>();
const gz = (file: string) => gzip.get(file) ?? gzip.set(file, gzipSync(readFileSync(path.join(DIST, file))).length).get(file)!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const heavyIn = (cs: ChunkReport[]) =>
  [
    ...new Set(
      cs
        .flatMap((c) => c.modules)
        .filter((m) => HEAVY.test(m))
        .map((m) => m.match(HEAVY)![1]),
    ),
  ].sort();

/** What the route's own modules import lazily while rendering (not the entry's: those are the other routes). */
function lazyChunks(chain: string[], initial: ChunkReport[]): ChunkReport[] {
  const loaded = new Set(initial.map((c) => c.fileName));
  const lazy = new Map<string, ChunkReport>();
  for (const facade of chain) {
    for (const c of staticClosure(chunks, byFacade.get(facade)!.fileName)) {
      if (c.isEntry) continue;
      for (const d of c.dynamicImports) for (const x of staticClosure(chunks, d)) if (!loaded.has(x.fileName)) lazy.set(x.fileName, x);
    }
  }
  return [...lazy.values()];
}

const rows = ROUTES.map(({ route, chain }) => {
  const initial = initialChunks(chunks, chain);
  const lazy = lazyChunks(chain, initial);
  const sum = (cs: ChunkReport[]) => cs.reduce((total, c) => total + gz(c.fileName), 0);
  return { route, initialGzip: sum(initial), lazyGzip: sum(lazy), initialHeavy: heavyIn(initial), lazyHeavy: heavyIn(lazy) };
});

/** Editor modules (by feature) and Konva in a set of chunks, with the chunk files they are in. */
function editorCodeIn(cs: ChunkReport[]) {
  const found = new Map<string, Set<string>>();
  for (const c of cs)
    for (const m of c.modules) {
      const key = EDITOR_CODE.exec(m)?.[1] ?? (KONVA.test(m) ? 'Konva' : null);
      if (key) (found.get(key) ?? found.set(key, new Set()).get(key)!).add(c.fileName);
    }
  return Object.fromEntries([...found].map(([k, files]) => [k, [...files].sort()]));
}

/** Everything the route's own modules can load, at any depth (static and dynamic imports; not through the entry, whose dynamic imports are the other routes). */
function reachable(chain: string[]): ChunkReport[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    const c = byName.get(name);
    if (!c || c.isEntry || seen.has(name)) return;
    seen.add(name);
    for (const d of [...c.imports, ...c.dynamicImports]) visit(d);
  };
  for (const facade of chain) visit(byFacade.get(facade)!.fileName);
  return [...seen].map((n) => byName.get(n)!);
}

const hubEditorCheck = [
  { route: '/{company} (learner hub)', chain: HUB_CHAIN },
  { route: '/{company}/hub/{slug} (hub material)', chain: HUB_MATERIAL_CHAIN },
].map(({ route, chain }) => {
  const initial = initialChunks(chunks, chain);
  const loaded = new Set(initial.map((c) => c.fileName));
  return { route, initial: editorCodeIn(initial), later: editorCodeIn(reachable(chain).filter((c) => !loaded.has(c.fileName))) };
});

console.log("\nInitial JavaScript per route (gzip), and what the page's modules load lazily (while rendering, or when a dialog opens)\n");
console.log(`${'route'.padEnd(46)} ${'initial'.padStart(10)} ${'lazy'.padStart(10)}  heavy libraries (initial | lazy)`);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(46)} ${kb(r.initialGzip).padStart(10)} ${kb(r.lazyGzip).padStart(10)}  ${r.initialHeavy.join(', ') || 'none'} | ${r.lazyHeavy.join(', ') || 'none'}`,
  );
}
const list = rows.filter((r) => r.route.includes('(list)') || r.route.includes('learning_materials'));
const clean = list.every((r) => r.initialHeavy.length === 0 && r.lazyHeavy.length === 0);
console.log(`\nMaterials list routes load no Konva, ProseMirror, nivo, xlsx or jspdf: ${clean ? 'yes' : 'NO'}`);
const describe = (found: Record<string, string[]>) =>
  Object.entries(found)
    .map(([k, files]) => `${k} (${files.join(', ')})`)
    .join('; ') || 'none';
console.log('\nEditor code (walkthrough-editor, path-editor, kit/editor; their route tables in the entry left out) and Konva on the hub:');
for (const r of hubEditorCheck) {
  console.log(`${r.route}: editor code or Konva in the initial load: ${describe(r.initial)}`);
  console.log(`${''.padEnd(r.route.length)}  loaded later, at any depth: ${describe(r.later)}`);
}

// ---- Transferred bytes of cold pages, through the real app handler ----

type Transfer = { files: number; identity: number; gzip: number; br: number };

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-bench-bundle-'));
// The static files need no data: an empty in-memory database, no migrations.
const deps = createAppDeps(
  loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', REDIS_URL: undefined, DATABASE_URL: undefined }),
  await openDatabase({ kind: 'pglite', dir: null }, { migrate: false }),
);
const app = createApp(deps);

/** Bytes of the response body as sent (app.fetch does not decompress), and its encoding. */
async function download(url: string, acceptEncoding: string | null): Promise<{ bytes: number; encoding: string | null; body: string | null }> {
  const res = await app.fetch(new Request(`http://localhost${url}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }), {
    ip: '127.0.0.1',
  });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  const buffer = new Uint8Array(await res.arrayBuffer());
  if (Number(res.headers.get('content-length')) !== buffer.byteLength) throw new Error(`GET ${url}: Content-Length disagrees with the body`);
  const encoding = res.headers.get('content-encoding');
  return { bytes: buffer.byteLength, encoding, body: encoding ? null : new TextDecoder().decode(buffer) };
}

/** The HTML of `address`, then the route's JavaScript and CSS, as a cold browser fetches them. */
async function coldPage(address: string, scripts: ChunkReport[]): Promise<Transfer> {
  const html = await download(address, null);
  const css = [...new Set(scripts.flatMap((c) => c.css))];
  // What index.html itself names (entry, modulepreloads, stylesheet) must be part of the route's set.
  const named = [...html.body!.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  const files = [...scripts.map((c) => c.fileName), ...css];
  const missing = named.filter((f) => !files.includes(f));
  if (missing.length > 0) throw new Error(`${address}: index.html names files the route set lacks: ${missing.join(', ')}`);
  const urls = [address, ...files.map((f) => `/${f}`)];
  const total: Transfer = { files: urls.length, identity: 0, gzip: 0, br: 0 };
  for (const url of urls) {
    total.identity += (await download(url, null)).bytes;
    total.gzip += (await download(url, 'gzip')).bytes;
    const br = await download(url, 'br, gzip');
    // The build keeps a compressed copy only when it is smaller (client/build/precompress.ts): a
    // file of a few dozen bytes is sent as it is.
    if (br.encoding !== 'br' && br.bytes > 256) throw new Error(`GET ${url}: sent ${br.encoding ?? 'uncompressed'} to a browser that accepts brotli`);
    total.br += br.bytes;
  }
  return total;
}

const listInitial = initialChunks(chunks, LIST_CHAIN);
const editorInitial = initialChunks(chunks, EDITOR_CHAIN);
// The canvas: the Konva stage's chunk and what it needs beyond the editor's initial set.
const editorFiles = new Set(editorInitial.map((c) => c.fileName));
const stage = byFacade.get(page('walkthrough-editor/canvas/StageView'));
if (!stage) throw new Error("no chunk for the editor's StageView: is it still loaded lazily?");
const editorCanvas = staticClosure(chunks, stage.fileName).filter((c) => !editorFiles.has(c.fileName));
const pages: { page: string; transfer: Transfer }[] = [
  { page: '/{company}/walkthroughs (cold list page)', transfer: await coldPage('/demo/walkthroughs', listInitial) },
  { page: '/{company}/walkthroughs/{slug}/edit (cold editor)', transfer: await coldPage('/demo/walkthroughs/getting-started/edit', editorInitial) },
  {
    page: '  the same, with the canvas (Konva) it loads lazily',
    transfer: await coldPage('/demo/walkthroughs/getting-started/edit', [...editorInitial, ...editorCanvas]),
  },
  { page: '/{company} (cold learner hub)', transfer: await coldPage('/demo', initialChunks(chunks, HUB_CHAIN)) },
  { page: '/{company}/hub/{slug} (cold hub material)', transfer: await coldPage('/demo/hub/getting-started', initialChunks(chunks, HUB_MATERIAL_CHAIN)) },
];
await closeDeps(deps);
await rm(dataDir, { recursive: true, force: true });

console.log('\nTransferred bytes of a cold page: HTML + initial JavaScript + CSS, through createApp().fetch\n');
console.log(
  `${'page'.padEnd(52)} ${'files'.padStart(5)} ${'uncompressed'.padStart(13)} ${'gzip'.padStart(10)} ${'br, gzip'.padStart(10)} ${'ratio'.padStart(6)}`,
);
for (const { page: name, transfer: t } of pages) {
  const ratio = (t.identity / t.br).toFixed(1);
  console.log(
    `${name.padEnd(52)} ${String(t.files).padStart(5)} ${kb(t.identity).padStart(13)} ${kb(t.gzip).padStart(10)} ${kb(t.br).padStart(10)} ${`${ratio}×`.padStart(6)}`,
  );
}
console.log('\n("br, gzip" is what Chromium sends, and gets brotli; "gzip" is a client without brotli; the favicon is left out.)');

mkdirSync(path.resolve(import.meta.dirname, '.out'), { recursive: true });
writeFileSync(
  path.resolve(import.meta.dirname, '.out/bundle.json'),
  JSON.stringify({ routes: rows, hubEditorCode: hubEditorCheck, coldPages: pages }, null, 2),
);
