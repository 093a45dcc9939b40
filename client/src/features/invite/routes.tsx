import type { RouteObject } from 'react-router';

/** The invitation link from the mail (its address is fixed by the server's mail). */
export const inviteRoutes: RouteObject[] = [{ path: 'invite/:token', lazy: () => import('./InvitePage') }];
