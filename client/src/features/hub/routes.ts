import type { RouteObject } from 'react-router';
import type { HubPlayers } from './players';

/**
 * The learner side (audience.md §2): the company's hub at /{companySlug} (for everyone: staff reach
 * their dashboard at /{companySlug}/dashboard), its magic-link sign-in page, the learner's
 * sign-out, and a material in hub mode in the player its kind names (`players`: the app's kind
 * registry). Listed before the staff shell, whose `:companySlug/*` these outrank.
 */
export function hubRoutes(players: HubPlayers): RouteObject[] {
  return [
    // The catalogue's query and the page's chunk load side by side (per-property lazy).
    {
      path: ':companySlug',
      lazy: {
        loader: async () => (await import('./pages/HubHomePage.loader')).loader,
        Component: async () => (await import('./pages/HubHomePage')).Component,
      },
    },
    { path: ':companySlug/passwordless_sign_in', lazy: () => import('./pages/MagicLinkPage') },
    { path: ':companySlug/sign_out', lazy: () => import('./pages/HubSignOutPage') },
    {
      path: ':companySlug/hub/:slug',
      lazy: {
        loader: async () => (await import('./pages/HubMaterialPage.loader')).loader,
        Component: async () => (await import('./pages/HubMaterialPage')).hubMaterialRoute(players).Component,
      },
    },
  ];
}
