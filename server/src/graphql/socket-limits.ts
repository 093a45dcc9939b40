/**
 * What one caller may ask of graphql-ws (README "Limits"), so no socket or address can stop the
 * server: one socket with 3,000 operations once held the event loop for 7 s (each operation is
 * parsed, validated, authenticated against the database and subscribed).
 *
 * - Operations at once on one socket: at most OPERATIONS_PER_SOCKET; one more is answered with an
 *   error for that operation (the socket and its other operations go on).
 * - Subscribe messages per client address: a token bucket (SUBSCRIBE_BURST at once, then
 *   SUBSCRIBES_PER_SECOND), shared by the address's sockets and kept after they close (a
 *   reconnect does not refill it). A socket that sends one more is closed with 4429 and a reason;
 *   what it had already sent is dropped before any parsing.
 * - Open sockets per client address: at most SOCKETS_PER_ADDRESS; one more is closed with 4429.
 * The address is the one the rate limits use (http-address.ts, so TRUST_PROXY holds), the counts
 * are per server process, and the per-address ones scale with RATE_LIMIT_MULTIPLIER (many people
 * behind one office address). graphql-ws clients do not retry after 4429.
 */
import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { WebSocket, WebSocketServer } from 'ws';
import type { Config } from '../config.js';
import { clientAddress } from '../http-address.js';

export const OPERATIONS_PER_SOCKET = 100;
export const SOCKETS_PER_ADDRESS = 50;
export const SUBSCRIBE_BURST = 200;
export const SUBSCRIBES_PER_SECOND = 20;
/** graphql-ws's "too many" close code (its clients treat it as final). */
export const TOO_MANY_CLOSE_CODE = 4429;

export const TOO_MANY_SOCKETS = (limit: number) => `Too many connections from this address: at most ${limit} at once.`;
export const TOO_MANY_SUBSCRIBES = (perSecond: number) => `Too many operations from this address: at most ${perSecond} a second. Reconnect later.`;
export const TOO_MANY_OPERATIONS = `Too many operations on one connection: at most ${OPERATIONS_PER_SOCKET} at a time. Complete one first.`;

type Bucket = { tokens: number; at: number };

export type SocketLimits = {
  /**
   * For one subscribe message, before anything else is done with it: the errors to answer it
   * with (closing the socket when it is over the address's rate), or null to go on.
   */
  refuse(socket: WebSocket, activeOperations: number): readonly GraphQLError[] | null;
};

/** Counts the server's sockets per address and refuses the ones over the limit (call before graphql-ws's useServer). */
export function limitSockets(wss: WebSocketServer, config: Pick<Config, 'TRUST_PROXY' | 'RATE_LIMIT_MULTIPLIER'>): SocketLimits {
  const maxSockets = SOCKETS_PER_ADDRESS * config.RATE_LIMIT_MULTIPLIER;
  const burst = SUBSCRIBE_BURST * config.RATE_LIMIT_MULTIPLIER;
  const perSecond = SUBSCRIBES_PER_SECOND * config.RATE_LIMIT_MULTIPLIER;
  const open = new Map<string, number>();
  const buckets = new Map<string, Bucket>();
  const addressOf = new WeakMap<WebSocket, string>();

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const address = clientAddress(request, config.TRUST_PROXY);
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxSockets) {
      socket.close(TOO_MANY_CLOSE_CODE, TOO_MANY_SOCKETS(maxSockets));
      return;
    }
    open.set(address, count);
    addressOf.set(socket, address);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });

  /** Takes one token from the address's bucket; false when it is empty. */
  function take(address: string): boolean {
    const now = Date.now();
    const b = buckets.get(address) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * perSecond);
    b.at = now;
    buckets.set(address, b);
    if (buckets.size > 10_000) sweep(now);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Forgets the buckets that have refilled (they would start full anyway). */
  function sweep(now: number) {
    for (const [address, b] of buckets) if (b.tokens + ((now - b.at) / 1000) * perSecond >= burst) buckets.delete(address);
  }

  return {
    refuse(socket, activeOperations) {
      const address = addressOf.get(socket);
      // Refused at connection, or closed for its rate: what it still sends is not looked at.
      if (address === undefined || socket.readyState !== socket.OPEN) return [refusal('The connection is closing.', 'TOO_MANY_OPERATIONS')];
      if (!take(address)) {
        socket.close(TOO_MANY_CLOSE_CODE, TOO_MANY_SUBSCRIBES(perSecond));
        return [refusal(TOO_MANY_SUBSCRIBES(perSecond), 'RATE_LIMITED')];
      }
      if (activeOperations > OPERATIONS_PER_SOCKET) return [refusal(TOO_MANY_OPERATIONS, 'TOO_MANY_OPERATIONS', OPERATIONS_PER_SOCKET)];
      return null;
    },
  };
}

function refusal(message: string, code: string, limit?: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(limit ? { limit } : {}) } });
}
