import type { RouteObject } from 'react-router';

/**
 * The learner side (audience.md §2): the company's hub at /{companySlug} (for everyone: staff reach
 * their dashboard at /{companySlug}/dashboard), its magic-link sign-in page and the learner's
 * sign-out. Listed before the staff shell, whose `:companySlug/*` these outrank.
 */
export const hubRoutes: RouteObject[] = [
  { path: ':companySlug', lazy: () => import('./pages/HubHomePage') },
  { path: ':companySlug/passwordless_sign_in', lazy: () => import('./pages/MagicLinkPage') },
  { path: ':companySlug/sign_out', lazy: () => import('./pages/HubSignOutPage') },
  { path: ':companySlug/hub/:slug', lazy: () => import('./pages/HubMaterialPage') },
];
