import { type PlayerRoutes, servedSection } from '../../kinds/views';
import type { PlayerSection } from './pages/sections';

const SECTIONS: readonly PlayerSection[] = ['walkthroughs', 'docs'];
const served = (section: Parameters<PlayerRoutes['staff']>[0]) => servedSection('The walkthrough player', SECTIONS, section);

/**
 * The walkthrough player's pages, mounted by the app's kind registry (app/kind-views.ts) under the
 * section of each kind it plays: the staff viewer inside the company shell (authoring.md §2), and
 * without the shell (contract §4) the draft preview (staff; it checks the session itself) and the
 * embed (anyone, no sign-in).
 */
export const walkthroughPlayerRoutes: PlayerRoutes = {
  sections: SECTIONS,
  staff: (section) => ({ path: `${served(section)}/:slug`, lazy: async () => (await import('./pages/ViewerPage')).viewerRoute(served(section)) }),
  preview: (section) => ({
    path: `:companySlug/${served(section)}/:slug/preview`,
    lazy: async () => (await import('./pages/PreviewPage')).previewRoute(served(section)),
  }),
  embed: (section) => ({
    path: `embed/:companySlug/${served(section)}/:slug`,
    lazy: async () => (await import('./pages/EmbedPage')).embedRoute(served(section)),
  }),
};
