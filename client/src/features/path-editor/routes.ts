import type { RouteObject } from 'react-router';

/** The path editor (authoring.md §2): full screen (its own toolbar instead of the navigation), like the walkthrough editor. */
export const pathEditorRoutes: RouteObject[] = [{ path: 'paths/:slug/edit', handle: { fullscreen: true }, lazy: () => import('./PathEditorRoute') }];
