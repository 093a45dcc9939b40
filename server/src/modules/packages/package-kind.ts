/**
 * The package document for the content module: an imported package's items, written by this
 * module from a checked manifest (publish-package.ts). Every draft save of steps or config is
 * refused with a message naming why: the zip is the source, and a step names the stored package
 * its files come from, which an author must never choose.
 */
import { PACKAGE_DOCUMENT_LIMITS, PACKAGE_STEPS_READ_ONLY, type PackageStep, readPackageSteps } from '@learnhub/content';
import { ValidationError } from '../../lib/errors.js';
import type { ContentKind } from '../content/index.js';

const readOnly = (): never => {
  throw new ValidationError(PACKAGE_STEPS_READ_ONLY, { data: [PACKAGE_STEPS_READ_ONLY] });
};

export const packageKind: ContentKind<PackageStep> = {
  parseDraft: readOnly,
  parseStep: () => ({ ok: false, errors: [PACKAGE_STEPS_READ_ONLY] }),
  parseConfig: () => ({ ok: false, errors: [PACKAGE_STEPS_READ_ONLY] }),
  uniqueChildIds: null,
  maxSteps: PACKAGE_DOCUMENT_LIMITS.maxSteps,
  defaults: () => ({ steps: [], config: [] }),
  readSteps: readPackageSteps,
};
