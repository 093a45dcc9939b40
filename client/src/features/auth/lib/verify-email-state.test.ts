import { describe, expect, it } from 'vitest';
import { verifyEmailState } from './verify-email-state';

const confirmed = '2024-01-01T00:00:00Z';

describe('verifyEmailState', () => {
  it('shows the check-your-email screen to a password user who has not confirmed yet', () => {
    expect(verifyEmailState({ user: { confirmedAt: null, hasPassword: true }, oidcParam: false })).toEqual({ screen: 'check-your-email', signedIn: true });
  });

  it('sends a confirmed password user to the root', () => {
    expect(verifyEmailState({ user: { confirmedAt: confirmed, hasPassword: true }, oidcParam: false })).toEqual({ redirect: '/' });
  });

  it('sends a signed-in, confirmed Google user to the root', () => {
    expect(verifyEmailState({ user: { confirmedAt: confirmed, hasPassword: false }, oidcParam: false })).toEqual({ redirect: '/' });
  });

  it('keeps the completion screen for Google sign-ups without a session', () => {
    expect(verifyEmailState({ user: null, oidcParam: true })).toEqual({ screen: 'registration-complete', signedIn: false });
  });

  it('keeps the completion screen for a Google user whose address is not confirmed', () => {
    expect(verifyEmailState({ user: { confirmedAt: null, hasPassword: false }, oidcParam: false })).toEqual({
      screen: 'registration-complete',
      signedIn: true,
    });
  });

  it('shows the check-your-email screen when signed out', () => {
    expect(verifyEmailState({ user: null, oidcParam: false })).toEqual({ screen: 'check-your-email', signedIn: false });
  });
});
