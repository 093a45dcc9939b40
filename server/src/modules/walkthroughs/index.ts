/**
 * The walkthroughs module's public face: the walkthrough document (its checks and ContentKind,
 * shared by docs, videos and paths), a walkthrough's reads (`walkthroughReads`), a material's
 * audience, and the published GraphQL view the hub shows. Everything outside the module imports
 * it from here.
 *
 * Order matters: the document kinds and content import each other (a known cycle,
 * .dependency-cruiser.cjs), so the document's checks come before the kind.
 */
export { documentInvalidMessage, LIMITS, parseDocumentDraft, parseWalkthroughDraft } from './walkthrough-data.js';
export { walkthroughKind } from './walkthrough-kind.js';
export { AUDIENCE_MAX_LIMIT, materialAudience, type MaterialAudienceRow, materialAudienceRows, pageParam } from './material-audience.service.js';
export * as walkthroughReads from './walkthrough-reads.service.js';
export { companyBySlug, type PublishedWalkthrough, publishedWalkthrough } from './walkthrough-reads.service.js';
export { PublishedWalkthroughRef } from './walkthroughs.schema.js';
