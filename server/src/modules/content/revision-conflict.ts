/** A save that started from an older revision than the stored one: never overwrites, says which revision won. */
import { AppError } from '../../lib/errors.js';

export const REVISION_CONFLICT = 'This walkthrough was changed elsewhere. Reload it to see the latest version.';

export class RevisionConflictError extends AppError {
  constructor(
    readonly currentRevision: number,
    message = REVISION_CONFLICT,
  ) {
    super('CONFLICT', message);
  }
}
