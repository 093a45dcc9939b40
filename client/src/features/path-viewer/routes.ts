import { type PlayerRoutes, servedSection } from '../../kinds/views';

const served = (section: Parameters<PlayerRoutes['staff']>[0]) => servedSection('The path viewer', ['paths'] as const, section);

/**
 * The path viewer's pages, mounted by the app's kind registry (app/kind-views.ts): the staff view
 * inside the company shell (authoring.md §2); without the shell, the draft preview (it checks the
 * session itself) and the public view (the share address signed out, which the shell sends here,
 * and iframes).
 */
export const pathViewerRoutes: PlayerRoutes = {
  sections: ['paths'],
  staff: (section) => ({ path: `${served(section)}/:slug`, lazy: () => import('./pages/PathViewerPage') }),
  preview: (section) => ({ path: `:companySlug/${served(section)}/:slug/preview`, lazy: () => import('./pages/PathPreviewPage') }),
  embed: (section) => ({ path: `embed/:companySlug/${served(section)}/:slug`, lazy: () => import('./pages/PathPublicPage') }),
};
