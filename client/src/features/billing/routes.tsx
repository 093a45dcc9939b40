import type { RouteObject } from 'react-router';

/**
 * Under the settings navigation (authoring.md §2 "Billing page", "Payment pages"):
 * /{workspace}/settings/billing, /{workspace}/settings/plan_checkout?plan_id=, and an invoice at
 * /{workspace}/settings/invoices/{id} (the success invoice page after a payment).
 */
export const billingRoutes: RouteObject[] = [
  { path: 'billing', lazy: () => import('./BillingPage') },
  { path: 'plan_checkout', lazy: () => import('./CheckoutPage') },
  { path: 'invoices/:invoiceId', lazy: () => import('./InvoicePage') },
];
