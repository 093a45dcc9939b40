import { type WEBHOOK_EVENTS, WEBHOOK_RETRY_SECONDS } from '@learnhub/content';

/**
 * What Settings → API's webhook documentation says, from @learnhub/content's catalogue and
 * schedule (server/content/src/webhook-events.ts): the same the server sends by.
 */

/** A pause in words, in its largest whole unit: "5 s", "5 min", "2 h". */
export function durationWords(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** The retry schedule after a failed attempt: "5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h". */
export function retryScheduleWords(schedule: readonly number[] = WEBHOOK_RETRY_SECONDS): string {
  return schedule.map(durationWords).join(', ');
}

/** How an event arrives: `{ type, timestamp, data }`, indented, with the catalogue's example as `data`. */
export function examplePayload(event: { type: string; example: unknown }, timestamp = '2026-01-15T09:30:00.000Z'): string {
  return JSON.stringify({ type: event.type, timestamp, data: event.example }, null, 2);
}

export type WebhookEventDoc = (typeof WEBHOOK_EVENTS)[number];

/** Verifying with the Standard Webhooks library (npm `standardwebhooks`). */
export const STANDARD_WEBHOOKS_SNIPPET = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.LEARNHUB_WEBHOOK_SECRET); // whsec_…

// body: the request body exactly as received (a string or Buffer, not parsed JSON).
// Throws unless a signature matches and the timestamp is within 5 minutes.
const event = webhook.verify(body, {
  'webhook-id': request.headers['webhook-id'],
  'webhook-timestamp': request.headers['webhook-timestamp'],
  'webhook-signature': request.headers['webhook-signature'],
});`;

/** Verifying with nothing but Node's crypto. */
export const NODE_CRYPTO_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

function verify(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  // Refuse old or future timestamps: a replayed request is a copy of a real one.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  // "v1,<base64>", space-separated: two while a secret is being rotated.
  return headers['webhook-signature'].split(' ').some((entry) => {
    const [version, signature = ''] = entry.split(',');
    const given = Buffer.from(signature, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`;
