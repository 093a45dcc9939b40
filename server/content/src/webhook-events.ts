/**
 * The webhook event catalogue (README "Webhooks"): every type an endpoint can subscribe to, what
 * it means, and an example of its `data`. One description for the server (which validates
 * subscriptions and sends these) and Settings → API's documentation. A payload is
 * `{ type, timestamp, data }`: thin, ids an integration can fetch with its API token.
 * Changing a type's name or removing a field is a breaking change for integrators.
 */
export const WEBHOOK_EVENTS = [
  {
    type: 'material.published',
    description: 'A material was published: learners now see this revision.',
    example: { material_id: '0194f3a2-7c1e-7b41-9a65-3f1d2c4b5a69', revision: 3 },
  },
  {
    type: 'material.deleted',
    description: 'A material was deleted with its learners’ progress.',
    example: { material_id: '0194f3a2-7c1e-7b41-9a65-3f1d2c4b5a69' },
  },
  {
    type: 'learner.created',
    description: 'Someone signed in to the hub for the first time: a new learner of the company.',
    example: { learner_id: '0194f3a2-91aa-7c3e-8d2f-6b0c1e9a4d11' },
  },
  {
    type: 'learner.completed',
    description: 'A learner completed a material.',
    example: { learner_id: '0194f3a2-91aa-7c3e-8d2f-6b0c1e9a4d11', material_id: '0194f3a2-7c1e-7b41-9a65-3f1d2c4b5a69' },
  },
  {
    type: 'learner.passed',
    description: 'A learner completed a graded path at or above its pass mark.',
    example: { learner_id: '0194f3a2-91aa-7c3e-8d2f-6b0c1e9a4d11', material_id: '0194f3a2-7c1e-7b41-9a65-3f1d2c4b5a69' },
  },
  {
    type: 'learner.failed',
    description: 'A learner completed a graded path below its pass mark.',
    example: { learner_id: '0194f3a2-91aa-7c3e-8d2f-6b0c1e9a4d11', material_id: '0194f3a2-7c1e-7b41-9a65-3f1d2c4b5a69' },
  },
  {
    type: 'answer.submitted',
    description: 'A learner answered a question of a path.',
    example: {
      learner_id: '0194f3a2-91aa-7c3e-8d2f-6b0c1e9a4d11',
      material_id: '0194f3a2-7c1e-7b41-9a65-3f1d2c4b5a69',
      element_id: 'q1',
      question_id: null,
    },
  },
  {
    type: 'member.joined',
    description: 'Someone joined the team (accepted an invitation, or created the company).',
    example: { membership_id: '0194f3a3-0a4b-7d52-b1c3-2e8f9d7a6c55', user_id: '0194f3a3-0a4b-7d52-b1c3-5a1b2c3d4e5f', role: 'member' },
  },
  {
    type: 'member.removed',
    description: 'A member was removed from the team.',
    example: { membership_id: '0194f3a3-0a4b-7d52-b1c3-2e8f9d7a6c55', user_id: '0194f3a3-0a4b-7d52-b1c3-5a1b2c3d4e5f' },
  },
  {
    type: 'domain.verified',
    description: 'A custom domain was verified and now serves the hub.',
    example: { domain_id: '0194f3a4-5e6f-7a80-9b1c-2d3e4f5a6b7c', domain: 'learn.example.com' },
  },
  {
    type: 'invoice.paid',
    description: 'An invoice was paid.',
    example: { invoice_id: '0194f3a5-1b2c-7d3e-8f4a-5b6c7d8e9f0a', number: 'INV-2026-0042', amount: 2500, currency: 'usd' },
  },
  {
    type: 'invoice.failed',
    description: 'Paying an invoice failed (the card was declined).',
    example: { invoice_id: '0194f3a5-1b2c-7d3e-8f4a-5b6c7d8e9f0a', number: 'INV-2026-0042', amount: 2500, currency: 'usd' },
  },
  {
    type: 'webhook.test',
    description: 'Sent by "Send test event": checks that an endpoint receives and verifies deliveries.',
    example: { endpoint_id: '0194f3a6-2c3d-7e4f-8a5b-6c7d8e9f0a1b', message: 'Test event from LearnHub' },
  },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENTS.map((e) => e.type);

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The retry schedule after a failed attempt (Svix's): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_RETRY_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;
/** An endpoint that has failed without a success for this long is disabled and its owners are mailed. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;
/** Deliveries and their attempts are kept this long. */
export const WEBHOOK_LOG_DAYS = 30;
export const WEBHOOK_TIMEOUT_SECONDS = 15;
/** A payload larger than this is never sent (ours are a few hundred bytes). */
export const WEBHOOK_MAX_PAYLOAD_BYTES = 20_000;
export const WEBHOOK_ENDPOINTS_PER_COMPANY = 20;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_URL_MAX = 2000;
