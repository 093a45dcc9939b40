import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importEdges } from './test/import-graph.js';

// House rules (README "How to add a module"). The import rules (layers, modules through their
// index.ts, no cycles between modules) are dependency-cruiser's: server/.dependency-cruiser.cjs,
// run by `npm run lint`. What it cannot see is checked here.
const root = path.resolve(import.meta.dirname);
const edges = importEdges(root);
const modules = readdirSync(path.join(root, 'modules'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** A file's statements, comments left out (good enough for the plain files checked here). */
const statements = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

describe('server import boundaries', () => {
  it("every module has an index.ts that only re-exports the module's own files (a public face, no code of its own)", () => {
    const wrong = modules.flatMap((name) => {
      const index = path.join(root, 'modules', name, 'index.ts');
      try {
        return statements(index)
          .filter((s) => !/^export\s+(\*\s+as\s+\w+|\{[^}]*\})\s+from\s+'\.\/[\w.-]+\.js'$/.test(s))
          .map((s) => `${name}/index.ts: ${s.split('\n')[0]}`);
      } catch {
        return [`${name}: no index.ts`];
      }
    });
    expect(wrong).toEqual([]);
  });

  it('REST routes call the services, never Prisma (deps.prisma)', () => {
    const dir = path.join(root, 'rest', 'v1');
    const wrong = readdirSync(dir)
      .filter((f) => f.endsWith('.routes.ts'))
      .flatMap((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
          .filter(({ line }) => /\.prisma\b/.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(wrong).toEqual([]);
  });

  it('finds what it checks (the scans are not empty)', () => {
    expect(modules.length).toBeGreaterThan(10);
    expect(readdirSync(path.join(root, 'rest', 'v1')).filter((f) => f.endsWith('.routes.ts')).length).toBeGreaterThan(10);
    // Other modules, REST and the entry points import the modules through their index.ts files.
    const intoIndexes = new Set(edges.filter((e) => /^modules\/[^/]+\/index$/.test(e.to)).map((e) => e.to));
    expect(intoIndexes.size).toBeGreaterThan(10);
  });
});
