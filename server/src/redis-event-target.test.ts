/**
 * Pub/sub through Redis (redis-event-target.ts) while Redis is away: a publish is no unhandled
 * rejection (which would end the server process), and this process's own subscribers still get
 * the event. Nothing listens on port 1, so every command is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAppPubSub, type TeamChangedEvent } from './pubsub.js';

describe('pub/sub with Redis unreachable', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
  });

  it('delivers to this process, logs the outage once, and rejects nothing unhandled', async () => {
    process.on('unhandledRejection', record);
    const errors: string[] = [];
    const pubsub = createAppPubSub('redis://127.0.0.1:1', { error: (msg) => errors.push(msg), info() {}, debug() {} });
    const events = pubsub.subscribe('teamChanged', 'company-1')[Symbol.asyncIterator]();
    try {
      const first: TeamChangedEvent = { companyId: 'company-1', change: 'JOINED', membershipId: 'm-1' };
      const second: TeamChangedEvent = { companyId: 'company-1', change: 'REMOVED', membershipId: 'm-1' };
      const next = events.next();
      pubsub.publish('teamChanged', 'company-1', first);
      expect((await next).value).toEqual(first);
      const again = events.next();
      pubsub.publish('teamChanged', 'company-1', second);
      expect((await again).value).toEqual(second);
      await new Promise((r) => setTimeout(r, 300));
      expect(unhandled).toEqual([]);
      expect(errors.length).toBeGreaterThanOrEqual(1);
      expect(errors.filter((m) => m.startsWith('Redis ')).length).toBe(1);
    } finally {
      await events.return?.();
      await pubsub.close();
    }
  });
});
