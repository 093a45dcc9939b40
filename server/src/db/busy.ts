/**
 * The database was too busy for a request, not wrong about it: no connection freed up in time
 * for a transaction (Prisma P2028), a serialization failure or deadlock (P2034), a pool timeout
 * (P2024). Adapters answer 503 "try again" — a client (the hub's outbox) keeps the write and
 * sends it again — instead of a masked 500 that reads as a refusal.
 */
export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';
const BUSY_CODES = new Set(['P2024', 'P2028', 'P2034']);

export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BUSY_CODES.has(code);
}
