// Relay compiler config. It must stay CommonJS: the root package.json has no "type", and an
// ESM config makes relay-compiler panic ("unknown field `__esModule`").
//
// artifactDirectory is absolute on purpose: babel-plugin-relay (used by Vite from client/)
// reads this same file but resolves a relative artifactDirectory against process.cwd(), which
// would point at client/client/src/__generated__. relay-compiler accepts the absolute path.
const path = require('node:path');

module.exports = {
  src: './client/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: path.join(__dirname, 'client', 'src', '__generated__'),
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  // `import type` in artifacts, so the client can compile with verbatimModuleSyntax.
  useImportTypeSyntax: true,
  eagerEsModules: true,
  customScalarTypes: { DateTime: 'string', JSON: 'unknown', File: 'File' },
  // The MutationErrors fragment (on the Error interface) is spread unmasked into each mutation's
  // result union, whose error members all implement Error; the alias check would ask for an
  // @alias there, which would put the fields one level down for every handler.
  featureFlags: { enforce_fragment_alias_where_ambiguous: { kind: 'disabled' } },
};
