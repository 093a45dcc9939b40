/**
 * The path kind for the content module: steps of elements, checked by the path schema of
 * @learnhub/content (every element kind, its defaults, safe sources, due dates). Step ids are
 * unique in the path (they key the stored step rows); element ids are unique within their step
 * ("main" is in every step).
 */
import { type PathStep, pastDueDates, readPathSteps } from '@learnhub/content';
import { ValidationError } from '../../lib/errors.js';
import { type ContentKind, type DraftStep, duplicateIdMessages, partsFromDraft } from '../content/index.js';
import { documentDefaults } from '../materials/index.js';
import { documentInvalidMessage, LIMITS, parseDocumentDraft } from '../walkthroughs/index.js';

export type { PathStep };

const parseDraft: ContentKind['parseDraft'] = (data, config) => {
  const draft = parseDocumentDraft('path', data, config);
  const errors = duplicateIdMessages(draft.data, null);
  if (errors.length) throw new ValidationError(documentInvalidMessage('path'), { data: errors.slice(0, LIMITS.maxMessages) });
  return { steps: draft.data as DraftStep[], config: draft.config };
};

export const pathKind: ContentKind<PathStep> = {
  parseDraft,
  ...partsFromDraft(parseDraft),
  uniqueChildIds: null,
  maxSteps: LIMITS.maxSteps,
  defaults: () => {
    const d = documentDefaults('path');
    return { steps: d.draftData as DraftStep[], config: d.draftConfig };
  },
  // "The path due date cannot be before today" (authoring.md §5), for dates this save sets.
  storedRule: { field: 'dueDate', check: (steps, stored, now) => pastDueDates(steps as unknown as PathStep[], stored, now) },
  readSteps: readPathSteps,
};
