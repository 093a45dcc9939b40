/**
 * Issue 22 §1: a new material kind is a row in the registry, and the compiler names every place
 * that must handle it. This test "adds" a throw-away kind, QUIZ, in a test build (the TypeScript
 * compiler reading the real sources, with the registry's list and Prisma's enum edited in
 * memory) and checks which files the compiler then refuses: exactly the registry's own table,
 * and, while Prisma's enum lags behind, the check that the two agree. No other file of the
 * server or the client may need to know a kind's name.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const KINDS_FILE = 'server/content/src/kinds.ts';
const PRISMA_ENUMS = 'server/src/generated/prisma/enums.ts';

/** A source edited in the copy: `from` must be found, so a renamed line fails loudly. */
type Edit = { file: string; from: string; to: string };

const addQuizToRegistry: Edit = {
  file: KINDS_FILE,
  from: "export const MATERIAL_KINDS = ['WALKTHROUGH', 'PATH', 'DOC', 'VIDEO', 'PACKAGE'] as const;",
  to: "export const MATERIAL_KINDS = ['WALKTHROUGH', 'PATH', 'DOC', 'VIDEO', 'PACKAGE', 'QUIZ'] as const;",
};
const addQuizToPrisma: Edit = { file: PRISMA_ENUMS, from: "  PACKAGE: 'PACKAGE'\n} as const", to: "  PACKAGE: 'PACKAGE',\n  QUIZ: 'QUIZ'\n} as const" };

/** What `npx relay-compiler` writes once schema.graphql has QUIZ: each artifact's MaterialKind union. */
const RELAY_KIND_UNION = 'export type MaterialKind = "DOC" | "PACKAGE" | "PATH" | "VIDEO" | "WALKTHROUGH" | "%future added value";';
function relayArtifactsKnowQuiz(): Edit[] {
  const dir = 'client/src/__generated__';
  return readdirSync(path.join(repo, dir))
    .filter((f) => readFileSync(path.join(repo, dir, f), 'utf8').includes(RELAY_KIND_UNION))
    .map((f) => ({ file: `${dir}/${f}`, from: RELAY_KIND_UNION, to: RELAY_KIND_UNION.replace('"WALKTHROUGH"', '"WALKTHROUGH" | "QUIZ"') }));
}

/**
 * A copy of the sources the two compilers read (TypeScript 7 has no in-process compiler API to
 * hand edited files to), with its own node_modules: links to the real packages, except
 * @learnhub/content, which points at the copy.
 */
let copy: string;
beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'lh-kinds-'));
  for (const part of [
    'package.json',
    'server/package.json',
    'server/tsconfig.json',
    'server/tsconfig.strict.json',
    'server/src',
    'server/content',
    'client/package.json',
    'client/tsconfig.json',
    'client/src',
    'client/build',
    // Read by the client's tests, which the client project compiles (relay.config.js writes it).
    'client/persisted-operations.json',
  ]) {
    cpSync(path.join(repo, part), path.join(copy, part), { recursive: true, filter: (src) => !/\/(node_modules|dist)$/.test(src) });
  }
  mkdirSync(path.join(copy, 'node_modules/@learnhub'), { recursive: true });
  for (const entry of readdirSync(path.join(repo, 'node_modules'))) {
    if (entry !== '@learnhub') symlinkSync(path.join(repo, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  symlinkSync('../../server/content', path.join(copy, 'node_modules/@learnhub/content'));
  // A workspace's own versions where they differ from the root's (npm nests them there).
  for (const workspace of ['server', 'client']) {
    const nested = path.join(repo, workspace, 'node_modules');
    if (!existsSync(nested)) continue;
    mkdirSync(path.join(copy, workspace, 'node_modules'), { recursive: true });
    for (const entry of readdirSync(nested))
      if (!entry.startsWith('.')) symlinkSync(path.join(nested, entry), path.join(copy, workspace, 'node_modules', entry));
  }
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The files (relative to the repository) the compiler refuses in a project, with the edits applied to the copy. */
async function refusedFiles(project: 'server' | 'client', edits: Edit[]): Promise<{ files: string[]; output: string }> {
  const originals = new Map<string, string>();
  for (const edit of edits) {
    const file = path.join(copy, edit.file);
    const text = originals.get(file) ?? readFileSync(file, 'utf8');
    originals.set(file, text);
    if (!text.includes(edit.from)) throw new Error(`${edit.file} no longer has: ${edit.from}`);
    writeFileSync(file, text.replace(edit.from, edit.to));
  }
  try {
    const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
    const output = await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', path.join(copy, project, 'tsconfig.json')], { cwd: copy }).then(
      (r) => r.stdout,
      (err: { stdout?: string }) => err.stdout ?? String(err),
    );
    const files = [...output.matchAll(/^(\S[^(\n]*)\(\d+,\d+\): error/gm)].map((m) => path.relative(copy, path.resolve(copy, m[1] ?? '')));
    return { files: [...new Set(files)].sort(), output };
  } finally {
    for (const [file, text] of originals) writeFileSync(file, text);
  }
}

describe('a throw-away material kind, added in a test build', () => {
  it('the copy compiles as it is (so what fails below is the new kind)', async () => {
    expect((await refusedFiles('server', [])).files).toEqual([]);
    expect((await refusedFiles('client', [])).files).toEqual([]);
  }, 120_000);

  it('the server compiler names only the registry: its KINDS table needs a QUIZ row', async () => {
    const { files, output } = await refusedFiles('server', [addQuizToRegistry, addQuizToPrisma]);
    expect(files, output).toEqual([KINDS_FILE]);
    expect(output).toMatch(/QUIZ/);
  }, 120_000);

  it('with Prisma not yet migrated, the compiler names the check that the two lists agree', async () => {
    const { files, output } = await refusedFiles('server', [addQuizToRegistry]);
    expect(files, output).toContain('server/src/modules/materials/material-rules.ts');
    expect(output).toMatch(/material-rules\.ts\(\d+,\d+\): error TS2322: Type 'true' is not assignable to type 'false'/);
  }, 120_000);

  it('the client compiler names only the registry as well (with the GraphQL types regenerated)', async () => {
    const artifacts = relayArtifactsKnowQuiz();
    expect(artifacts.length).toBeGreaterThan(5);
    const { files, output } = await refusedFiles('client', [addQuizToRegistry, addQuizToPrisma, ...artifacts]);
    expect(files, output).toEqual([KINDS_FILE]);
  }, 120_000);
});
