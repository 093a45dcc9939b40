import type { RouteObject } from 'react-router';

/** The materials list pages (spec §2 "Route shapes"), mounted under /{companySlug}; each is its own chunk. */
export const materialRoutes: RouteObject[] = [
  // The list's query and the page's chunk load side by side (per-property lazy; MaterialsListQuery.ts).
  {
    path: 'walkthroughs',
    lazy: {
      loader: async () => (await import('./MaterialsListQuery')).walkthroughsLoader,
      Component: async () => (await import('./WalkthroughsPage')).Component,
    },
  },
  ...(['paths', 'docs', 'packages'] as const).map((section) => ({
    path: section,
    lazy: {
      loader: async () => (await import('./MaterialsListQuery')).kindListLoader(section),
      Component: async () => (await import('./KindListPage')).kindListRoute(section).Component,
    },
  })),
  // The second Docs page: a table of sample docs (static, no query).
  { path: 'docs/samples', lazy: () => import('./SampleDocsPage') },
  {
    path: 'learning_materials',
    lazy: {
      loader: async () => (await import('./MaterialsListQuery')).catalogueLoader,
      Component: async () => (await import('./CataloguePage')).Component,
    },
  },
  ...(['walkthroughs', 'paths'] as const).map((section) => ({
    path: `${section}/audience`,
    lazy: async () => (await import('./MaterialAudiencePage')).materialAudienceRoute(section),
  })),
  ...(['walkthroughs', 'paths', 'docs'] as const).map((section) => ({
    path: `${section}/manage-access`,
    lazy: async () => (await import('./ManageAccessPage')).manageAccessRoute(section),
  })),
];
