/**
 * A custom domain's name as the Settings → Domain modal takes it (authoring.md §5): a host such
 * as learn.yourcompany.com or yourcompany.com, without a scheme and without "www.". One rule for
 * the modal (Connect disabled while it fails) and the server (the authority).
 *
 * Internationalised names (bücher.de, 日本語.jp) are accepted and kept in their ASCII form,
 * punycode (xn--bcher-kva.de): the form DNS, TLS and browsers' Host headers use. The conversion
 * is IDNA as WHATWG URL does it (UTS #46, non-transitional: ß stays ß): node's url.domainToASCII on
 * the server, the URL parser in the browser, which agree.
 */

/** The spec's message, with its two `{host}` examples written out. */
export const DOMAIN_FORMAT_MESSAGE = 'The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com';

/** The longest host name DNS allows. */
export const DOMAIN_NAME_MAX = 253;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level label: letters, or an IDNA "xn--" label. */
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A host's ASCII form by IDNA, or "" when it is not a valid host name. */
export type DomainToAscii = (host: string) => string;

/** IDNA through the URL parser (browsers and Node alike). */
export const urlDomainToAscii: DomainToAscii = (host) => {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return '';
  }
};

/** Dots IDNA reads as label separators: the full stop and its ideographic, full-width and half-width forms. */
const DOTS = /[.\u3002\uff0e\uff61]/u;
const FINAL_DOT = /[.\u3002\uff0e\uff61]$/u;
/** What would make the URL parser read a path, a port, user info or a query instead of a host. */
const URL_SYNTAX = /[\s/\\?#@:[\]%]/u;

/**
 * What the server stores for an input: trimmed, lower case, without a final dot, and for an
 * internationalised name (or one with an xn-- label) its punycode form, checked by IDNA; ""
 * when IDNA refuses it. Plain ASCII is returned as typed for isDomainName to judge.
 */
export function normalizeDomainName(input: string, toAscii: DomainToAscii = urlDomainToAscii): string {
  const host = input.trim().toLowerCase().replace(FINAL_DOT, '');
  const plainAscii = /^[\x21-\x7e]*$/.test(host) && !host.includes('xn--');
  if (plainAscii) return host;
  if (URL_SYNTAX.test(host)) return '';
  // IDNA lets a Unicode label start or end with "-" (its punycode starts with "xn--"): DNS does not.
  if (host.split(DOTS).some((label) => label.startsWith('-') || label.endsWith('-'))) return '';
  return toAscii(host).replace(/\.$/, '');
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
