/**
 * The paths module's public face: the path document (its ContentKind), a path's reads and its
 * published GraphQL view the hub shows. Everything outside the module imports it from here.
 */
export { getPath, pathId, type PublishedPath, publishedPath } from './paths.service.js';
export { pathKind } from './path-kind.js';
export { PublishedPathRef } from './paths.schema.js';
