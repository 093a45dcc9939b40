import { WEBHOOK_EVENTS } from '@learnhub/content';

/**
 * What Settings → Webhooks shows and sends. The event catalogue and the limits are
 * @learnhub/content's (server/content/src/webhook-events.ts), the same the server checks against.
 */

/** The test event is sent by "Send test event" only: nobody subscribes to it. */
export const TEST_EVENT = 'webhook.test';

export type WebhookEventEntry = (typeof WEBHOOK_EVENTS)[number];

/** The types an endpoint can subscribe to, in the catalogue's order. */
export const SUBSCRIBABLE_EVENTS: readonly WebhookEventEntry[] = WEBHOOK_EVENTS.filter((event) => event.type !== TEST_EVENT);

/** How long the previous secret still signs after a rotation (the server's PREVIOUS_SECRET_HOURS). */
export const PREVIOUS_SECRET_HOURS = 24;

/** Settings → Webhooks, and one endpoint's delivery log under it. */
export function webhooksPath(companySlug: string): string {
  return `/${encodeURIComponent(companySlug)}/settings/webhooks`;
}

export function deliveryLogPath(companySlug: string, endpointId: string): string {
  return `${webhooksPath(companySlug)}/${encodeURIComponent(endpointId)}`;
}

/** The subscribed types in the catalogue's order, unknown ones (a newer server) last as they come. */
export function sortedEvents(types: readonly string[]): string[] {
  const order = (type: string) => {
    const index = WEBHOOK_EVENTS.findIndex((event) => event.type === type);
    return index === -1 ? WEBHOOK_EVENTS.length : index;
  };
  return [...types].sort((a, b) => order(a) - order(b));
}

export type DeliveryStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export const DELIVERY_STATUS_LABELS: Record<string, string> = { PENDING: 'Pending', SUCCEEDED: 'Succeeded', FAILED: 'Failed' };

export function deliveryStatusLabel(status: string): string {
  return DELIVERY_STATUS_LABELS[status] ?? status;
}

/** The log's filter: "" is every status. */
export const STATUS_FILTERS: readonly { value: '' | DeliveryStatus; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'SUCCEEDED', label: 'Succeeded' },
  { value: 'FAILED', label: 'Failed' },
];

const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** "Nov 28, 2026, 9:14:03 AM": a log's moments to the second. */
export function formatDateTime(at: string | Date): string {
  return dateTimeFormat.format(new Date(at));
}

export function formatDate(at: string | Date): string {
  return dateFormat.format(new Date(at));
}

/** A body as sent, indented when it is JSON (ours always is); anything else as it came. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** An attempt's request headers (a JSON object) as `name: value` lines, names sorted. */
export function headerLines(headers: unknown): string[] {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return [];
  return Object.entries(headers as Record<string, unknown>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
}

/** "1 attempt", "3 attempts". */
export function attemptsLabel(count: number): string {
  return count === 1 ? '1 attempt' : `${count} attempts`;
}

/** What an attempt got back: "HTTP 200", or the error when no answer came. */
export function attemptOutcome(attempt: { responseStatus: number | null | undefined; error: string | null | undefined }): string {
  if (attempt.responseStatus != null) return `HTTP ${attempt.responseStatus}`;
  return attempt.error || 'No answer';
}

export function attemptSucceeded(status: number | null | undefined): boolean {
  return status != null && status >= 200 && status < 300;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input's value, in this browser's time zone, to the minute. */
export function toLocalInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value (local time) as a Date; null when it is empty or not a date. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "Replay failed deliveries…"'s default range: the last 24 hours, to the minute. */
export function defaultReplayRange(now: Date = new Date()): { from: string; to: string } {
  return { from: toLocalInput(new Date(now.getTime() - 86_400_000)), to: toLocalInput(now) };
}

/**
 * The range to send for the inputs' values: the "to" minute counts whole (a delivery made at
 * 9:14:30 is in a range that ends at 9:14), so the default range takes in this minute's too.
 */
export function replayRange(from: string, to: string): { from: string; to: string } | null {
  const start = fromLocalInput(from);
  const end = fromLocalInput(to);
  if (!start || !end) return null;
  return { from: start.toISOString(), to: new Date(end.getTime() + 59_999).toISOString() };
}

/** The secret hidden: its prefix and dots, as long as a real one. */
export function maskedSecret(secret: string): string {
  const prefix = secret.startsWith('whsec_') ? 'whsec_' : '';
  return `${prefix}${'•'.repeat(Math.max(8, Math.min(32, secret.length - prefix.length)))}`;
}
