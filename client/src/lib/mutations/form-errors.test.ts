import { describe, expect, it } from 'vitest';
import { fieldSentence, NETWORK_ERROR_MESSAGE, networkErrorMessage, toFormErrors } from './form-errors';

describe('toFormErrors', () => {
  const labels = { email: 'Email', passwordConfirmation: 'Repeat password', 'invites.*.email': 'Email' };

  it('puts each known field message next to its field, with the label before a fragment', () => {
    const errors = toFormErrors(
      {
        message: 'Invalid input',
        fieldErrors: [
          { field: 'email', messages: ['has already been taken'] },
          { field: 'passwordConfirmation', messages: ["Passwords don't match"] },
        ],
      },
      labels,
    );
    expect(errors).toEqual({ fields: { email: 'Email has already been taken', passwordConfirmation: "Passwords don't match" }, form: null });
  });

  it('matches indexed fields such as invites.1.email', () => {
    const errors = toFormErrors({ fieldErrors: [{ field: 'invites.1.email', messages: ['is invalid'] }] }, labels);
    expect(errors.fields).toEqual({ 'invites.1.email': 'Email is invalid' });
  });

  it('sends unknown fields and plain errors to the form message', () => {
    expect(toFormErrors({ message: 'x', fieldErrors: [{ field: 'token', messages: ['This link has expired.'] }] }, labels)).toEqual({
      fields: {},
      form: 'This link has expired.',
    });
    expect(toFormErrors({ message: 'Too many attempts.' }, labels)).toEqual({ fields: {}, form: 'Too many attempts.' });
  });
});

describe('fieldSentence', () => {
  it('leaves full sentences alone', () => {
    expect(fieldSentence('Email', 'Please enter a valid email address')).toBe('Please enter a valid email address');
  });
});

describe('networkErrorMessage', () => {
  it('explains a failed fetch in plain words', () => {
    expect(networkErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("gives the server's own refusal as it said it, and hides Relay's internal errors behind the fallback", () => {
    const refusal = Object.assign(new Error('File size exceeds the maximum limit of 15 MB.'), { name: 'NetworkError' });
    expect(networkErrorMessage(refusal)).toBe('File size exceeds the maximum limit of 15 MB.');
    expect(networkErrorMessage(new Error("Relay: Expected a payload for 'x'"), 'Failed to save the logo.')).toBe('Failed to save the logo.');
  });
});
