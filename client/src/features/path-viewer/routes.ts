import type { RouteObject } from 'react-router';

/** The staff view of a path (authoring.md §2), inside the company shell. */
export const pathViewerShellRoutes: RouteObject[] = [{ path: 'paths/:slug', lazy: () => import('./pages/PathViewerPage') }];

/** Pages without the shell: the draft preview (it checks the session itself) and the public view. */
export const pathViewerStandaloneRoutes: RouteObject[] = [
  { path: ':companySlug/paths/:slug/preview', lazy: () => import('./pages/PathPreviewPage') },
  // The share address signed out (the shell sends it here) and iframes.
  { path: 'embed/:companySlug/paths/:slug', lazy: () => import('./pages/PathPublicPage') },
];
