/**
 * Signing as the Standard Webhooks specification says (standardwebhooks.com, "Signature scheme"):
 * the signed content is `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256 with the
 * secret's bytes (the base64 after `whsec_`), sent base64 in `webhook-signature` as `v1,<sig>`;
 * during a secret rotation both secrets sign, space-separated, so a receiver holding either one
 * verifies. Tests check our headers with the official `standardwebhooks` package and `svix`.
 */
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes (the specification allows 24–64). */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three headers for one attempt, signed with every secret given (current first). */
export function signedHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, id, timestamp, body)).join(' '),
  };
}
