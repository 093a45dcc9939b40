import type { RouteObject } from 'react-router';

/**
 * The walkthrough editor (contract §4): /{companySlug}/walkthroughs/{slug}/edit and the docs
 * equivalent, inside the company shell but full-screen (the shell leaves its navigation out for
 * routes with `handle.fullscreen`). Its own chunk: Konva loads only here.
 */
export const walkthroughEditorRoutes: RouteObject[] = (['walkthroughs', 'docs'] as const).map((section) => ({
  path: `${section}/:slug/edit`,
  handle: { fullscreen: true },
  lazy: async () => (await import('./EditorRoute')).editorRoute(section),
}));
