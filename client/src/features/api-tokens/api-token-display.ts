import { API_SCOPES, API_TOKEN_DEFAULT_EXPIRY_DAYS, API_TOKEN_EXPIRY_DAYS } from '@learnhub/content';

/**
 * What Settings → API shows of a token and sends for a new one. The scope catalogue, the expiry
 * choices and the limits are @learnhub/content's (server/content/src/api-scopes.ts), the same the
 * server checks against: nothing here re-types them.
 */

const DAY_MS = 86_400_000;

/** The expiry select's value for "No expiry" (a select's values are strings). */
export const NO_EXPIRY = 'never';

export const DEFAULT_EXPIRY = String(API_TOKEN_DEFAULT_EXPIRY_DAYS);

/** The expiry choices in the catalogue's order: "7 days" … "365 days", "No expiry". */
export const EXPIRY_OPTIONS: readonly { value: string; label: string }[] = API_TOKEN_EXPIRY_DAYS.map((days) =>
  days === null ? { value: NO_EXPIRY, label: 'No expiry' } : { value: String(days), label: `${days} days` },
);

/** The expiry to send for a choice: the instant `days` from `now` (ISO), or null for "No expiry". */
export function expiresAtFor(choice: string, now: Date = new Date()): string | null {
  const days = Number(choice);
  if (choice === NO_EXPIRY || !Number.isInteger(days) || days <= 0) return null;
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

export type ApiScopeEntry = (typeof API_SCOPES)[number];

/** The scopes grouped by area, areas and scopes in the catalogue's order. */
export function scopeAreas(): { area: string; scopes: ApiScopeEntry[] }[] {
  const areas = new Map<string, ApiScopeEntry[]>();
  for (const scope of API_SCOPES) areas.set(scope.area, [...(areas.get(scope.area) ?? []), scope]);
  return [...areas].map(([area, scopes]) => ({ area, scopes }));
}

/** A scope's label ("Read materials"); a name this client does not know (a newer server) as it comes. */
export function scopeLabel(name: string): string {
  return API_SCOPES.find((scope) => scope.name === name)?.label ?? name;
}

/** The scopes' labels in the catalogue's order, unknown names last. */
export function scopeLabels(names: readonly string[]): string[] {
  const order = (name: string) => {
    const index = API_SCOPES.findIndex((scope) => scope.name === name);
    return index === -1 ? API_SCOPES.length : index;
  };
  return [...names].sort((a, b) => order(a) - order(b)).map(scopeLabel);
}

/** How a token is told apart without its secret: lh_…a1B2. */
export function maskedToken(lastFour: string): string {
  return `lh_…${lastFour}`;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function formatDate(at: string | Date): string {
  return dateFormat.format(new Date(at));
}

export type ExpiryShown = { kind: 'never' } | { kind: 'expired'; date: string } | { kind: 'expires'; date: string };

/** The expiry column: "Never" (no expiry), "Expired" (past, or the server says so) or the date. */
export function expiryShown(expiresAt: string | null | undefined, status: string, now: Date = new Date()): ExpiryShown {
  if (!expiresAt) return { kind: 'never' };
  if (status === 'EXPIRED' || new Date(expiresAt).getTime() <= now.getTime()) return { kind: 'expired', date: formatDate(expiresAt) };
  return { kind: 'expires', date: formatDate(expiresAt) };
}

export const STATUS_LABELS: Record<string, string> = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' };

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
