/**
 * The server's side of the material documents described in @learnhub/content: a draft of any
 * kind is checked by its kind's schema, and refused as a ValidationError ("The path data is not
 * valid.") with at most 20 path-prefixed messages under `data` and `config`.
 */
import {
  type ConfigSection,
  documentKind,
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
export const dataInvalidMessage = (kind: MaterialKind) => `The ${documentKind(kind).noun} data is not valid.`;

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

/** The normalised draft of a material of `kind`, or a ValidationError naming what is wrong where. */
export function parseWalkthroughDraft(kind: MaterialKind, data: unknown, config: unknown): { data: unknown[]; config: ConfigSection[] } {
  const checked = documentKind(kind).checkDocument(data, config);
  if (!checked.ok) throw new ValidationError(dataInvalidMessage(kind), checked.fieldErrors);
  return checked.value;
}
