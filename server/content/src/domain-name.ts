/**
 * A custom domain's name as the Settings → Domain modal takes it (authoring.md §5): a host such
 * as learn.yourcompany.com or yourcompany.com, without a scheme and without "www.". One rule for
 * the modal (Connect disabled while it fails) and the server (the authority).
 */

/** The spec's message, with its two `{host}` examples written out. */
export const DOMAIN_FORMAT_MESSAGE = 'The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com';

/** The longest host name DNS allows. */
export const DOMAIN_NAME_MAX = 253;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level label: letters, or an IDNA "xn--" label. */
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** What the server stores for an input: trimmed, lower case, without a final dot. */
export function normalizeDomainName(input: string): string {
  return input.trim().toLowerCase().replace(/\.$/, '');
}

/** True for a normalised host name of two or more labels that is not a www. or scheme form. */
export function isDomainName(host: string): boolean {
  if (host.length === 0 || host.length > DOMAIN_NAME_MAX) return false;
  if (host.startsWith('www.')) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && TOP_LABEL.test(labels.at(-1)!);
}

/** The subdomain part of a host: its first label when it has three or more (learn.acme.com → learn). */
export function subdomainOf(host: string): string | null {
  const labels = host.split('.');
  return labels.length > 2 ? labels[0]! : null;
}
