import type { RouteObject } from 'react-router';

/** The staff view of a path (authoring.md §2), inside the company shell. */
export const pathViewerShellRoutes: RouteObject[] = [{ path: 'paths/:slug', lazy: () => import('./pages/PathViewerPage') }];

/** The draft preview, without the shell (it checks the session itself). */
export const pathViewerStandaloneRoutes: RouteObject[] = [{ path: ':companySlug/paths/:slug/preview', lazy: () => import('./pages/PathPreviewPage') }];
