/**
 * The package document's schema versions (document-versions.ts): version 1 so far. Add a
 * migration at the end of the list when the stored shape of a step changes; never edit one that
 * has shipped.
 */
import { documentVersions } from '../document-versions.js';

export const PACKAGE_VERSIONS = documentVersions([]);
