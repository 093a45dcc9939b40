/**
 * The route split holds: the pages that list materials load no canvas, rich-text, chart,
 * spreadsheet or PDF library (the walkthrough editor and the exports import them lazily), and
 * the JavaScript a page loads before it renders stays within its budget. Reads the chunk report
 * the production build writes (client/build/chunk-report.ts), so this runs after
 * `npm run build -w client`, as `npm test` does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type ChunkReport, initialChunks } from '../../build/chunk-report';

const DIST = path.resolve(import.meta.dirname, '../../dist');
const REPORT = path.join(DIST, '.vite/chunk-report.json');
const HEAVY = /node_modules\/(konva|react-konva|prosemirror-[\w-]+|@nivo\/[\w-]+|xlsx|jspdf)\//;

/**
 * Initial JavaScript budgets, in bytes of gzip (level 6, as `npm run bench:bundle` prints).
 * Editor: the 300 KB. List pages: the issue aims at 150 KB, which this build does not
 * reach: React, React Router and Relay alone are 155 KB (bench/README.md has the breakdown), so
 * the budget holds today's size with a little room, against regressions: 181 KB after issue 10,
 * 186 KB after issue 21 (the side navigation's View hub row, the shell's sign-in return paths,
 * shared helpers of the new file checks and copy buttons), 188 KB after issue 22 (the kind
 * registry of views, app/kind-views.ts, builds the routes of each section from the kind
 * definitions at start-up, so the definitions are in the entry: about 1 KB), 190 KB after issue 23
 * (each list and the dashboard load their route loader as a module of its own beside the page,
 * so the query starts before the page's chunk is in: the split into more, smaller chunks costs
 * about 0.7 KB of gzip).
 */
const KB = 1024;
const LIST_BUDGET = 190 * KB;
const EDITOR_BUDGET = 300 * KB;

function loadReport(): ChunkReport[] {
  if (!existsSync(REPORT)) throw new Error(`${REPORT} is missing: run \`npm run build -w client\` first.`);
  return JSON.parse(readFileSync(REPORT, 'utf8')) as ChunkReport[];
}

const gzipBytes = (chunks: ChunkReport[]) => chunks.reduce((sum, c) => sum + gzipSync(readFileSync(path.join(DIST, c.fileName))).length, 0);

const SHELL = 'src/features/shell/ShellRoute.tsx';
const LIST_ROUTES = ['WalkthroughsPage', 'KindListPage', 'CataloguePage', 'ManageAccessPage'].map((page) => `src/features/materials/${page}.tsx`);
const EDITOR = 'src/features/walkthrough-editor/EditorRoute.tsx';
const PATH_EDITOR = 'src/features/path-editor/PathEditorRoute.tsx';
const PATH_VIEWER = 'src/features/path-viewer/pages/PathViewerPage.tsx';
const ZOD = /node_modules\/zod\//;
const DASHBOARD = 'src/features/dashboard/DashboardPage.tsx';

describe('client bundle split', () => {
  const chunks = loadReport();

  it('finds Konva in the build at all (so the check below can fail)', () => {
    const all = chunks.flatMap((c) => c.modules);
    expect(all.some((m) => m.startsWith('node_modules/konva/'))).toBe(true);
  });

  it('keeps every Konva shape we draw in the build (their imports are side effects a bundler may drop)', () => {
    const all = new Set(chunks.flatMap((c) => c.modules));
    for (const shape of ['Arrow', 'Image', 'Line', 'Rect', 'Text', 'Transformer'])
      expect(all.has(`node_modules/konva/lib/shapes/${shape}.js`), shape).toBe(true);
  });

  it.each(LIST_ROUTES)('loads no heavy library on the list route %s', (page) => {
    const heavy = initialChunks(chunks, [SHELL, page])
      .flatMap((c) => c.modules)
      .filter((m) => HEAVY.test(m));
    expect(heavy).toEqual([]);
  });

  it.each(LIST_ROUTES)(`keeps the list route %s within ${LIST_BUDGET / KB} KB gzip before it renders`, (page) => {
    expect(gzipBytes(initialChunks(chunks, [SHELL, page]))).toBeLessThanOrEqual(LIST_BUDGET);
  });

  it(`keeps the walkthrough editor within ${EDITOR_BUDGET / KB} KB gzip before it renders`, () => {
    expect(gzipBytes(initialChunks(chunks, [SHELL, EDITOR]))).toBeLessThanOrEqual(EDITOR_BUDGET);
  });

  it(`keeps the path editor within ${EDITOR_BUDGET / KB} KB gzip before it renders, ProseMirror loading with the first body`, () => {
    const initial = initialChunks(chunks, [SHELL, PATH_EDITOR]);
    expect(gzipBytes(initial)).toBeLessThanOrEqual(EDITOR_BUDGET);
    expect(initial.flatMap((c) => c.modules).filter((m) => /prosemirror/.test(m))).toEqual([]);
    expect(chunks.flatMap((c) => c.modules).some((m) => m.startsWith('node_modules/prosemirror-view/'))).toBe(true);
  });

  it('loads no zod on the path editor and viewer (the server checks documents; they read them without the schemas)', () => {
    for (const page of [PATH_EDITOR, PATH_VIEWER]) {
      const zod = initialChunks(chunks, [SHELL, page])
        .flatMap((c) => c.modules)
        .filter((m) => ZOD.test(m));
      expect(zod, page).toEqual([]);
    }
  });

  it(`keeps the dashboard within the list budget, its nivo chart loading after the figures`, () => {
    const initial = initialChunks(chunks, [SHELL, DASHBOARD]);
    expect(initial.flatMap((c) => c.modules).filter((m) => HEAVY.test(m))).toEqual([]);
    expect(gzipBytes(initial)).toBeLessThanOrEqual(LIST_BUDGET);
    expect(chunks.flatMap((c) => c.modules).some((m) => m.startsWith('node_modules/@nivo/line/'))).toBe(true);
  });

  it('measures something: the entry alone is over 100 KB gzip (React, React Router, Relay)', () => {
    // Guards the budgets against a report that lists no files (they would pass at 0 bytes).
    expect(gzipBytes(initialChunks(chunks, []))).toBeGreaterThan(100 * KB);
  });
});
