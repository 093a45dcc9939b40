import { describe, expect, it } from 'vitest';
import { mutationFailure } from './mutation-failure';

describe('mutationFailure', () => {
  it('is null for the expected payload', () => {
    expect(mutationFailure({ __typename: 'CompanyPayload', message: 'Saved' }, 'CompanyPayload', 'x')).toBeNull();
  });

  it('keeps the server message and the first message of each field', () => {
    expect(
      mutationFailure(
        {
          __typename: 'ValidationError',
          message: 'Invalid input',
          fieldErrors: [
            { field: 'workspaceName', messages: ['is taken', 'is too short'] },
            { field: 'invites.1.email', messages: ['is not an e-mail'] },
          ],
        },
        'CompanyPayload',
        'fallback',
      ),
    ).toEqual({ message: 'Invalid input', fieldErrors: { workspaceName: 'is taken', 'invites.1.email': 'is not an e-mail' } });
  });

  it('falls back to the given text when there is no result or no message', () => {
    expect(mutationFailure(null, 'CompanyPayload', 'Failed to save company name. Please try again.')).toEqual({
      message: 'Failed to save company name. Please try again.',
      fieldErrors: {},
    });
    expect(mutationFailure({ __typename: '%other' }, 'CompanyPayload', 'Oops')?.message).toBe('Oops');
  });
});
