import { describe, expect, it } from 'vitest';
import { toSaveResult } from './save-result';

describe('toSaveResult', () => {
  it('reads the stored revision', () => {
    expect(toSaveResult({ __typename: 'SaveMaterialDraftPayload', revision: 8, savedAt: '2030-01-01T00:00:00.000Z' })).toEqual({
      type: 'saved',
      revision: 8,
      savedAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('turns a RevisionConflictError into a conflict on the current revision', () => {
    expect(toSaveResult({ __typename: 'RevisionConflictError', currentRevision: 9, message: 'changed elsewhere' })).toEqual({
      type: 'conflict',
      currentRevision: 9,
      message: 'changed elsewhere',
    });
  });

  it('refuses a ValidationError for good, with the server’s sentence and its first messages', () => {
    const result = toSaveResult({
      __typename: 'ValidationError',
      message: 'The walkthrough data is not valid.',
      fieldErrors: [{ field: 'data', messages: ['steps[2].layers[0].width: must be at least 0', 'b', 'c', 'd'] }],
    });
    expect(result).toEqual({ type: 'rejected', message: 'The walkthrough data is not valid. steps[2].layers[0].width: must be at least 0 b c' });
  });

  it('retries a rate limit, and refuses not-found, forbidden and unauthenticated', () => {
    expect(toSaveResult({ __typename: 'RateLimitedError', message: 'Slow down.' })).toEqual({ type: 'retry', message: 'Slow down.' });
    expect(toSaveResult({ __typename: 'NotFoundError', message: 'Not found.' })).toEqual({ type: 'rejected', message: 'Not found.' });
    expect(toSaveResult({ __typename: 'ForbiddenError', message: 'No.' }).type).toBe('rejected');
    expect(toSaveResult(null).type).toBe('rejected');
  });
});
