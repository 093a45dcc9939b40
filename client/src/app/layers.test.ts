/**
 * The layer rules themselves are dependency-cruiser's (client/.dependency-cruiser.cjs, run by
 * `npm run lint`). This proves they can fail: it cruises a small tree that breaks each rule once,
 * with the same config, TypeScript preload and command as the lint, and expects exactly those
 * violations, among them imports only TypeScript's parser sees (`import type`, `export type … from`),
 * a JSX file, an `import()`, and `@learnhub/content` through a workspace link.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const CLIENT = path.resolve(import.meta.dirname, '../..');
const ROOT = path.resolve(CLIENT, '..');
const CONFIG = path.join(CLIENT, '.dependency-cruiser.cjs');
const PRELOAD = path.join(CLIENT, 'scripts/depcruise-typescript.mjs');
const CRUISER = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

type Rule = { name: string; from: { path?: string } };
const config = createRequire(import.meta.url)(CONFIG) as { forbidden: Rule[] };

/** The fixture: each file's path under a temporary root, and its text. */
const FIXTURE: Record<string, string> = {
  'client/src/main.tsx': "import { App } from './app/App';\nexport const root = App;\n",
  'client/src/app/App.tsx': [
    "import { routes } from '../features/shell/routes';",
    "import { Page } from '../features/shell/Page';",
    "import { RelayProvider } from '../relay/RelayProvider';",
    'export function App() {',
    '  return <RelayProvider>{routes.length}<Page /></RelayProvider>;',
    '}',
  ].join('\n'),
  'client/src/features/shell/routes.ts': "export const routes = [{ path: '*', lazy: () => import('./Page') }];\n",
  'client/src/features/shell/index.ts': "export { Page } from './Page';\n",
  'client/src/features/shell/Page.tsx': [
    "import type { Thing } from '../materials';",
    'export const Page = (props: { thing?: Thing }) => <main>{props.thing}</main>;',
  ].join('\n'),
  'client/src/features/materials/index.ts': "export type { Thing } from './inner';\nexport { List } from './List';\n",
  'client/src/features/materials/inner.ts': "export type Thing = string;\nexport const loadApp = () => import('../../app/App');\n",
  'client/src/features/materials/List.tsx': [
    "import { Page } from '../shell';",
    "import { useKit } from '../../kit/editor';",
    "import { deep } from '../../kit/editor/deep';",
    "import { shareUrl } from '../../lib/share';",
    'export const List = () => <Page thing={String(useKit()) + deep + shareUrl} />;',
  ].join('\n'),
  'client/src/features/newcomer/Widget.ts': "import { Page } from '../shell';\nexport const widget = Page;\n",
  'client/src/features/audience/Report.ts': "import { Page } from '../shell/Page';\nexport const report = Page;\n",
  'client/src/kit/editor/index.ts': "export { deep } from './deep';\nexport const useKit = (): number => 1;\n",
  'client/src/kit/editor/deep.ts': "import { Page } from '../../features/shell';\nexport const deep = String(Page);\n",
  'client/src/kit/other/index.ts': "import { deep } from '../editor/deep';\nexport const other = deep;\n",
  'client/src/relay/RelayProvider.tsx': [
    "import { Button } from '../ui';",
    'export const RelayProvider = ({ children }: { children: unknown }) => <Button>{children}</Button>;',
  ].join('\n'),
  'client/src/relay/token.ts': "export const token = 't';\n",
  'client/src/ui/index.ts': "export { Button } from './Button';\n",
  'client/src/ui/Button.tsx': [
    "import { token } from '../relay/token';",
    'export const Button = ({ children }: { children: unknown }) => <button type="button" data-token={token}>{children}</button>;',
  ].join('\n'),
  'client/src/lib/share.ts': "import { Button } from '../ui';\nexport const shareUrl = String(Button);\n",
  'client/src/lib/limits.ts': [
    "import { LIMIT } from '../../../server/src/rules';",
    "import { deepLimit } from '../../../server/content/src/limits';",
    'export const limit = LIMIT + deepLimit;',
  ].join('\n'),
  'client/src/lib/limits.test.ts': "import { LIMIT } from '../../../server/src/rules';\nexport const compared = LIMIT;\n",
  'client/src/lib/broken.ts': "import { gone } from './missing';\nexport const broken = gone;\n",
  'client/src/kinds/index.ts': [
    "import { kindOf } from '@learnhub/content';",
    "import { shareUrl } from '../lib/share';",
    'export const kinds = kindOf + shareUrl;',
  ].join('\n'),
  'server/src/rules.ts': 'export const LIMIT = 1;\n',
  'server/content/package.json': JSON.stringify({
    name: '@learnhub/content',
    type: 'module',
    exports: { '.': { types: './src/index.ts', source: './src/index.ts', default: './dist/index.js' } },
  }),
  'server/content/src/index.ts': "export const kindOf = 'walkthrough';\n",
  'server/content/src/limits.ts': 'export const deepLimit = 2;\n',
};

