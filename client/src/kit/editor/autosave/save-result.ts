/**
 * Reads the saveMaterialDraft result union into what the save queue needs to decide: stored,
 * conflict, refused for good (shown, not retried) or refused for now (retried).
 */
import type { SaveResult } from './save-types';

/** The result union as the mutation selects it (see useSaveMaterialDraftMutation). */
export type SaveDraftResultShape = {
  readonly __typename: string;
  readonly revision?: number;
  readonly savedAt?: string;
  readonly currentRevision?: number;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly messages: ReadonlyArray<string> }>;
};

/** At most this many of the server's validation messages are shown after its sentence. */
const SHOWN_FIELD_MESSAGES = 3;

export function toSaveResult(result: SaveDraftResultShape | null | undefined): SaveResult {
  switch (result?.__typename) {
    case 'SaveMaterialDraftPayload':
      if (typeof result.revision === 'number' && typeof result.savedAt === 'string')
        return { type: 'saved', revision: result.revision, savedAt: result.savedAt };
      break;
    case 'RevisionConflictError':
      if (typeof result.currentRevision === 'number') return { type: 'conflict', currentRevision: result.currentRevision, message: result.message ?? '' };
      break;
    case 'RateLimitedError':
      return { type: 'retry', message: result.message || 'Too many saves. Trying again shortly.' };
    case 'ValidationError': {
      const details = (result.fieldErrors ?? []).flatMap((error) => error.messages).slice(0, SHOWN_FIELD_MESSAGES);
      return { type: 'rejected', message: [result.message || 'The walkthrough data is not valid.', ...details].join(' ') };
    }
  }
  // NotFound, Forbidden, Unauthenticated, or a payload we cannot read: retrying will not help.
  return { type: 'rejected', message: result?.message || 'The server did not accept this save.' };
}
