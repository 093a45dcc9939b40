import type { RouteObject } from 'react-router';

/** /{companySlug}/audiences — the company's learners (the view lives in the address: audience-search.ts). */
export const audienceRoutes: RouteObject[] = [{ path: 'audiences', lazy: () => import('./AudiencePage') }];
