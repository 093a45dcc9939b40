import type { RouteObject } from 'react-router';

/** "/" — redirects to sign-in, the company dashboard or onboarding. */
export const rootRoute: RouteObject = { index: true, lazy: () => import('./RootRedirect') };

/**
 * /{companySlug}/* — the staff shell (top bar + side navigation) around the given pages. Its
 * loader checks the session and the slug before any page renders. /{companySlug} itself is the
 * company's public learner hub (features/hub), for staff too; their home is /{companySlug}/dashboard.
 */
export function companyRoute(children: RouteObject[]): RouteObject {
  return {
    id: 'company-shell',
    path: ':companySlug',
    // The shell's loader and chunk load side by side (per-property lazy; ShellRoute.loader.ts).
    lazy: {
      loader: async () => (await import('./ShellRoute.loader')).loader,
      Component: async () => (await import('./ShellRoute')).Component,
    },
    // Unknown addresses inside a workspace keep the navigation (ShellNotFound).
    children: [...children, { path: '*', lazy: () => import('./ShellNotFound') }],
  };
}
