/**
 * The walkthrough document's schema versions (document-versions.ts): still the first. Add a
 * migration at the end of the list when the stored shape of a step changes; never edit one that
 * has shipped.
 */
import { documentVersions } from '../document-versions.js';

export const WALKTHROUGH_VERSIONS = documentVersions([]);
