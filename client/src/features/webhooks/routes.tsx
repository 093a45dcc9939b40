import type { RouteObject } from 'react-router';

/**
 * Under the settings navigation: /{companySlug}/settings/webhooks — the company's webhook
 * endpoints — and /{companySlug}/settings/webhooks/{endpointId}, one endpoint's delivery log.
 */
export const webhookRoutes: RouteObject[] = [
  { path: 'webhooks', lazy: () => import('./WebhooksPage') },
  { path: 'webhooks/:endpointId', lazy: () => import('./DeliveryLogPage') },
];
