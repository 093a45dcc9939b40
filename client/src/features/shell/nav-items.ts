/** The side navigation's entries (authoring spec §2 "Navigation shell"). */
export interface NavItem {
  key: 'dashboard' | 'audiences' | 'walkthroughs' | 'paths' | 'settings';
  label: string;
  /** Address below /{companySlug} (with a query where the page needs one). */
  path: string;
  /** First path segment that makes the entry active (Settings is active on every settings page). */
  section: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', section: 'dashboard' },
  { key: 'audiences', label: 'Audience', path: '/audiences', section: 'audiences' },
  // The Walkthroughs page opens on its Path tab by default (spec §2): the entry asks for its own list.
  { key: 'walkthroughs', label: 'Walkthroughs', path: '/walkthroughs?tab=walkthroughs', section: 'walkthroughs' },
  { key: 'paths', label: 'Paths', path: '/paths', section: 'paths' },
  { key: 'settings', label: 'Settings', path: '/settings/profile', section: 'settings' },
];

/** The href of a company page: /{companySlug}{path}. */
export function companyHref(companySlug: string, path: string): string {
  return `/${encodeURIComponent(companySlug)}${path}`;
}

/**
 * The entry matching the current page path, if any: the one whose section is the first segment
 * after the company slug (so /acme/walkthroughs/onboarding/edit keeps Walkthroughs active).
 */
export function activeNavKey(pathname: string, companySlug: string): NavItem['key'] | null {
  const prefix = `/${encodeURIComponent(companySlug)}/`;
  if (!pathname.startsWith(prefix)) return null;
  const section = pathname.slice(prefix.length).split('/')[0];
  return NAV_ITEMS.find((item) => item.section === section)?.key ?? null;
}
