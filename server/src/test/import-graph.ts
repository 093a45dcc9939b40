/**
 * The relative imports of every TypeScript file under a folder, resolved to repository paths,
 * for what the layer rules (server/.dependency-cruiser.cjs) cannot check
 * (server/src/import-boundaries.test.ts). Reads files as text: static imports, re-exports and
 * `import()` with a literal path; package imports are not followed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type ImportEdge = { from: string; to: string };

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']*)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === '__generated__' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import under `root`, as paths relative to `root` without extension (`features/shell/routes`). */
export function importEdges(root: string): ImportEdge[] {
  const strip = (p: string) => p.replace(/\.(tsx?|js)$/, '');
  return sourceFiles(root).flatMap((file) => {
    const from = strip(path.relative(root, file));
    return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => ({
      from,
      to: strip(path.relative(root, path.resolve(path.dirname(file), m[1] ?? ''))),
    }));
  });
}
