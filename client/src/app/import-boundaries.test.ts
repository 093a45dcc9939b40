import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breaking, importEdges } from '../../../server/src/test/import-graph';

// House rules (README "How to add a module"): a feature's insides are its own.
const edges = importEdges(path.resolve(import.meta.dirname, '..'));
const featureOf = (p: string) => /^features\/([^/]+)\//.exec(p)?.[1] ?? null;

describe('client import boundaries', () => {
  it('features import other features only through their index.ts', () => {
    expect(
      breaking(edges, (e) => {
        const from = featureOf(e.from);
        const to = featureOf(`${e.to}/`);
        return from !== null && to !== null && from !== to && e.to !== `features/${to}` && e.to !== `features/${to}/index`;
      }),
    ).toEqual([]);
  });

  it('ui/ and lib/ never import features', () => {
    expect(breaking(edges, (e) => /^(ui|lib)\//.test(e.from) && e.to.startsWith('features/'))).toEqual([]);
  });

  it('ui/ never imports the app', () => {
    expect(breaking(edges, (e) => e.from.startsWith('ui/') && e.to.startsWith('app/'))).toEqual([]);
  });

  it('finds the imports it checks (the scan is not empty)', () => {
    expect(edges.filter((e) => e.from.startsWith('features/')).length).toBeGreaterThan(200);
  });
});
