/**
 * A Vite plugin that writes `dist/.vite/chunk-report.json`: for every JS chunk, the modules in
 * it, its static and dynamic imports, and the source module it is the facade of (a route's
 * `lazy` import target). The bundle benchmark and the bundle test read it to compute each
 * route's initial JavaScript and to prove that heavy libraries stay out of routes that don't
 * need them. Vite's own manifest lists chunks but not the modules inside them.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export type ChunkReport = {
  fileName: string;
  isEntry: boolean;
  facadeModule: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Module ids relative to the client folder (node_modules paths kept as `node_modules/...`). */
  modules: string[];
  /** The stylesheets the chunk's modules import (Vite loads them with the chunk). */
  css: string[];
};

export function chunkReport(): Plugin {
  let root = process.cwd();
  return {
    name: 'learnhub-chunk-report',
    apply: 'build',
    // After Vite's CSS plugin, which drops chunks that held only CSS from the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const relative = (id: string) => {
        const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
        const nm = clean.lastIndexOf('node_modules/');
        return nm >= 0 ? clean.slice(nm) : path.relative(root, clean);
      };
      const chunks: ChunkReport[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          isEntry: item.isEntry,
          facadeModule: item.facadeModuleId ? relative(item.facadeModuleId) : null,
          imports: [...item.imports],
          dynamicImports: [...item.dynamicImports],
          modules: item.moduleIds.map(relative),
          css: [...(item.viteMetadata?.importedCss ?? [])],
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-report.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/** The chunks a chunk needs before it can run: itself and its static imports, transitively. */
export function staticClosure(chunks: ChunkReport[], start: string): ChunkReport[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of byName.get(name)?.imports ?? []) visit(dep);
  };
  visit(start);
  return [...seen].map((name) => byName.get(name)!).filter(Boolean);
}

/**
 * The chunks a route needs before it renders: the entry and each lazy route module on the
 * route's path (outermost first, by source module, e.g. `src/features/shell/ShellRoute.tsx`),
 * with their static imports. What its own modules import lazily is not in it.
 */
export function initialChunks(chunks: ChunkReport[], chain: string[]): ChunkReport[] {
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('no entry chunk in the report');
  const starts = [
    entry,
    ...chain.map((facade) => {
      const chunk = chunks.find((c) => c.facadeModule === facade);
      if (!chunk) throw new Error(`no chunk for ${facade}`);
      return chunk;
    }),
  ];
  const initial = new Map<string, ChunkReport>();
  for (const start of starts) for (const c of staticClosure(chunks, start.fileName)) initial.set(c.fileName, c);
  return [...initial.values()];
}
