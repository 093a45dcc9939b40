/**
 * What a player or an editor offers the app's kind registry (app/kind-views.ts): route factories
 * for the sections it serves. The app asks each kind's definition which player and editor it
 * uses and mounts their routes under the kind's section; a player or an editor never lists the
 * kinds or sections it is mounted for.
 */
import type { MaterialSection } from '@learnhub/content';
import type { RouteObject } from 'react-router';

export type PlayerRoutes = {
  /** The sections whose addresses it can show (its texts name them: "Walkthroughs", "Doc not found"). */
  sections: readonly MaterialSection[];
  /** The staff view inside the company shell: {section}/{slug} under /{company}. */
  staff(section: MaterialSection): RouteObject;
  /** The draft preview, without the shell: /{company}/{section}/{slug}/preview. */
  preview(section: MaterialSection): RouteObject;
  /** The public page iframes and signed-out share links open: /embed/{company}/{section}/{slug}. */
  embed(section: MaterialSection): RouteObject;
};

export type EditorRoutes = {
  sections: readonly MaterialSection[];
  /** The full-screen editor: {section}/{slug}/edit under /{company}. */
  edit(section: MaterialSection): RouteObject;
};

/** `section` as one of `sections`, or an error naming what serves it: a composition mistake, shown at start-up. */
export function servedSection<S extends MaterialSection>(what: string, sections: readonly S[], section: MaterialSection): S {
  if ((sections as readonly MaterialSection[]).includes(section)) return section as S;
  throw new Error(`${what} does not serve /${section} (it serves ${sections.map((s) => `/${s}`).join(', ')}).`);
}
