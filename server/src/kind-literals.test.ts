/**
 * Issue 22 §1: code asks a material kind's capabilities (`kindOf(kind).graded`), never its name.
 * Any comparison of a kind with a literal, list of kinds or table keyed by kinds outside the
 * registries is a place a new kind would silently fall through ("PATH, or else a walkthrough").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const ROOTS = ['server/src', 'server/content/src', 'client/src'];
/** Where kinds are defined, and where a kind is data (the demo's path *is* a path). */
const ALLOWED = ['server/content/src/kinds.ts', /^client\/src\/kinds\//, /^server\/src\/modules\/demo\//];

const KIND = `'(?:WALKTHROUGH|PATH|DOC|VIDEO|PACKAGE)'`;
const PATTERNS: [string, RegExp][] = [
  ['compares with a kind', new RegExp(`[!=]==?\\s*${KIND}|${KIND}\\s*[!=]==?`)],
  ['switches on a kind', new RegExp(`case\\s+${KIND}`)],
  ['lists kinds', new RegExp(`${KIND}\\s*,\\s*${KIND}|\\[\\s*${KIND}\\s*\\]`)],
  ['keys a table by kind', /\b(?:WALKTHROUGH|DOC|VIDEO|PACKAGE)\s*:\s*['"{[]/],
  ['filters by a kind', new RegExp(`\\bkind"?\\s*(?::|=)\\s*${KIND}`)],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['generated', '__generated__', 'node_modules', 'dist', 'test', 'e2e'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.test-helpers\.ts$/.test(entry.name) ? [full] : [];
  });
}

const files = ROOTS.flatMap((root) => sourceFiles(path.join(repo, root))).map((f) => path.relative(repo, f));
const allowed = (file: string) => ALLOWED.some((a) => (typeof a === 'string' ? a === file : a.test(file)));

describe('material kinds are asked by capability, not by name', () => {
  it('no source outside the registries compares a kind with a literal, lists kinds or keys a table by them', () => {
    const found: string[] = [];
    for (const file of files.filter((f) => !allowed(f))) {
      readFileSync(path.join(repo, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [what, pattern] of PATTERNS) if (pattern.test(line)) found.push(`${file}:${i + 1} ${what}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('scans the sources it guards (the scan is not empty)', () => {
    expect(files.filter((f) => f.startsWith('client/src/')).length).toBeGreaterThan(200);
    expect(files.filter((f) => f.startsWith('server/src/modules/')).length).toBeGreaterThan(100);
    expect(files).toContain('server/content/src/kinds.ts');
  });

  it('recognises each kind of breach (the patterns are not blind)', () => {
    const lines = [
      "if (m.kind === 'PATH') {",
      "case 'VIDEO':",
      "const kinds = ['WALKTHROUGH', 'VIDEO'];",
      "const LABELS = { WALKTHROUGH: 'Walkthrough' };",
      "where: { kind: 'PATH' },",
      `WHERE "kind" = 'DOC'`,
    ];
    for (const line of lines)
      expect(
        PATTERNS.some(([, p]) => p.test(line)),
        line,
      ).toBe(true);
    expect(PATTERNS.some(([, p]) => p.test('PATH: process.env.PATH,'))).toBe(false);
  });
});
