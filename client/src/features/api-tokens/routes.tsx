import type { RouteObject } from 'react-router';

/** Under the settings navigation: /{companySlug}/settings/api — how to call the API, and the company's API tokens. */
export const apiTokenRoutes: RouteObject[] = [{ path: 'api', lazy: () => import('./ApiTokensPage') }];
