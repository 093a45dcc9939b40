/**
 * The worker's webhook loop (jobs/loops.ts): fan the outbox out, then start due deliveries, at
 * most MAX_IN_FLIGHT at once. Attempts are not awaited by the tick, so one slow endpoint (up to
 * its 15 s deadline) never holds up the others; the tick runs again at once while it finds work,
 * and after WEBHOOKS_POLL_MS when idle. Several workers may run it: fan-out is idempotent and
 * claims skip each other's rows.
 */
import type { Deps } from '../../deps.js';
import type { BackgroundLoop } from '../../jobs/loops.js';
import { claimAndSend, fanOut } from './delivery.js';

const MAX_IN_FLIGHT = 50;

export function webhooksLoop(): BackgroundLoop<Deps> {
  const inFlight = new Set<Promise<void>>();
  return {
    name: 'webhooks',
    idleMs: (deps) => deps.config.WEBHOOKS_POLL_MS,
    async tick(deps) {
      const events = await fanOut(deps);
      // Full: wait until half the attempts have ended, then claim again at once (not after the idle
      // interval): claims go in batches, not one statement per freed slot.
      if (inFlight.size >= MAX_IN_FLIGHT) {
        while (inFlight.size > MAX_IN_FLIGHT / 2) await Promise.race(inFlight);
        return true;
      }
      const room = MAX_IN_FLIGHT - inFlight.size;
      const started = room > 0 ? await claimAndSend(deps, room) : [];
      for (const p of started) {
        const tracked = p.catch((err) => deps.logger.error('Webhook delivery:', err)).finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
      }
      return events > 0 || started.length > 0;
    },
    async settle() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
