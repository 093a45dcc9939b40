import { type EditorRoutes, servedSection } from '../../kinds/views';

/**
 * The path editor (authoring.md §2), mounted by the app's kind registry (app/kind-views.ts): full
 * screen (its own toolbar instead of the navigation), like the walkthrough editor.
 */
export const pathEditorRoutes: EditorRoutes = {
  sections: ['paths'],
  edit: (section) => ({
    path: `${servedSection('The path editor', ['paths'] as const, section)}/:slug/edit`,
    handle: { fullscreen: true },
    lazy: () => import('./PathEditorRoute'),
  }),
};
