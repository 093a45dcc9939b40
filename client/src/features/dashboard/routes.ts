import type { RouteObject } from 'react-router';

/** /{companySlug}/dashboard — the audience's figures for a period (the period lives in the address). */
export const dashboardRoutes: RouteObject[] = [{ path: 'dashboard', lazy: () => import('./DashboardPage') }];
