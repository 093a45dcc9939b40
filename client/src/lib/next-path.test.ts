import { describe, expect, it } from 'vitest';
import { hubReturnPath, learnerSignInPath, safeNextPath, signInReturningTo, withNext } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/invite/abc')).toBe('/invite/abc');
    expect(safeNextPath('/demo/dashboard?tab=1#x')).toBe('/demo/dashboard?tab=1#x');
  });

  it('rejects other origins and protocol-relative tricks', () => {
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', 'invite/abc', '', null, undefined]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});

describe('withNext', () => {
  it('adds the encoded next parameter only when there is one', () => {
    expect(withNext('/sign_up', '/invite/a b')).toBe('/sign_up?next=%2Finvite%2Fa%20b');
    expect(withNext('/sign_up', null)).toBe('/sign_up');
  });
});

describe('signInReturningTo', () => {
  it('keeps the path, query and hash of the page for after sign-in', () => {
    const next = signInReturningTo(new URL('http://app.test/acme/settings/team?page=2#invite'));
    expect(next).toBe('/sign_in?next=%2Facme%2Fsettings%2Fteam%3Fpage%3D2%23invite');
    expect(safeNextPath(new URL(next, 'http://app.test').searchParams.get('next'))).toBe('/acme/settings/team?page=2#invite');
  });
});

describe("the learners' sign-in page and its way back", () => {
  it("is the company's magic-link page, with the material to come back to", () => {
    expect(learnerSignInPath('acme', '/acme/hub/onboarding')).toBe('/acme/passwordless_sign_in?next=%2Facme%2Fhub%2Fonboarding');
    expect(learnerSignInPath('acme')).toBe('/acme/passwordless_sign_in');
  });

  it("comes back only to a page of that company's hub, never to another site, company or the sign-in page itself", () => {
    expect(hubReturnPath('/acme/hub/onboarding', 'acme')).toBe('/acme/hub/onboarding');
    expect(hubReturnPath('/acme?tab=paths', 'acme')).toBe('/acme?tab=paths');
    for (const bad of [
      'https://evil.test/acme',
      '//evil.test/acme',
      '/other/hub/x',
      '/acmeco/hub/x',
      '/acme/passwordless_sign_in?next=/x',
      '/acme/sign_out',
      null,
    ]) {
      expect(hubReturnPath(bad, 'acme'), String(bad)).toBeNull();
    }
  });
});
