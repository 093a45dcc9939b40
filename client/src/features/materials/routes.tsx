import type { RouteObject } from 'react-router';

/** The materials list pages (spec §2 "Route shapes"), mounted under /{companySlug}; each is its own chunk. */
export const materialRoutes: RouteObject[] = [
  { path: 'walkthroughs', lazy: () => import('./WalkthroughsPage') },
  { path: 'paths', lazy: async () => (await import('./KindListPage')).kindListRoute('paths') },
  { path: 'docs', lazy: async () => (await import('./KindListPage')).kindListRoute('docs') },
  // The second Docs page: a table of sample docs (static, no query).
  { path: 'docs/samples', lazy: () => import('./SampleDocsPage') },
  { path: 'learning_materials', lazy: () => import('./CataloguePage') },
  ...(['walkthroughs', 'paths'] as const).map((section) => ({
    path: `${section}/audience`,
    lazy: async () => (await import('./MaterialAudiencePage')).materialAudienceRoute(section),
  })),
  ...(['walkthroughs', 'paths', 'docs'] as const).map((section) => ({
    path: `${section}/manage-access`,
    lazy: async () => (await import('./ManageAccessPage')).manageAccessRoute(section),
  })),
];
