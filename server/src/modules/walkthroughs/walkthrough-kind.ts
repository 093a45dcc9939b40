/**
 * The walkthrough document (also stored by docs and videos) for the content module: steps with a
 * screenshot and layers, checked by walkthrough-data.ts; layer ids are unique in the whole
 * walkthrough.
 */
import { type ContentKind, type DraftStep, partsFromDraft } from '../content/index.js';
import { documentDefaults } from '../materials/index.js';
import { LIMITS, parseDocumentDraft, readSteps, type WalkthroughStep } from './walkthrough-data.js';

const parseDraft: ContentKind['parseDraft'] = (data, config) => {
  const draft = parseDocumentDraft('walkthrough', data, config);
  return { steps: draft.data as DraftStep[], config: draft.config };
};

export const walkthroughKind: ContentKind<WalkthroughStep> = {
  parseDraft,
  ...partsFromDraft(parseDraft),
  uniqueChildIds: { key: 'layers', noun: 'layer' },
  maxSteps: LIMITS.maxSteps,
  defaults: () => {
    const d = documentDefaults('walkthrough');
    return { steps: d.draftData as DraftStep[], config: d.draftConfig };
  },
  readSteps,
};
