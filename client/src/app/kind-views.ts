/**
 * The client's kind registry of views: what shows and edits each material kind. A kind's
 * definition (@learnhub/content kinds.ts) names its player and editor; this table says, for each
 * player, its staff viewer, draft preview and embed routes and its hub mode, and for each editor
 * its route. The routes are mounted under the section of every kind that names them, so a new kind
 * that plays in an existing player needs no line here; a new player or editor is one row (the
 * compiler asks for it: the tables are keyed by the definition's names).
 *
 * It lives in app/ because it composes features (the players, the editors and the hub), which
 * may not import each other that way round.
 */
import type { RouteObject } from 'react-router';
import { HubPackagePlayer, HubPathPlayer, type HubPlayers, HubWalkthroughPlayer } from '../features/hub';
import { packagePlayerRoutes } from '../features/package-player/routes';
import { pathEditorRoutes } from '../features/path-editor/routes';
import { pathViewerRoutes } from '../features/path-viewer/routes';
import { walkthroughEditorRoutes } from '../features/walkthrough-editor/routes';
import { walkthroughPlayerRoutes } from '../features/walkthrough-player/routes';
import { type KindDefinition, KINDS, MATERIAL_KINDS, type MaterialSection } from '../kinds';
import type { EditorRoutes, PlayerRoutes } from '../kinds/views';

type PlayerName = KindDefinition['player'];
type EditorName = NonNullable<KindDefinition['editor']>;

export const PLAYERS: { readonly [P in PlayerName]: { routes: PlayerRoutes; hub: HubPlayers[P] } } = {
  walkthrough: { routes: walkthroughPlayerRoutes, hub: HubWalkthroughPlayer },
  path: { routes: pathViewerRoutes, hub: HubPathPlayer },
  package: { routes: packagePlayerRoutes, hub: HubPackagePlayer },
};

export const EDITORS: { readonly [E in EditorName]: EditorRoutes } = {
  walkthrough: walkthroughEditorRoutes,
  path: pathEditorRoutes,
};

/** Each player's hub mode, for the hub's material page. */
export const HUB_PLAYERS: HubPlayers = { walkthrough: PLAYERS.walkthrough.hub, path: PLAYERS.path.hub, package: PLAYERS.package.hub };

/**
 * Each section with the player and editor of the kinds under it. The kinds of one section share
 * them (one address, /{section}/{slug}, cannot open two players); a definition that breaks this
 * is refused here, at start-up, by name.
 */
export function sectionViews(
  definitions: readonly KindDefinition[] = MATERIAL_KINDS.map((kind) => KINDS[kind]),
): { section: MaterialSection; player: PlayerName; editor: EditorName | null }[] {
  const bySection = new Map<MaterialSection, { player: PlayerName; editor: EditorName | null }>();
  for (const k of definitions) {
    const seen = bySection.get(k.section);
    if (!seen) bySection.set(k.section, { player: k.player, editor: k.editor });
    else if (seen.player !== k.player || (k.editor && seen.editor && seen.editor !== k.editor))
      throw new Error(`${k.kind} is under /${k.section} with another player or editor than the kinds before it: give it a section of its own.`);
    else if (!seen.editor) seen.editor = k.editor;
  }
  return [...bySection].map(([section, views]) => ({ section, ...views }));
}

/** The views' routes: inside the company shell (staff viewers, editors), and without it (previews, embeds). */
export function kindRoutes(): { shell: RouteObject[]; standalone: RouteObject[] } {
  const shell: RouteObject[] = [];
  const standalone: RouteObject[] = [];
  for (const { section, player, editor } of sectionViews()) {
    const routes = PLAYERS[player].routes;
    shell.push(routes.staff(section));
    standalone.push(routes.preview(section), routes.embed(section));
    if (editor) shell.push(EDITORS[editor].edit(section));
  }
  return { shell, standalone };
}
