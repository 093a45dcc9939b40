/**
 * The webhooks module's public face (README "Webhooks"): endpoints and their delivery log
 * (`webhooks`), the worker's delivery loop and its nightly prune. Everything outside the module
 * imports it from here.
 */
export * as webhooks from './endpoints.service.js';
export { webhooksLoop } from './webhooks.loop.js';
export { pruneDeliveriesJob } from './webhooks.job.js';
export { retryDelaySeconds } from './delivery.js';
