/**
 * Pure rules for company fields: name, website, size, workspace name (the URL slug) and how a
 * slug is derived from a name. No database here; companies.service.ts applies them.
 */
import { isTimeZone } from '../../lib/time-zones.js';
import { isCompanySize } from '../../lib/industries.js';
import { transliterate } from '../../lib/transliterate.js';

export const MAX_COMPANY_NAME = 100;
export const WORKSPACE_MIN = 2;
export const WORKSPACE_MAX = 50;
export const WORKSPACE_CHARSET_MESSAGE = 'Workspace name should not contain any space or special character.';
export const WORKSPACE_TAKEN_MESSAGE = 'This workspace name is already taken.';
export const WORKSPACE_RESERVED_MESSAGE = 'This workspace name is reserved: the app uses it in its own addresses. Choose another.';

/**
 * First URL segments the web app and server use themselves (authoring.md §2 routes, /api,
 * /graphql, /uploads…): a workspace with one of these names would shadow a page.
 */
export const RESERVED_SLUGS = new Set([
  'api',
  'graphql',
  'uploads',
  'healthz',
  'readyz',
  'metrics',
  'assets',
  'static',
  'public',
  'sign_in',
  'sign_out',
  'sign_up',
  'signin',
  'signout',
  'signup',
  'login',
  'logout',
  'register',
  'onboarding',
  'confirm-email',
  'confirm_email',
  'verify-email',
  'verify_email',
  'invite',
  'oidc',
  'auth',
  'users',
  'dev',
  'forgot_password',
  'reset_password',
  'password',
  'not-found',
  'settings',
  'admin',
  'hub',
  'app',
  'www',
  'embed',
  'billing',
  'plans',
  'help',
  'support',
  'docs',
  'new',
]);

type Parsed<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

/** Company name: trimmed, required, at most 100 characters. */
export function parseCompanyName(raw: unknown): Parsed<string> {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { error: 'must be text' };
  const name = (raw ?? '').trim();
  if (!name) return { error: "can't be blank" };
  if (name.length > MAX_COMPANY_NAME) return { error: `is too long (maximum is ${MAX_COMPANY_NAME} characters)` };
  return { value: name };
}

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Website: a plausible http(s) URL or a bare host. Blank means "no website" (null). A bare host
 * becomes https://host; a URL keeps its scheme and path; the host is lowercased, no credentials.
 */
export function parseWebsite(raw: unknown): Parsed<string | null> {
  if (raw === undefined || raw === null) return { value: null };
  if (typeof raw !== 'string') return { error: 'must be text' };
  const text = raw.trim();
  if (!text) return { value: null };
  if (text.length > 255) return { error: 'is too long (maximum is 255 characters)' };
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return { error: 'is invalid' };
  let url: URL;
  try {
    url = new URL(scheme ? text : `https://${text}`);
  } catch {
    return { error: 'is invalid' };
  }
  if (url.username || url.password || !HOST.test(url.hostname)) return { error: 'is invalid' };
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
  return { value: `${url.protocol}//${url.host}${path}${url.search}` };
}

/** Host name of a stored website, without "www." (the REST `domain` field). */
export function websiteHost(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Company size: one of the listed choices. */
/** An IANA time zone name the runtime knows ("Europe/Paris", "UTC"); analytics count days in it. */
export function parseTimeZone(raw: unknown): Parsed<string> {
  const zone = typeof raw === 'string' ? raw.trim() : '';
  // Names only ("Europe/Paris"): a fixed offset like +05:45 would ignore daylight saving time.
  if (!/^[A-Za-z][A-Za-z_]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) || zone.length > 64 || !isTimeZone(zone))
    return { error: 'is not a time zone (use a name like Europe/Paris)' };
  return { value: zone };
}

export function parseCompanySize(raw: unknown): Parsed<string> {
  if (typeof raw !== 'string' || !isCompanySize(raw.trim())) return { error: 'is not included in the list' };
  return { value: raw.trim() };
}

/**
 * Workspace name: trimmed; letters, digits, "_" and "-" only; 2–50 characters. Stored
 * lowercased, so "Acme" and "acme" are one workspace and URLs are case-insensitive.
 * Errors are whole sentences: the legacy client shows them as they are.
 */
export function parseWorkspaceName(raw: unknown): Parsed<string> {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { error: 'Workspace name must be text.' };
  const name = (raw ?? '').trim();
  if (!name) return { error: "Workspace name can't be blank." };
  if (!/^[A-Za-z0-9_-]+$/.test(name)) return { error: WORKSPACE_CHARSET_MESSAGE };
  if (name.length < WORKSPACE_MIN) return { error: `Workspace name is too short (minimum is ${WORKSPACE_MIN} characters).` };
  if (name.length > WORKSPACE_MAX) return { error: `Workspace name is too long (maximum is ${WORKSPACE_MAX} characters).` };
  return { value: name.toLowerCase() };
}

/**
 * A slug from a company name: transliterated to ASCII letters (lib/transliterate.ts: "Fjord
 * Læring" → "fjord-laering"), lowercased, runs of other characters become
 * "-", trimmed to leave room for a numeric suffix. Names with no usable letters give "workspace".
 */
export function slugFromName(name: string): string {
  const base = transliterate(name)
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, WORKSPACE_MAX - 8)
    .replace(/[-_]+$/, '');
  if (!base) return 'workspace';
  return base.length < WORKSPACE_MIN ? `${base}-workspace` : base;
}

/** `base`, or `base-2`, `base-3`… : the first candidate not in `taken` and not reserved. */
export function firstFreeSlug(base: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate) && !RESERVED_SLUGS.has(candidate)) return candidate;
  }
}
