import { describe, expect, it } from 'vitest';
import { activeNavKey, companyHref, NAV_ITEMS } from './nav-items';

describe('side navigation entries', () => {
  it('lists the spec entries in order, each under the company slug', () => {
    expect(NAV_ITEMS.map((item) => [item.label, companyHref('acme', item.path)])).toEqual([
      ['Dashboard', '/acme/dashboard'],
      ['Audience', '/acme/audiences'],
      // The walkthroughs list itself, not the page's default Path tab.
      ['Walkthroughs', '/acme/walkthroughs?tab=walkthroughs'],
      ['Paths', '/acme/paths'],
      ['Settings', '/acme/settings/profile'],
    ]);
  });

  it('marks the entry whose section the current path is in', () => {
    expect(activeNavKey('/acme/dashboard', 'acme')).toBe('dashboard');
    expect(activeNavKey('/acme/walkthroughs/intro/edit', 'acme')).toBe('walkthroughs');
    expect(activeNavKey('/acme/settings/team', 'acme')).toBe('settings');
    expect(activeNavKey('/acme/paths', 'acme')).toBe('paths');
  });

  it('marks nothing on pages outside the side navigation or another company', () => {
    expect(activeNavKey('/acme/docs', 'acme')).toBeNull();
    expect(activeNavKey('/other/dashboard', 'acme')).toBeNull();
    expect(activeNavKey('/acme-two/dashboard', 'acme')).toBeNull();
  });
});
