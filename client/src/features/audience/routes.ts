import type { RouteObject } from 'react-router';

/** /{companySlug}/audiences — the company's learners (the view lives in the address: audience-search.ts). */
export const audienceRoutes: RouteObject[] = [
  {
    path: 'audiences',
    // The query and the page's chunk load side by side (per-property lazy; AudiencePage.loader.ts).
    lazy: {
      loader: async () => (await import('./AudiencePage.loader')).loader,
      Component: async () => (await import('./AudiencePage')).Component,
    },
  },
];
