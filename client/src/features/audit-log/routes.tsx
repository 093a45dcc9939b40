import type { RouteObject } from 'react-router';

/** Under the settings navigation: /{companySlug}/settings/audit-log — the company's audit log (Owners). */
export const auditLogRoutes: RouteObject[] = [{ path: 'audit-log', lazy: () => import('./AuditLogPage') }];
