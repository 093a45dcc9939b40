/**
 * The server's layer rules (README "How to add a module"), checked by dependency-cruiser on every
 * `npm run lint` (the root's `lint:layers`): `depcruise --config server/.dependency-cruiser.cjs
 * server/src server/content/src`, run from the repository root.
 *
 * Paths are the repository's (`server/src/...`). Files are parsed by TypeScript 5 (the
 * root's TypeScript 7 has no compiler API for dependency-cruiser: client/scripts/depcruise-typescript.mjs
 * lends it one, for both workspaces, in the root's lint:layers scripts) and resolved as TypeScript does
 * with server/tsconfig.json: `.js` specifiers to their `.ts` files, `import()` and `import type`
 * included, and the workspace package `@learnhub/content` to its sources (server/content/src)
 * through its `source` export.
 *
 * Tests: files ending in `.test.ts`, their helpers (`*.test-helpers.ts`, `upload-fixtures.ts`)
 * and server/src/test/. A module's tests may import its files directly; tests elsewhere go through
 * its index.ts too, except for its test helpers.
 *
 * What dependency-cruiser cannot see (an index.ts that does more than re-export, a REST route
 * reaching for `deps.prisma`) stays in server/src/import-boundaries.test.ts.
 */
const path = require('node:path');

const SRC = '^server/src/';
const MODULES = `${SRC}modules/`;
/** Test files and what only tests may import. */
const TEST = `${SRC}test/|\\.test\\.ts$|\\.test-helpers\\.ts$|/upload-fixtures\\.ts$`;
const TEST_SUPPORT = `${SRC}test/|\\.test-helpers\\.ts$|/upload-fixtures\\.ts$`;
/** A module's public face. */
const MODULE_INDEX = `${MODULES}[^/]+/index\\.ts$`;
/** A module's GraphQL adapter files (thin Pothos files beside its service). */
const GRAPHQL_ADAPTER = '\\.(schema|mutations|subscription)\\.ts$';
const INFRASTRUCTURE = `${SRC}(audit|auth|db|events|http-cache|jobs|lib|mail|uploads)/|${SRC}deps\\.ts$`;

/**
 * Known exception to "no cycle between modules": the material core. Cycles that stay inside
 * these five modules are allowed; one that leaves them is not.
 * - content ↔ walkthroughs, content ↔ paths, content ↔ packages: the kind table. content/content-kinds.ts names each
 *   document's ContentKind (walkthroughKind, pathKind), and a kind is written against content's
 *   ContentKind with its parsers (kind-parsers.ts) and reads its steps through content's draft
 *   store. Breaking it means registering kinds at run time (the compiler would no longer insist
 *   on one per document) or moving the drafts into each kind: a redesign, not a move.
 *   The table is built on first use, so loading either side first is safe.
 * - content ↔ materials: a new or duplicated material gets its kind's first draft written by
 *   content's store (materials.service: createMaterial, duplicateMaterial), and content finds
 *   the material it edits through materials (findMaterialFields, the material id rules). Both
 *   own half of one row (the material and its draft).
 * - walkthroughs → materials → content → walkthroughs and the like are these two, combined.
 * dependency-cruiser names one cycle per import: an import that is in an allowed cycle and in
 * one leaving the core may be reported for the leaving cycle's other imports only (enough to fail).
 */
const MATERIAL_CORE = `${MODULES}(content|materials|walkthroughs|paths|packages)/`;

