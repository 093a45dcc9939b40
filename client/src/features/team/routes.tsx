import type { RouteObject } from 'react-router';

/** /{companySlug}/settings/team — mounted under the settings navigation (see settingsRoute). */
export const teamRoutes: RouteObject[] = [{ path: 'team', lazy: () => import('./TeamPage') }];
