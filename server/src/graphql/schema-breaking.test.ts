/** The breaking-change check (schema-breaking.ts) on small schemas, worked out by hand. */
import { describe, expect, it } from 'vitest';
import { breakingChanges } from './schema-breaking.js';

const base = `
type Query { material(id: ID!): Material, materials(first: Int): [Material!]! }
type Material { id: ID!, name: String!, kind: Kind!, legacyName: String @deprecated(reason: "Use name.") }
enum Kind { WALKTHROUGH PATH }`;

describe('breaking changes against main', () => {
  it('an added field, type or optional argument is not breaking', async () => {
    const grown = base
      .replace('legacyName: String', 'description: String, legacyName: String')
      .replace('materials(first: Int)', 'materials(first: Int, after: String)')
      .concat('\ntype Domain { id: ID! }');
    expect(await breakingChanges(base, grown)).toEqual([]);
  });

  it('a removed field, a changed type, a removed enum value or a new required argument is', async () => {
    const cases: [string, string][] = [
      [base.replace('name: String!, ', ''), 'Material.name'],
      [base.replace('name: String!', 'name: Int!'), 'Material.name'],
      [base.replace('WALKTHROUGH PATH', 'WALKTHROUGH'), 'Kind.PATH'],
      [base.replace('materials(first: Int)', 'materials(first: Int!)'), 'Query.materials.first'],
    ];
    for (const [changed, path] of cases) {
      const found = await breakingChanges(base, changed);
      expect(
        found.map((c) => c.path),
        path,
      ).toContain(path);
    }
  });

  it('removing a field deprecated first is allowed', async () => {
    expect(await breakingChanges(base, base.replace(', legacyName: String @deprecated(reason: "Use name.")', ''))).toEqual([]);
  });

  it('schema.graphql against itself has none (the command compares it with main)', async () => {
    const { readFileSync } = await import('node:fs');
    const sdl = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    expect(await breakingChanges(sdl, sdl)).toEqual([]);
  });
});
