import type { RouteObject } from 'react-router';
import type { PlayerSection } from './pages/sections';

const SECTIONS: readonly PlayerSection[] = ['walkthroughs', 'docs'];

/** The staff viewer (authoring.md §2): /{companySlug}/walkthroughs/{slug} and /docs/{slug}, inside the company shell. */
export const playerShellRoutes: RouteObject[] = SECTIONS.map((section) => ({
  path: `${section}/:slug`,
  lazy: async () => (await import('./pages/ViewerPage')).viewerRoute(section),
}));

/**
 * Pages without the app shell (contract §4): the draft preview (staff; it checks the session
 * itself) and the embed (anyone, no sign-in).
 */
export const playerStandaloneRoutes: RouteObject[] = SECTIONS.flatMap((section) => [
  { path: `:companySlug/${section}/:slug/preview`, lazy: async () => (await import('./pages/PreviewPage')).previewRoute(section) },
  { path: `embed/:companySlug/${section}/:slug`, lazy: async () => (await import('./pages/EmbedPage')).embedRoute(section) },
]);
