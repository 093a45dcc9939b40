/**
 * The path kind for the content module, with the loose step shape paths are saved with until
 * the path editor tightens it (pathStepsSchema). Step ids must be whole numbers, unique in the
 * path (they key the stored step rows); element ids need not be ("main" is in every step).
 */
import type { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import type { ContentKind, DraftStep } from '../content/content-kinds.js';
import { duplicateIdMessages, partsFromDraft } from '../content/kind-parsers.js';
import { materialDefaults } from '../materials/material-defaults.js';
import { DATA_INVALID, LIMITS, parseWalkthroughDraft, pathStepsSchema } from '../walkthroughs/walkthrough-data.js';

export type PathStep = z.infer<typeof pathStepsSchema>[number];

const parseDraft: ContentKind['parseDraft'] = (data, config) => {
  const draft = parseWalkthroughDraft('PATH', data, config);
  const errors = duplicateIdMessages(draft.data, null);
  if (errors.length) throw new ValidationError(DATA_INVALID, { data: errors.slice(0, LIMITS.maxMessages) });
  return { steps: draft.data as DraftStep[], config: draft.config };
};

export const pathKind: ContentKind<PathStep> = {
  parseDraft,
  ...partsFromDraft(parseDraft),
  uniqueChildIds: null,
  maxSteps: LIMITS.maxSteps,
  defaults: () => {
    const d = materialDefaults('PATH');
    return { steps: d.draftData as DraftStep[], config: d.draftConfig };
  },
  readSteps: (data) =>
    Array.isArray(data)
      ? data.flatMap((raw) => {
          const parsed = pathStepsSchema.element.safeParse(raw);
          return parsed.success ? [parsed.data] : [];
        })
      : [],
};
