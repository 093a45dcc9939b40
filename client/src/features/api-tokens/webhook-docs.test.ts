import { createHmac } from 'node:crypto';
import { WEBHOOK_EVENTS } from '@learnhub/content';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { examplePayload, NODE_CRYPTO_SNIPPET, retryScheduleWords } from './webhook-docs';

describe('webhook documentation', () => {
  it('says the retry schedule in words', () => {
    expect(retryScheduleWords()).toBe('5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h');
    expect(retryScheduleWords([90, 5400])).toBe('90 s, 90 min');
  });

  it('shows each event as it arrives: type, timestamp and the example as data', () => {
    const first = WEBHOOK_EVENTS[0];
    expect(JSON.parse(examplePayload(first))).toEqual({ type: first.type, timestamp: '2026-01-15T09:30:00.000Z', data: first.example });
  });

  it('the plain Node snippet accepts what the standardwebhooks library signs, and nothing else', () => {
    const secret = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`;
    const body = examplePayload(WEBHOOK_EVENTS[0]);
    const id = 'msg_0194f3a2';
    const now = new Date();
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, now, body),
    };
    // The snippet as printed, without its import (the test passes Node's crypto in).
    const verify = new Function('createHmac', 'timingSafeEqual', `${NODE_CRYPTO_SNIPPET.split('\n').slice(1).join('\n')}\nreturn verify;`)(
      createHmac,
      (a: Buffer, b: Buffer) => a.equals(b),
    ) as (secret: string, headers: Record<string, string>, body: string) => boolean;
    expect(verify(secret, headers, body)).toBe(true);
    expect(verify(secret, { ...headers, 'webhook-signature': `v1,bogus ${headers['webhook-signature']}` }, body)).toBe(true);
    expect(verify(secret, headers, `${body} `)).toBe(false);
    expect(verify(`whsec_${Buffer.from('b'.repeat(32)).toString('base64')}`, headers, body)).toBe(false);
  });
});
