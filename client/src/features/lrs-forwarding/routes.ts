import type { RouteObject } from 'react-router';

/** Under the settings navigation: /{companySlug}/settings/lrs-forwarding — the company's LRS and where its statements are forwarded. */
export const lrsForwardingRoutes: RouteObject[] = [{ path: 'lrs-forwarding', lazy: () => import('./LrsForwardingPage') }];
