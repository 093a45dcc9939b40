import { describe, expect, it } from 'vitest';
import { shellRedirect } from './load-shell';

const url = (path: string) => new URL(`http://app.test${path}`);
const viewer = { company: { id: 'c1' } };
const company = { id: 'c1' };

describe('shellRedirect', () => {
  it('lets a member through on the canonical slug', () => {
    expect(shellRedirect({ viewer, companyBySlug: { canonicalSlug: 'acme', isAlias: false, company } }, url('/acme/dashboard'), 'acme')).toBeNull();
  });

  it('sends a rejected session to sign in', () => {
    expect(shellRedirect({ viewer: null, companyBySlug: null }, url('/acme/dashboard'), 'acme')).toBe('/sign_in');
  });

  it('sends a company the user is not in to the root', () => {
    expect(shellRedirect({ viewer, companyBySlug: null }, url('/other/dashboard'), 'other')).toBe('/');
  });

  it('sends a company the session does not act for to the root', () => {
    expect(shellRedirect({ viewer, companyBySlug: { canonicalSlug: 'b', isAlias: false, company: { id: 'c2' } } }, url('/b/dashboard'), 'b')).toBe('/');
  });

  it('moves an old slug to the canonical one, keeping the sub-path, query and hash', () => {
    expect(
      shellRedirect({ viewer, companyBySlug: { canonicalSlug: 'acme-new', isAlias: true, company } }, url('/acme/settings/team?page=2#x'), 'acme'),
    ).toBe('/acme-new/settings/team?page=2#x');
  });
});
