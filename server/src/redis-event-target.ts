/**
 * The event target that carries pub/sub between server processes through Redis (as
 * @graphql-yoga/redis-event-target, which it replaces), made to survive Redis going away: a
 * publish or subscribe that fails is logged, never an unhandled rejection that would end the
 * process, and an event whose publish failed is still delivered to this process's own
 * subscribers (the others miss it: what subscriptions show catches up on their next event or
 * refetch). Redis's own clients reconnect by themselves; their errors are logged once per outage.
 */
import type { Redis } from 'ioredis';
import type { Logger } from './lib/logger.js';

type Callback = (event: CustomEvent) => void;
type Listener = Callback | { handleEvent: Callback };

export function createResilientRedisEventTarget(args: { publishClient: Redis; subscribeClient: Redis; logger: Logger }) {
  const { publishClient, subscribeClient, logger } = args;
  const callbacksForTopic = new Map<string, Set<Callback>>();
  let failing = false;
  const failed = (what: string) => (err: unknown) => {
    if (!failing) logger.error(`Redis ${what} failed (events reach this process only until it is back):`, err);
    failing = true;
  };
  const recovered = () => {
    if (failing) logger.info('Redis is reachable again.');
    failing = false;
  };
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', failed('connection'));
    client.on('ready', recovered);
  }

  function deliver(channel: string, message: string) {
    const callbacks = callbacksForTopic.get(channel);
    if (!callbacks) return;
    const event = new CustomEvent(channel, { detail: message === '' ? null : JSON.parse(message) });
    for (const callback of callbacks) callback(event);
  }
  subscribeClient.on('message', deliver);

  const callbackOf = (listener: Listener) => ('handleEvent' in listener ? listener.handleEvent : listener);
  return {
    addEventListener(topic: string, listener: Listener | null) {
      if (!listener) return;
      let callbacks = callbacksForTopic.get(topic);
      if (!callbacks) {
        callbacks = new Set();
        callbacksForTopic.set(topic, callbacks);
        // ioredis subscribes again by itself after a reconnect (autoResubscribe).
        subscribeClient.subscribe(topic).catch(failed('subscribe'));
      }
      callbacks.add(callbackOf(listener));
    },
    dispatchEvent(event: CustomEvent) {
      const message = event.detail === undefined ? '' : JSON.stringify(event.detail);
      publishClient.publish(event.type, message).then(recovered, (err: unknown) => {
        failed('publish')(err);
        deliver(event.type, message);
      });
      return true;
    },
    removeEventListener(topic: string, listener: Listener | null) {
      const callbacks = listener ? callbacksForTopic.get(topic) : undefined;
      if (!callbacks || !listener) return;
      callbacks.delete(callbackOf(listener));
      if (callbacks.size) return;
      callbacksForTopic.delete(topic);
      subscribeClient.unsubscribe(topic).catch(failed('unsubscribe'));
    },
  };
}
