import type { MaterialKindName } from '../../../kinds';

export type HubCardKind = MaterialKindName | '%future added value';

/** Where a hub card opens a material: its hub page (any kind). */
export function materialHref(companySlug: string, material: { slug: string }): string {
  return `/${encodeURIComponent(companySlug)}/hub/${encodeURIComponent(material.slug)}`;
}

/** The card's description: at most 80 characters (audience.md §2), cut at a word when it can be. */
export function cardDescription(text: string | null | undefined): string {
  const clean = (text ?? '').trim();
  if (clean.length <= 80) return clean;
  const cut = clean.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${(space > 50 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** `text` split around the first case-insensitive match of `query`, for a suggestion with the match in bold. */
export function splitMatch(text: string, query: string): [string, string, string] {
  const at = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (at < 0) return [text, '', ''];
  return [text.slice(0, at), text.slice(at, at + query.length), text.slice(at + query.length)];
}