const EXPECTED = [
  'app-composes-routes: client/src/app/App.tsx → client/src/features/shell/Page.tsx',
  'app-only-composes: client/src/features/materials/inner.ts → client/src/app/App.tsx',
  'feature-through-index: client/src/features/audience/Report.ts → client/src/features/shell/Page.tsx',
  'features-one-way: client/src/features/newcomer/Widget.ts → client/src/features/shell/index.ts',
  'features-one-way: client/src/features/shell/Page.tsx → client/src/features/materials/index.ts',
  'kinds-is-a-base: client/src/kinds/index.ts → client/src/lib/share.ts',
  'kit-imports-no-feature: client/src/kit/editor/deep.ts → client/src/features/shell/index.ts',
  'kit-through-index: client/src/features/materials/List.tsx → client/src/kit/editor/deep.ts',
  'kit-through-index: client/src/kit/other/index.ts → client/src/kit/editor/deep.ts',
  'lib-is-a-base: client/src/lib/share.ts → client/src/ui/index.ts',
  'not-unresolvable: client/src/lib/broken.ts → ./missing',
  'relay-is-below-features: client/src/relay/RelayProvider.tsx → client/src/ui/index.ts',
  'server-only-through-content: client/src/lib/limits.ts → server/content/src/limits.ts',
  'server-only-through-content: client/src/lib/limits.ts → server/src/rules.ts',
  'ui-is-a-base: client/src/ui/Button.tsx → client/src/relay/token.ts',
];

type Cruise = {
  modules: { source: string; dependencies: { resolved: string; dynamic: boolean }[] }[];
  summary: { violations: { from: string; to: string; rule: { name: string } }[]; totalCruised: number };
};

const fixture = mkdtempSync(path.join(tmpdir(), 'client-layers-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** Cruises the fixture as `npm run lint:layers` cruises client/src. */
function cruiseFixture(): Cruise {
  for (const [file, text] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  }
  mkdirSync(path.join(fixture, 'node_modules/@learnhub'), { recursive: true });
  symlinkSync('../../server/content', path.join(fixture, 'node_modules/@learnhub/content'));
  const run = spawnSync(process.execPath, ['--import', PRELOAD, CRUISER, '--config', CONFIG, '--output-type', 'json', 'client/src'], {
    cwd: fixture,
    encoding: 'utf8',
  });
  if (!run.stdout) throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout) as Cruise;
}

describe('client layers (dependency-cruiser)', () => {
  const result = cruiseFixture();
  const edges = result.modules.flatMap((m) => m.dependencies.map((d) => `${m.source} → ${d.resolved}${d.dynamic ? ' (import())' : ''}`));

  it('reads TypeScript with its own parser: type-only imports and re-exports, JSX files, import()', () => {
    expect(edges).toContain('client/src/features/materials/index.ts → client/src/features/materials/inner.ts');
    expect(edges).toContain('client/src/features/shell/Page.tsx → client/src/features/materials/index.ts');
    expect(edges).toContain('client/src/features/shell/routes.ts → client/src/features/shell/Page.tsx (import())');
    expect(edges).toContain('client/src/app/App.tsx → client/src/relay/RelayProvider.tsx');
  });

  it('resolves @learnhub/content through the workspace link to its sources', () => {
    expect(edges).toContain('client/src/kinds/index.ts → server/content/src/index.ts');
  });

  it('refuses each import that breaks a rule, and only those', () => {
    const found = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(found).toEqual(EXPECTED);
  });

  it('has a fixture that breaks every rule of the config', () => {
    const broken = new Set(EXPECTED.map((line) => line.split(':')[0]));
    expect(config.forbidden.map((rule) => rule.name).filter((name) => !broken.has(name))).toEqual([]);
  });
});

describe('the layer config', () => {
  it('ranks every feature in FEATURES_ONE_WAY, and no feature that is gone', () => {
    const ranked = config.forbidden
      .filter((rule) => rule.name === 'features-one-way')
      .map((rule) => /^\^client\/src\/features\/([\w-]+)\/$/.exec(rule.from.path ?? '')?.[1])
      .filter((name) => name !== undefined);
    const features = readdirSync(path.join(CLIENT, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(ranked.sort()).toEqual(features.sort());
  });

  it('is what `npm run lint` runs, with the TypeScript preload', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.lint).toContain('npm run lint:layers');
    expect(scripts['lint:layers']).toContain('npm run lint:layers:client');
    expect(scripts['lint:layers']).toContain('npm run lint:layers:server');
    for (const side of ['client', 'server']) {
      expect(scripts[`lint:layers:${side}`]).toContain(
        'node --import ./client/scripts/depcruise-typescript.mjs node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
      );
      expect(scripts[`lint:layers:${side}`]).toContain(`--config ${side}/.dependency-cruiser.cjs ${side}/src`);
    }
  });
});
