/**
 * Share and embed addresses (authoring.md §2 "Route shapes", §9; contract §4): the embed page is
 * the view path under /embed, and the snippet is an iframe 400 high and 100% wide.
 */
import { knownKind } from '../../../kinds';

export const EMBED_HEIGHT = 400;

/** The embed page's path for a material's view path ("/demo/walkthroughs/x" → "/embed/demo/walkthroughs/x"). */
export function embedPath(viewPath: string): string {
  return `/embed${viewPath.startsWith('/') ? viewPath : `/${viewPath}`}`;
}

/** The embed page's full address on this site. */
export function embedUrl(origin: string, viewPath: string): string {
  return `${origin.replace(/\/$/, '')}${embedPath(viewPath)}`;
}

/** Escapes text for an HTML attribute value in double quotes. */
function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The HTML an author pastes into another site to show the walkthrough there. */
export function embedSnippet(origin: string, viewPath: string, name: string): string {
  const src = escapeAttribute(embedUrl(origin, viewPath));
  return `<iframe src="${src}" height="${EMBED_HEIGHT}" width="100%" title="${escapeAttribute(name)}" style="border:0" allowfullscreen></iframe>`;
}

/** Whether a material of this kind offers an embed snippet (paths do not: they have their own viewer). */
export function hasEmbed(kind: string): boolean {
  return knownKind(kind)?.embeddable ?? false;
}
