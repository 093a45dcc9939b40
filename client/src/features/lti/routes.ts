import type { RouteObject } from 'react-router';

/** Under the settings navigation: /{companySlug}/settings/lti — LTI 1.3 platforms and our tool's addresses. */
export const ltiRoutes: RouteObject[] = [{ path: 'lti', lazy: () => import('./LtiPage') }];
