import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breaking, importEdges } from './test/import-graph.js';

// House rules (README "How to add a module"): services never reach into the HTTP adapters.
const edges = importEdges(path.resolve(import.meta.dirname));
const isTest = (p: string) => /\.test(-helpers)?$|^test\//.test(p);
/** The GraphQL adapter files that live beside a module's service. */
const isGraphQLAdapter = (p: string) => /\.(schema|mutations|subscription)$/.test(p);

describe('server import boundaries', () => {
  it('modules never import the REST layer', () => {
    expect(breaking(edges, (e) => e.from.startsWith('modules/') && e.to.startsWith('rest/'))).toEqual([]);
  });

  it('modules import the GraphQL layer only from their GraphQL files (*.schema, *.mutations, *.subscription)', () => {
    expect(breaking(edges, (e) => e.from.startsWith('modules/') && !isGraphQLAdapter(e.from) && !isTest(e.from) && e.to.startsWith('graphql/'))).toEqual([]);
  });

  it('lib/ never imports modules, GraphQL or REST', () => {
    expect(breaking(edges, (e) => e.from.startsWith('lib/') && /^(modules|graphql|rest)\//.test(e.to))).toEqual([]);
  });

  it('infrastructure (auth, db, events, jobs, lib, mail, uploads, deps) never imports a module', () => {
    const infrastructure = /^(auth|db|events|jobs|lib|mail|uploads)\/|^deps$/;
    expect(breaking(edges, (e) => infrastructure.test(e.from) && !isTest(e.from) && e.to.startsWith('modules/'))).toEqual([]);
  });

  it('the write modules (progress, materials) never import the read models (analytics, audience): projectors do', () => {
    expect(breaking(edges, (e) => /^modules\/(progress|materials)\//.test(e.from) && !isTest(e.from) && /^modules\/(analytics|audience)\//.test(e.to))).toEqual(
      [],
    );
  });

  it('the REST layer never imports the GraphQL layer', () => {
    expect(breaking(edges, (e) => e.from.startsWith('rest/') && !isTest(e.from) && e.to.startsWith('graphql/'))).toEqual([]);
  });

  it('finds the imports it checks (the scan is not empty)', () => {
    expect(edges.filter((e) => e.from.startsWith('modules/')).length).toBeGreaterThan(100);
  });
});
