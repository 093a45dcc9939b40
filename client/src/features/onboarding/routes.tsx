import type { RouteObject } from 'react-router';

/** The onboarding wizard (spec §2). */
export const onboardingRoutes: RouteObject[] = [{ path: 'onboarding', lazy: () => import('./OnboardingPage') }];
