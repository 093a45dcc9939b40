import type { RouteObject } from 'react-router';

/**
 * /{companySlug}/settings/* — profile, company and workspace, plus the pages other features add
 * under the same settings navigation (team, and later domains and billing).
 */
export function settingsRoute(children: RouteObject[] = []): RouteObject {
  return {
    path: 'settings',
    lazy: () => import('./SettingsLayout'),
    children: [
      { index: true, lazy: () => import('./SettingsIndex') },
      { path: 'profile', lazy: () => import('./ProfilePage') },
      { path: 'company', lazy: () => import('./CompanyPage') },
      { path: 'workspace', lazy: () => import('./WorkspacePage') },
      { path: 'brand', lazy: () => import('./BrandPage') },
      ...children,
    ],
  };
}
