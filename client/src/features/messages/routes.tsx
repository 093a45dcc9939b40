import type { RouteObject } from 'react-router';

/** /{companySlug}/messages — the Messages sample screen (static, no server calls); its own chunk. */
export const messageRoutes: RouteObject[] = [{ path: 'messages', lazy: () => import('./MessagesPage') }];
