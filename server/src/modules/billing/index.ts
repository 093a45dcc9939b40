/**
 * The billing module's public face: plans, checkout and invoices (`billing`), the payment
 * provider's webhook events, the plan gates and the billing restriction other modules check
 * before creating things, and the renewal job composition.ts registers. Everything outside the
 * module imports it from here.
 */
export { assertCanCreate } from './restriction.js';
export { assertBusinessPlan } from './plan-gates.js';
export { type ProviderEvent, WebhookSignatureError } from './payment-provider.js';
export * as billing from './billing.service.js';
export { applyProviderEvent } from './provider-events.js';
export { renewJob } from './billing.job.js';
