import { describe, expect, it } from 'vitest';
import { rootTarget } from './root-target';

const activated = { profile: { activatedAt: '2026-01-01T00:00:00.000Z' } };

describe('rootTarget', () => {
  it('opens the dashboard of the session company once onboarding is done', () => {
    expect(rootTarget({ user: activated, company: { slug: 'acme co' } })).toBe('/acme%20co/dashboard');
  });

  it('resumes onboarding for a profile not activated yet, even with a company', () => {
    expect(rootTarget({ user: { profile: { activatedAt: null } }, company: { slug: 'acme' } })).toBe('/onboarding');
    expect(rootTarget({ user: { profile: null }, company: null })).toBe('/onboarding');
  });

  it('sends an activated user without a company to onboarding', () => {
    expect(rootTarget({ user: activated, company: null })).toBe('/onboarding');
  });
});
