import { type PlayerRoutes, servedSection } from '../../kinds/views';

const served = (section: Parameters<PlayerRoutes['staff']>[0]) => servedSection('The package player', ['packages'] as const, section);

/**
 * The package player's pages, mounted by the app's kind registry (app/kind-views.ts): the staff
 * page inside the company shell, the preview without it, and the embed address (which sends
 * viewers to the hub: a package records progress, so it plays signed in).
 */
export const packagePlayerRoutes: PlayerRoutes = {
  sections: ['packages'],
  staff: (section) => ({ path: `${served(section)}/:slug`, lazy: () => import('./pages/PackagePage') }),
  preview: (section) => ({ path: `:companySlug/${served(section)}/:slug/preview`, lazy: () => import('./pages/PackagePreviewPage') }),
  embed: (section) => ({ path: `embed/:companySlug/${served(section)}/:slug`, lazy: () => import('./pages/PackagePublicPage') }),
};
