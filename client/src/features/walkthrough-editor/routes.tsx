import { type EditorRoutes, servedSection } from '../../kinds/views';

const SECTIONS = ['walkthroughs', 'docs'] as const;

/**
 * The walkthrough editor (contract §4), mounted by the app's kind registry (app/kind-views.ts)
 * under each section of a kind it edits: inside the company shell but full-screen (the shell
 * leaves its navigation out for routes with `handle.fullscreen`). Its own chunk: Konva loads only here.
 */
export const walkthroughEditorRoutes: EditorRoutes = {
  sections: SECTIONS,
  edit: (section) => {
    const served = servedSection('The walkthrough editor', SECTIONS, section);
    return { path: `${served}/:slug/edit`, handle: { fullscreen: true }, lazy: async () => (await import('./EditorRoute')).editorRoute(served) };
  },
};
