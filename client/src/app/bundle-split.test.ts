/**
 * The route split holds: the pages that list materials load no canvas, rich-text, chart,
 * spreadsheet or PDF library (the walkthrough editor and the exports import them lazily).
 * Reads the chunk report the production build writes (client/build/chunk-report.ts), so this
 * runs after `npm run build -w client`, as `npm test` does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChunkReport, staticClosure } from '../../build/chunk-report';

const REPORT = path.resolve(import.meta.dirname, '../../dist/.vite/chunk-report.json');
const HEAVY = /node_modules\/(konva|react-konva|prosemirror-[\w-]+|@nivo\/[\w-]+|xlsx|jspdf)\//;

function loadReport(): ChunkReport[] {
  if (!existsSync(REPORT)) throw new Error(`${REPORT} is missing: run \`npm run build -w client\` first.`);
  return JSON.parse(readFileSync(REPORT, 'utf8')) as ChunkReport[];
}

/** Modules a route loads before it renders: the entry, then each lazy route module of its chain. */
function initialModules(chunks: ChunkReport[], chain: string[]): string[] {
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the report');
  const starts = [entry.fileName, ...chain.map((facade) => {
    const chunk = chunks.find((c) => c.facadeModule === facade);
    if (!chunk) throw new Error(`no chunk for ${facade}`);
    return chunk.fileName;
  })];
  return [...new Set(starts.flatMap((start) => staticClosure(chunks, start).flatMap((c) => c.modules)))];
}

const SHELL = 'src/features/shell/ShellRoute.tsx';
const LIST_ROUTES = ['WalkthroughsPage', 'KindListPage', 'CataloguePage', 'ManageAccessPage'].map((page) => `src/features/materials/${page}.tsx`);

describe('client bundle split', () => {
  const chunks = loadReport();

  it('finds Konva in the build at all (so the check below can fail)', () => {
    const all = chunks.flatMap((c) => c.modules);
    expect(all.some((m) => m.startsWith('node_modules/konva/'))).toBe(true);
  });

  it.each(LIST_ROUTES)('loads no heavy library on the list route %s', (page) => {
    const heavy = initialModules(chunks, [SHELL, page]).filter((m) => HEAVY.test(m));
    expect(heavy).toEqual([]);
  });
});
