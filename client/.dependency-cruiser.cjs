/**
 * The client's layers, checked by dependency-cruiser (`npm run lint:layers` from the repository
 * root, part of `npm run lint`). Imports go one way:
 *
 *   app/         composes: the router, the providers, the App shell. Nothing imports it
 *                (but main.tsx); it reaches a feature through its routes.ts(x) or index.ts.
 *   features/*   the pages, each feature one folder. A feature uses another only through its
 *                index.ts, and only one ranked below it in FEATURES_ONE_WAY (so no loops).
 *   kit/*        what several features are built on (kit/editor: the editors' store, autosave,
 *                history, toolbar). Used through its index.ts; imports no feature and no app.
 *   relay/       the Relay environment, the staff session token, the provider and the route
 *                loaders' preload. Imports no app, feature, kit or ui.
 *   ui/          components without product knowledge. Imports lib/ only.
 *   lib/         helpers without product pages. Imports kinds/ only (and packages).
 *   kinds/       the material kind registry over @learnhub/content. Imports nothing of ours.
 *
 * TypeScript is resolved through client/tsconfig.json (type-only imports and `import()` count),
 * and bare specifiers through the workspace: `@learnhub/content` is server/content's entry, the
 * one piece of server/ the client may import. dependency-cruiser needs TypeScript's JavaScript
 * API, which TypeScript 7 no longer has: run it with client/scripts/depcruise-typescript.mjs.
 * client/src/app/layers.test.ts proves on a fixture that every rule here can fail.
 */
const path = require('node:path');

/**
 * Features from the bottom up: each may import (through index.ts) only the ones above it in this
 * list, so two features can never import each other, directly or round a loop. A new feature that
 * imports or is imported by another takes its place here.
 */
const FEATURES_ONE_WAY = [
  'auth', // the account pages, their layout and the not-found page under it
  'shell', // the staff frame: its outlet context, loader, icons, the create-material dialog
  'walkthrough-player', // → shell
  'path-viewer', // → shell, walkthrough-player
  'package-player', // → shell
  'materials', // → shell, walkthrough-player
  'hub', // → auth, path-viewer, walkthrough-player, package-player
  'lms-player', // → path-viewer, walkthrough-player (the page inside packages exported for an LMS)
  'path-editor', // → path-viewer
  'walkthrough-editor', // → materials
  'dashboard', // → shell
  'settings', // → shell
  'invite', // → auth
  'onboarding', // → auth
  'audience',
  'billing',
  'domains',
  'messages',
  'team',
  'api-tokens',
  'webhooks',
  'lti',
  'lrs-forwarding',
  'audit-log',
];

const SRC = '^client/src/';
const TEST = '\\.test\\.tsx?$';
const anyOf = (names) => `(?:${names.join('|')})`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-only-composes',
      severity: 'error',
      comment: 'app/ composes the features; nothing imports it (main.tsx mounts it). The Relay environment and the token are relay/.',
      from: { path: SRC, pathNot: `${SRC}(app/|main\\.tsx$)` },
      to: { path: `${SRC}app/` },
    },
    {
      name: 'app-composes-routes',
      severity: 'error',
      comment: "app/ reaches a feature through its route table (routes.ts[x]) or its index.ts, never a page's insides.",
      from: { path: `${SRC}app/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/[^/]+/(routes\\.tsx?|index\\.ts)$` },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: "A feature uses another only through that feature's index.ts.",
      from: { path: `${SRC}features/([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: [`${SRC}features/$1/`, `${SRC}features/[^/]+/index\\.ts$`] },
    },
    ...FEATURES_ONE_WAY.map((feature, rank) => ({
      name: 'features-one-way',
      severity: 'error',
      comment: `features/${feature} may import ${rank === 0 ? 'no other feature' : FEATURES_ONE_WAY.slice(0, rank).join(', ')} (FEATURES_ONE_WAY in client/.dependency-cruiser.cjs): move what both need to kit/, lib/ or ui/, or swap their places if no loop results.`,
      from: { path: `${SRC}features/${feature}/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/${anyOf(FEATURES_ONE_WAY.slice(0, rank + 1))}/` },
    })),
    {
      name: 'features-one-way',
      severity: 'error',
      comment: 'A feature missing from FEATURES_ONE_WAY (client/.dependency-cruiser.cjs) imports no other feature: give it its place there.',
      from: { path: `${SRC}features/(?!${anyOf(FEATURES_ONE_WAY)}/)([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/$1/` },
    },
    {
      name: 'kit-imports-no-feature',
      severity: 'error',
      comment: 'A kit is what features are built on: it imports no feature and no app.',
      from: { path: `${SRC}kit/` },
      to: { path: `${SRC}(features|app)/` },
    },
    {
      name: 'kit-through-index',
      severity: 'error',
      comment: 'A kit is used through its index.ts (kit/editor/index.ts), from outside it and from another kit.',
      from: { path: `${SRC}(?!kit/)` },
      to: { path: `${SRC}kit/[^/]+/`, pathNot: `${SRC}kit/[^/]+/index\\.ts$` },
    },
    {
      name: 'kit-through-index',
      severity: 'error',
      comment: 'A kit is used through its index.ts (kit/editor/index.ts), from outside it and from another kit.',
      from: { path: `${SRC}kit/([^/]+)/` },
      to: { path: `${SRC}kit/`, pathNot: [`${SRC}kit/$1/`, `${SRC}kit/[^/]+/index\\.ts$`] },
    },
    {
      name: 'relay-is-below-features',
      severity: 'error',
      comment: 'relay/ (environment, token, provider, preload) imports no app, feature, kit or ui.',
      from: { path: `${SRC}relay/` },
      to: { path: `${SRC}(app|features|kit|ui)/` },
    },
    {
      name: 'ui-is-a-base',
      severity: 'error',
      comment: 'ui/ imports only lib/ of ours: no app, feature, kit or relay.',
      from: { path: `${SRC}ui/` },
      to: { path: `${SRC}(app|features|kit|relay)/` },
    },
    {
      name: 'lib-is-a-base',
      severity: 'error',
      comment: 'lib/ imports only kinds/ of ours: no app, feature, kit, relay or ui.',
      from: { path: `${SRC}lib/` },
      to: { path: `${SRC}(app|features|kit|relay|ui)/` },
    },
    {
      name: 'kinds-is-a-base',
      severity: 'error',
      comment: 'kinds/ reads @learnhub/content and imports nothing else of ours.',
      from: { path: `${SRC}kinds/` },
      to: { path: `${SRC}(app|features|kit|relay|ui|lib)/` },
    },
    {
      name: 'server-only-through-content',
      severity: 'error',
      comment: "The client reaches server/ only through @learnhub/content's entry (tests may read the server's rules to compare).",
      from: { path: SRC, pathNot: TEST },
      to: { path: '^server/', pathNot: '^server/content/src/index\\.ts$' },
    },
    {
      name: 'not-unresolvable',
      severity: 'error',
      comment: 'Every import resolves (an unresolved one is an import no rule can see).',
      from: { path: SRC },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    tsPreCompilationDeps: true,
    // @learnhub/content from its sources (its `source` export, as Vite and Vitest read it).
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['source', 'import', 'default'] },
    doNotFollow: { path: ['node_modules', '^server/'] },
    // Generated by the Relay compiler (relay.config.js), so absent on a fresh clone when lint runs.
    exclude: { path: '(^|/)__generated__/|(^|/)persisted-operations\\.json$' },
  },
};
