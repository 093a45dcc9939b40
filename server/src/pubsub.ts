/**
 * Typed pub/sub for GraphQL subscriptions. In-process by default; with REDIS_URL every server
 * process shares events through Redis, so subscribers on one process see writes on another.
 */
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Logger } from './lib/logger.js';
import { createResilientRedisEventTarget } from './redis-event-target.js';

/** INVITED and INVITE_REVOKED change only the pending invitations: membershipId is null for them. */
export type TeamChangedEvent = { companyId: string; change: 'INVITED' | 'INVITE_REVOKED' | 'ROLE_CHANGED' | 'REMOVED' | 'JOINED'; membershipId: string | null };

/**
 * A material's draft or published copy changed (autosave acknowledgement and live collaboration).
 * Plain JSON (savedAt is an ISO string) because Redis carries it between processes.
 */
export type MaterialSavedEvent = {
  materialId: string;
  companyId: string;
  revision: number;
  savedAt: string;
  savedByName: string | null;
  clientId: string | null;
  reason: 'SAVED' | 'PUBLISHED' | 'RESTORED';
};

/** A learner (or visitor) did something on the hub; committed. Plain JSON, as above. */
export type LearnerActivityEvent = {
  companyId: string;
  learnerId: string | null;
  materialId: string;
  type: 'OPEN' | 'STEP_VIEWED' | 'STEP_COMPLETED' | 'ANSWER' | 'UPLOAD' | 'MINUTES' | 'SATISFACTION' | 'COMPLETED' | 'TERMINATED';
  value: number | null;
  occurredAt: string;
};

/** A custom domain's routing changed (modules/domains/host-cache.ts): one host, or every host of a company (its workspace was renamed). */
export type HostChangedEvent = { host: string } | { companyId: string };

export type PubSubChannels = {
  /** Topic: always "hosts" (every process's host cache listens). */
  hostChanged: [topic: 'hosts', event: HostChangedEvent];
  /** Topic: company id. */
  teamChanged: [companyId: string, event: TeamChangedEvent];
  /** Topic: material uuid. */
  materialSaved: [materialId: string, event: MaterialSavedEvent];
  /** Topic: company id. */
  learnerActivity: [companyId: string, event: LearnerActivityEvent];
};

/** Whether events reach the other processes: through Redis (`ok` or `unavailable`), or there is no Redis (`not used`: one process). */
export type PubSubReach = 'ok' | 'unavailable' | 'not used';

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>> & { close(): Promise<void>; reach(): Promise<PubSubReach> };

export function createAppPubSub(redisUrl: string | undefined, logger: Logger): PubSub {
  if (!redisUrl) return Object.assign(createPubSub<PubSubChannels>(), { close: async () => {}, reach: async () => 'not used' as const });
  // A publish waits at most one reconnection attempt: while Redis is away, events go to this
  // process's own subscribers at once (redis-event-target.ts) instead of queueing.
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  const eventTarget = createResilientRedisEventTarget({ publishClient, subscribeClient, logger });
  return Object.assign(createPubSub<PubSubChannels>({ eventTarget }), {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
    // Both connections up and Redis answering within a second (a PING would otherwise wait in
    // ioredis's queue for a reconnection).
    reach: async (): Promise<PubSubReach> => {
      const within = <T>(work: Promise<T>, fallback: T) => Promise.race([work, new Promise<T>((r) => setTimeout(r, 1000, fallback).unref())]);
      // Still connecting (just started) or reconnecting: wait a moment for it.
      // (The listener goes when the wait ends: probes during an outage must not pile them up.)
      const ready = (client: Redis) =>
        client.status === 'ready'
          ? Promise.resolve(true)
          : new Promise<boolean>((resolve) => {
              const onReady = () => {
                clearTimeout(timer);
                resolve(true);
              };
              const timer = setTimeout(() => {
                client.off('ready', onReady);
                resolve(false);
              }, 1000).unref();
              client.once('ready', onReady);
            });
      if (!(await ready(publishClient)) || !(await ready(subscribeClient))) return 'unavailable';
      const answered = publishClient.ping().then(
        () => true,
        () => false,
      );
      return (await within(answered, false)) ? 'ok' : 'unavailable';
    },
  });
}
