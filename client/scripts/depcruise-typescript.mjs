/**
 * Gives dependency-cruiser a TypeScript it can read TypeScript with. It parses `.ts`/`.tsx` (and
 * reads tsconfig.json) through the `typescript` package's JavaScript API, which TypeScript 7 (the
 * workspace's compiler, written in Go) no longer has: without one it skips every TypeScript file
 * and reports no violation at all. This preload points the `typescript` that dependency-cruiser's
 * own files import (and only those) at TypeScript 5, installed beside it as
 * `typescript-for-depcruise` (root package.json); everything else keeps TypeScript 7.
 *
 *   node --import ./client/scripts/depcruise-typescript.mjs node_modules/dependency-cruiser/bin/dependency-cruise.mjs …
 *
 * Import it before dependency-cruiser is loaded (client/src/app/layers.test.ts does, for the API).
 */
import Module, { register } from 'node:module';

const ALIAS = 'typescript-for-depcruise';
const CRUISER = '/node_modules/dependency-cruiser/';
const isTypescript = (specifier) => specifier === 'typescript' || specifier.startsWith('typescript/');

// `import('typescript')` (ES modules: a resolve hook, which runs on Node's loader thread).
const hook = `export async function resolve(specifier, context, next) {
  const fromCruiser = (context.parentURL ?? '').includes(${JSON.stringify(CRUISER)});
  if (fromCruiser && (specifier === 'typescript' || specifier.startsWith('typescript/')))
    return next(${JSON.stringify(ALIAS)} + specifier.slice('typescript'.length), context);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// `require('typescript/package.json')` (its version check goes through CommonJS).
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const fromCruiser = (parent?.filename ?? '').replaceAll('\\', '/').includes(CRUISER);
  return resolveFilename.call(this, fromCruiser && isTypescript(request) ? ALIAS + request.slice('typescript'.length) : request, parent, ...rest);
};
