import { describe, expect, it } from 'vitest';
import { publicViewTarget, shellDecision } from './load-shell';

const url = (path: string) => new URL(`http://app.test${path}`);
const viewer = { company: { id: 'c1' } };
const company = { id: 'c1' };

describe('shellDecision', () => {
  it('lets a member through on the canonical slug', () => {
    expect(shellDecision({ viewer, companyBySlug: { canonicalSlug: 'acme', isAlias: false, company } }, url('/acme/dashboard'), 'acme')).toEqual({
      render: true,
    });
  });

  it('sends a rejected session to sign in, coming back to the same address afterwards', () => {
    expect(shellDecision({ viewer: null, companyBySlug: null }, url('/acme/walkthroughs/tour/edit?step=2#x'), 'acme')).toEqual({
      redirect: `/sign_in?next=${encodeURIComponent('/acme/walkthroughs/tour/edit?step=2#x')}`,
      signedOut: true,
    });
  });

  it('answers not found for a slug of no company the user is in, rather than going to the dashboard', () => {
    expect(shellDecision({ viewer, companyBySlug: null }, url('/nonsense-xyz/dashboard'), 'nonsense-xyz')).toEqual({ notFound: true });
  });

  it('sends a session without a company (a removed member) to the root, which says why', () => {
    expect(shellDecision({ viewer: { company: null }, companyBySlug: null }, url('/acme/dashboard'), 'acme')).toEqual({ redirect: '/' });
  });

  it('switches to a company of the user that the session does not act for', () => {
    expect(shellDecision({ viewer, companyBySlug: { canonicalSlug: 'b', isAlias: false, company: { id: 'c2' } } }, url('/b/dashboard'), 'b')).toEqual({
      switchTo: 'c2',
    });
  });

  it('switches from a session without a company too', () => {
    expect(shellDecision({ viewer: { company: null }, companyBySlug: { canonicalSlug: 'b', isAlias: false, company: { id: 'c2' } } }, url('/b'), 'b')).toEqual({
      switchTo: 'c2',
    });
  });

  it('moves an old slug to the canonical one, keeping the sub-path, query and hash', () => {
    expect(
      shellDecision({ viewer, companyBySlug: { canonicalSlug: 'acme-new', isAlias: true, company } }, url('/acme/settings/team?page=2#x'), 'acme'),
    ).toEqual({ redirect: '/acme-new/settings/team?page=2#x' });
  });

  it('moves an old slug of another company first, and switches on the canonical address', () => {
    const other = { canonicalSlug: 'b-new', isAlias: true, company: { id: 'c2' } };
    expect(shellDecision({ viewer, companyBySlug: other }, url('/b/dashboard'), 'b')).toEqual({ redirect: '/b-new/dashboard' });
  });
});

describe('publicViewTarget', () => {
  it('maps a walkthrough, doc or path view address to the material in the hub', () => {
    expect(publicViewTarget('/acme/walkthroughs/getting-started')).toBe('/acme/hub/getting-started');
    expect(publicViewTarget('/acme/paths/onboarding')).toBe('/acme/hub/onboarding');
    expect(publicViewTarget('/acme/docs/style-guide/')).toBe('/acme/hub/style-guide');
  });

  it('leaves every other staff address alone', () => {
    for (const path of [
      '/acme/walkthroughs',
      '/acme/walkthroughs/getting-started/edit',
      '/acme/walkthroughs/manage-access',
      '/acme/paths/audience',
      '/acme/paths/onboarding/edit',
      '/acme/paths/onboarding/preview',
      '/acme/dashboard',
    ]) {
      expect(publicViewTarget(path)).toBeNull();
    }
  });
});
