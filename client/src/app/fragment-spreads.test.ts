/**
 * Issue 22 §3: a feature spreads (`...Name`) its own fragments, those of the shared layers (lib/,
 * kit/), and another feature's only when that feature's index.ts exports it: re-exports the
 * fragment's `Name$key` type (what the spreading page passes on), or re-exports (or lazily
 * imports) the module that defines it. The same holds for importing another feature's fragment
 * artifact (`__generated__/Name.graphql`). ui/, lib/, kit/, relay/ and kinds/ spread no feature's
 * fragment at all. Dependency-cruiser cannot see these: a spread is text inside a graphql tag.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Source = { file: string; text: string };

const TAG = /\bgraphql`([^`]*)`/g;
const DEFINITION = /\bfragment\s+([A-Za-z_]\w*)\s+on\b/g;
const SPREAD = /\.\.\.\s*(?!on\b)([A-Za-z_]\w*)/g;
const ARTIFACT = /\bfrom\s+'[^']*__generated__\/([A-Za-z_]\w*)\.graphql'/g;
const RE_EXPORT = /\bexport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'|\bexport\s+\*\s+from\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;
const BASE_LAYERS = /^(ui|lib|kit|relay|kinds)\//;

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The graphql documents of a file, without their comments. */
const documents = (text: string) => [...text.matchAll(TAG)].map((m) => (m[1] ?? '').replace(/#[^\n]*/g, ''));

/** `./x` from `features/a/index.ts` → the source file it names (`features/a/x.tsx`), if any. */
function resolveFrom(sources: Map<string, Source>, fromFile: string, specifier: string): string | null {
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => sources.has(candidate)) ?? null;
}

/** What each feature's index.ts lets others spread: fragments whose `$key` it exports, or whose module it exports. */
function exportedFragments(sources: Map<string, Source>, definedIn: Map<string, string>, feature: string): Set<string> {
  const indexFile = `features/${feature}/index.ts`;
  const index = sources.get(indexFile);
  const exported = new Set<string>();
  if (!index) return exported;
  const modules = new Set<string>();
  for (const m of index.text.matchAll(RE_EXPORT)) {
    for (const name of (m[1] ?? '').split(',')) {
      const key = /(\w+)\$key\b/.exec(name.replace(/^\s*type\s+/, ''))?.[1];
      if (key) exported.add(key);
    }
    const specifier = m[2] ?? m[3] ?? m[4];
    const file = specifier?.startsWith('.') ? resolveFrom(sources, indexFile, specifier) : null;
    if (file) modules.add(file);
  }
  for (const [fragment, file] of definedIn) if (modules.has(file)) exported.add(fragment);
  return exported;
}

/** Spreads and artifact imports that break the rule, as "file: ...Name (defined in file)". */
function fragmentProblems(files: Source[]): { problems: string[]; fragments: number; spreads: number } {
  const sources = new Map(files.map((s) => [s.file, s]));
  const definedIn = new Map<string, string>();
  for (const { file, text } of files) for (const doc of documents(text)) for (const d of doc.matchAll(DEFINITION)) definedIn.set(d[1] ?? '', file);

  const exports = new Map<string, Set<string>>();
  const exportedBy = (feature: string) => {
    if (!exports.has(feature)) exports.set(feature, exportedFragments(sources, definedIn, feature));
    return exports.get(feature) ?? new Set<string>();
  };
  const problems: string[] = [];
  let spreads = 0;
  const check = (file: string, fragment: string, what: string) => {
    const home = definedIn.get(fragment);
    if (home === undefined) {
      if (what.startsWith('...')) problems.push(`${file}: ${what} (no fragment of that name)`);
      return;
    }
    const owner = featureOf(home);
    if (owner === null || owner === featureOf(file)) return;
    if (BASE_LAYERS.test(file)) problems.push(`${file}: ${what} (defined in ${home}; ${file.split('/')[0]}/ uses no feature)`);
    else if (!exportedBy(owner).has(fragment)) problems.push(`${file}: ${what} (defined in ${home}; not exported by features/${owner}/index.ts)`);
  };
  for (const { file, text } of files) {
    for (const doc of documents(text))
      for (const s of doc.matchAll(SPREAD)) {
        spreads += 1;
        check(file, s[1] ?? '', `...${s[1]}`);
      }
    for (const a of text.matchAll(ARTIFACT)) check(file, a[1] ?? '', `imports __generated__/${a[1]}.graphql`);
  }
  return { problems, fragments: definedIn.size, spreads };
}

function readSources(root: string): Source[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__generated__' ? [] : walk(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return walk(root).map((full) => ({ file: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }));
}

const gql = (body: string) => `import { graphql } from 'react-relay';\nexport const doc = graphql\`${body}\`;\n`;

describe('fragment spreads across features', () => {
  it('holds in client/src', () => {
    const root = path.resolve(import.meta.dirname, '..');
    expect(existsSync(path.join(root, 'features'))).toBe(true);
    const { problems, fragments, spreads } = fragmentProblems(readSources(root));
    expect(problems).toEqual([]);
    // The scan finds what it checks (a tag it could not read would pass silently).
    expect(fragments).toBeGreaterThan(40);
    expect(spreads).toBeGreaterThan(100);
  });

  it('refuses a spread or an artifact import of a fragment the other feature does not export, and allows the rest', () => {
    const files: Source[] = [
      { file: 'lib/mutations/MutationErrors.ts', text: gql('fragment MutationErrors on Error { message }') },
      { file: 'kit/editor/History.tsx', text: gql('fragment History_material on Material { id }') },
      { file: 'features/player/data/useSteps.ts', text: gql('fragment useSteps_steps on Material { id }') },
      { file: 'features/player/Card.tsx', text: gql('fragment Card_material on Material { id }') },
      { file: 'features/player/Secret.tsx', text: gql('fragment Secret_material on Material { id }') },
      { file: 'features/player/LazyPanel.ts', text: "export const LazyPanel = () => import('./Panel');\n" },
      { file: 'features/player/Panel.tsx', text: gql('fragment Panel_material on Material { id }') },
      {
        file: 'features/player/index.ts',
        text: [
          "export type { useSteps_steps$key } from '../../__generated__/useSteps_steps.graphql';",
          "export { Card } from './Card';",
          "export const Lazy = () => import('./LazyPanel');",
        ].join('\n'),
      },
      {
        file: 'features/hub/Page.tsx',
        text: [
          "import type { Secret_material$key } from '../../__generated__/Secret_material.graphql';",
          "import type { useSteps_steps$key } from '../../__generated__/useSteps_steps.graphql';",
          gql(`query PageQuery { material { ...useSteps_steps ...Card_material ...Secret_material ...Panel_material ...History_material
            # ...Commented_out
            ... on Material { id } ...MutationErrors @relay(mask: false) ...Own_material } }`),
        ].join('\n'),
      },
      { file: 'features/hub/Own.tsx', text: gql('fragment Own_material on Material { id ...Missing_fragment }') },
      { file: 'ui/Thing.tsx', text: gql('fragment Thing_material on Material { ...Card_material }') },
    ];
    expect(fragmentProblems(files).problems).toEqual([
      'features/hub/Page.tsx: ...Secret_material (defined in features/player/Secret.tsx; not exported by features/player/index.ts)',
      'features/hub/Page.tsx: ...Panel_material (defined in features/player/Panel.tsx; not exported by features/player/index.ts)',
      'features/hub/Page.tsx: imports __generated__/Secret_material.graphql (defined in features/player/Secret.tsx; not exported by features/player/index.ts)',
      'features/hub/Own.tsx: ...Missing_fragment (no fragment of that name)',
      'ui/Thing.tsx: ...Card_material (defined in features/player/Card.tsx; ui/ uses no feature)',
    ]);
  });
});
