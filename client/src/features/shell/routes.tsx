import type { RouteObject } from 'react-router';
import { materialRoutes } from '../materials/routes';
import { walkthroughEditorRoutes } from '../walkthrough-editor/routes';
import { playerShellRoutes } from '../walkthrough-player/routes';

/** "/" — redirects to sign-in, the company dashboard or onboarding. */
export const rootRoute: RouteObject = { index: true, lazy: () => import('./RootRedirect') };

/** A stand-in page for a section a later feature builds (see SectionPage). */
function sectionRoute(path: string, title: string, greet = false): RouteObject {
  return {
    path,
    lazy: async () => {
      const { SectionPage } = await import('./SectionPage');
      return { Component: () => <SectionPage title={title} greet={greet} /> };
    },
  };
}

/** Sections not built yet. Each later feature replaces its line with its own routes. */
export const sectionRoutes: RouteObject[] = [
  sectionRoute('dashboard', 'Dashboard', true),
  sectionRoute('audiences', 'Audience'),
  ...materialRoutes,
  ...playerShellRoutes,
  ...walkthroughEditorRoutes,
  sectionRoute('messages', 'Messages'),
];

/**
 * /{companySlug}/* — the staff shell (top bar + side navigation) around the given pages. Its
 * loader checks the session and the slug before any page renders.
 */
export function companyRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'company-shell',
    path: ':companySlug',
    lazy: () => import('./ShellRoute'),
    // Unknown addresses inside a workspace keep the navigation (ShellNotFound).
    children: [{ index: true, lazy: () => import('./CompanyIndex') }, ...children, { path: '*', lazy: () => import('./ShellNotFound') }],
  };
}
