/**
 * The content module's public face: drafts, saves, publishing and history (`content`), the draft
 * step store, and the ContentKind contract a material kind implements (walkthroughs, paths).
 * Everything outside the module imports it from here.
 *
 * Order matters: content and the kinds import each other (a known cycle, .dependency-cruiser.cjs),
 * so the files a kind needs while it loads (the parsers, the store) come before the kind table.
 */
export { duplicateIdMessages, partsFromDraft } from './kind-parsers.js';
export { RevisionConflictError } from './revision-conflict.js';
export { copyDraftSteps, draftLoaders, draftStepCounts, firstStepBackgrounds, readDraft, replaceDraftSteps, type StoredStep } from './draft-store.js';
export { type ContentKind, contentKind, type DraftStep } from './content-kinds.js';
export * as content from './content.service.js';
