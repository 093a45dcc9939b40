/**
 * The server's side of the material documents described in @learnhub/content: a draft of any
 * kind is checked by its kind's schema, and refused as a ValidationError ("The path data is not
 * valid.") with at most 20 path-prefixed messages under `data` and `config`.
 */
import {
  type ConfigSection,
  DOCUMENTS,
  type DocumentName,
  kindOf,
  type Layer,
  layerSchema,
  MAX_MESSAGES,
  pathStepsSchema,
  readConfig,
  readWalkthroughSteps,
  WALKTHROUGH_LIMITS,
  type WalkthroughStep,
  walkthroughStepSchema,
  walkthroughStepsSchema,
} from '@learnhub/content';
import type { MaterialKind } from '../../generated/prisma/enums.js';
import { ValidationError } from '../../lib/errors.js';

export const LIMITS = { ...WALKTHROUGH_LIMITS, maxMessages: MAX_MESSAGES } as const;

export const DATA_INVALID = 'The walkthrough data is not valid.';
/** "The path data is not valid.": named after the document, whatever kind stores it. */
export const documentInvalidMessage = (document: DocumentName) => `The ${DOCUMENTS[document].noun} data is not valid.`;
export const dataInvalidMessage = (kind: MaterialKind) => documentInvalidMessage(kindOf(kind).document);

export {
  type ConfigSection,
  layerSchema,
  pathStepsSchema,
  readConfig,
  readWalkthroughSteps as readSteps,
  type WalkthroughStep,
  walkthroughStepSchema as stepSchema,
  walkthroughStepsSchema as stepsSchema,
};
export type WalkthroughLayer = Layer;

/** The normalised draft of a `document`, or a ValidationError naming what is wrong where. */
export function parseDocumentDraft(document: DocumentName, data: unknown, config: unknown): { data: unknown[]; config: ConfigSection[] } {
  const checked = DOCUMENTS[document].checkDocument(data, config);
  if (!checked.ok) throw new ValidationError(documentInvalidMessage(document), checked.fieldErrors);
  return checked.value;
}

/** The normalised draft of a material of `kind` (the document its kind stores). */
export function parseWalkthroughDraft(kind: MaterialKind, data: unknown, config: unknown): { data: unknown[]; config: ConfigSection[] } {
  return parseDocumentDraft(kindOf(kind).document, data, config);
}
