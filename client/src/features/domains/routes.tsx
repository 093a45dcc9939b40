import type { RouteObject } from 'react-router';

/** /{companySlug}/settings/domain — custom domains (authoring.md §2 "Settings, domains"), under the settings navigation. */
export const domainRoutes: RouteObject[] = [{ path: 'domain', lazy: () => import('./DomainsPage') }];
