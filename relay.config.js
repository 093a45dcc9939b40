// Relay compiler config. It must stay CommonJS: the root package.json has no "type", and an
// ESM config makes relay-compiler panic ("unknown field `__esModule`").
//
// artifactDirectory is absolute on purpose: babel-plugin-relay (used by Vite from client/)
// reads this same file but resolves a relative artifactDirectory against process.cwd(), which
// would point at client/client/src/__generated__. relay-compiler accepts the absolute path.
const fs = require('node:fs');
const path = require('node:path');

// Persisted operations: the compiler writes every query, mutation and subscription text to this
// map under its SHA-256 id, and the artifacts carry only the id. The web client sends ids; the
// server reads this file (server/src/graphql/persisted-operations.ts). It is generated, so not
// committed, and the compiler refuses to start unless it exists: an empty map to begin with. The
// compiler adds only the operations whose artifacts it writes, so a new map also drops the
// artifacts, to have every operation written (and persisted) again.
const artifactDirectory = path.join(__dirname, 'client', 'src', '__generated__');
const persistedOperationsFile = path.join(__dirname, 'client', 'persisted-operations.json');
if (!fs.existsSync(persistedOperationsFile)) {
  for (const file of fs.existsSync(artifactDirectory) ? fs.readdirSync(artifactDirectory) : []) {
    if (file.endsWith('.graphql.ts')) fs.rmSync(path.join(artifactDirectory, file));
  }
  fs.writeFileSync(persistedOperationsFile, '{}\n');
}

module.exports = {
  src: './client/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  // `import type` in artifacts, so the client can compile with verbatimModuleSyntax.
  useImportTypeSyntax: true,
  eagerEsModules: true,
  persistConfig: { file: persistedOperationsFile, algorithm: 'SHA256' },
  customScalarTypes: { DateTime: 'string', JSON: 'unknown', File: 'File' },
  // The MutationErrors fragment (on the Error interface) is spread unmasked into each mutation's
  // result union, whose error members all implement Error; the alias check would ask for an
  // @alias there, which would put the fields one level down for every handler.
  featureFlags: { enforce_fragment_alias_where_ambiguous: { kind: 'disabled' } },
};
