/**
 * The walkthrough kind (also docs and videos) for the content module: steps with a screenshot
 * and layers, checked by walkthrough-data.ts; layer ids are unique in the whole walkthrough.
 */
import type { MaterialKind } from '../../generated/prisma/enums.js';
import type { ContentKind, DraftStep } from '../content/content-kinds.js';
import { partsFromDraft } from '../content/kind-parsers.js';
import { materialDefaults } from '../materials/material-defaults.js';
import { LIMITS, parseWalkthroughDraft, readSteps, type WalkthroughStep } from './walkthrough-data.js';

export function walkthroughKind(kind: MaterialKind): ContentKind<WalkthroughStep> {
  const parseDraft: ContentKind['parseDraft'] = (data, config) => {
    const draft = parseWalkthroughDraft(kind, data, config);
    return { steps: draft.data as DraftStep[], config: draft.config };
  };
  return {
    parseDraft,
    ...partsFromDraft(parseDraft),
    uniqueChildIds: { key: 'layers', noun: 'layer' },
    maxSteps: LIMITS.maxSteps,
    defaults: () => {
      const d = materialDefaults(kind);
      return { steps: d.draftData as DraftStep[], config: d.draftConfig };
    },
    readSteps,
  };
}
