import type { RouteObject } from 'react-router';

/**
 * /{companySlug}/dashboard — the audience's figures for a period (the period lives in the address).
 * The loader and the page load side by side (React Router's per-property lazy): the query is on
 * its way while the page's chunk still loads.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: {
      loader: async () => (await import('./DashboardPage.loader')).loader,
      Component: async () => (await import('./DashboardPage')).Component,
    },
  },
];