module.exports = {
  forbidden: [
    {
      name: 'infrastructure-imports-no-app',
      comment:
        'Infrastructure (auth, db, events, jobs, lib, mail, uploads, deps.ts) never imports a module, GraphQL, REST or the composition root: composition.ts hands modules to it.',
      severity: 'error',
      from: { path: INFRASTRUCTURE, pathNot: TEST },
      to: { path: [`${SRC}(modules|graphql|rest)/`, `${SRC}composition\\.ts$`] },
    },
    {
      name: 'rest-imports-no-graphql',
      comment: 'The REST layer calls the same services as GraphQL, never the GraphQL layer.',
      severity: 'error',
      from: { path: `${SRC}rest/` },
      to: { path: `${SRC}graphql/` },
    },
    {
      name: 'modules-import-no-rest',
      comment: 'No module imports the REST layer (REST adapts the modules, not the other way round).',
      severity: 'error',
      from: { path: MODULES },
      to: { path: `${SRC}rest/` },
    },
    {
      name: 'graphql-only-from-adapters',
      comment: "A module imports graphql/ only from its GraphQL adapter files (*.schema.ts, *.mutations.ts, *.subscription.ts): services don't know GraphQL.",
      severity: 'error',
      from: { path: MODULES, pathNot: [GRAPHQL_ADAPTER, TEST] },
      to: { path: `${SRC}graphql/` },
    },
    {
      name: 'module-through-index',
      comment: "A module imports another module only through that module's index.ts (a module's tests may also import other modules' test helpers).",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, MODULE_INDEX, TEST_SUPPORT] },
    },
    {
      name: 'outside-in-through-index',
      comment:
        "Outside the modules (REST, app.ts, main.ts, composition.ts, tests), a module is imported through its index.ts. Exception: graphql/schema.ts imports the modules' schema files themselves (see schema-registration).",
      severity: 'error',
      from: { path: SRC, pathNot: [MODULES, `${SRC}graphql/schema\\.ts$`] },
      to: { path: MODULES, pathNot: [MODULE_INDEX, TEST_SUPPORT] },
    },
    {
      name: 'schema-registration',
      comment:
        "Documented exception to outside-in-through-index: graphql/schema.ts registers the modules' GraphQL types by importing their *.schema.ts and *.subscription.ts files for their side effects on the Pothos builder (that is the registration mechanism), and imports nothing else of a module.",
      severity: 'error',
      from: { path: `${SRC}graphql/schema\\.ts$` },
      to: { path: MODULES, pathNot: [`\\.(schema|subscription)\\.ts$`] },
    },
    {
      name: 'no-own-index',
      comment:
        "Inside a module, imports stay relative to the file they need: a module's own index.ts is for the outside (importing it from inside makes a cycle).",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST },
      to: { path: `${MODULES}$1/index\\.ts$` },
    },
    {
      name: 'test-support-only-in-tests',
      comment: 'Test helpers and fixtures are imported by tests only.',
      severity: 'error',
      from: { path: SRC, pathNot: TEST },
      to: { path: TEST_SUPPORT },
    },
    {
      name: 'write-models-import-no-read-models',
      comment:
        'The write modules (progress, materials) never import the read models (analytics, audience): projectors registered by composition.ts keep those up to date.',
      severity: 'error',
      from: { path: `${MODULES}(progress|materials)/` },
      to: { path: `${MODULES}(analytics|audience)/` },
    },
    {
      name: 'no-module-cycles',
      comment: 'No cycle between modules: a cycle that leaves the module it starts in (cycles inside one module are its own business).',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: MATERIAL_CORE },
      to: { circular: true, via: { pathNot: `${MODULES}$1/` } },
    },
    {
      name: 'no-module-cycles-material-core',
      comment:
        'The known exception (MATERIAL_CORE above): a cycle among content, materials, walkthroughs and paths is allowed; one through any other file is not.',
      severity: 'error',
      from: { path: MATERIAL_CORE },
      to: { circular: true, via: { pathNot: MATERIAL_CORE } },
    },
    {
      name: 'content-package-standalone',
      comment: '@learnhub/content (server/content/src) is shared with the client: it imports nothing from the server.',
      severity: 'error',
      from: { path: '^server/content/src/' },
      to: { path: SRC },
    },
    {
      name: 'schema-files-registered',
      comment: "Every module's *.schema.ts file is reached from graphql/schema.ts, or its types never get into the schema.",
      severity: 'error',
      from: { path: `${SRC}graphql/schema\\.ts$` },
      to: { path: `${MODULES}.+\\.schema\\.ts$`, reachable: false },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import resolves: one that does not is one these rules cannot check.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    baseDir: path.resolve(__dirname, '..'),
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    // `import type` counts: a type-only import is a dependency of the design all the same.
    tsPreCompilationDeps: true,
    // @learnhub/content from its TypeScript sources (its `source` export), as tsx and Vitest read it.
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'node', 'default'], exportsFields: ['exports'], mainFields: ['module', 'main', 'types'] },
    doNotFollow: { path: ['node_modules', `${SRC}generated/`] },
    exclude: { path: ['(^|/)dist/'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
