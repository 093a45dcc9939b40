/**
 * The hub home's route loader and the tabs it reads from the address, apart from the page
 * (hub/routes.ts loads both at once): the catalogue's query starts as soon as this small module
 * is in, while the page's chunk is still on its way. It reads the query's compiled artifact, the
 * same one the page's graphql tag stands for.
 */
import { loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import query, { type HubHomePageQuery, type HubTab } from '../../../__generated__/HubHomePageQuery.graphql';
import { getHubEnvironment } from '../hub-environment';

/** The tabs in the spec's order; `?tab=` carries the part after the slash. */
export type TabDef = { id: string; label: string; tab: HubTab };
export const ALL_TAB: TabDef = { id: 'all', label: 'All', tab: 'ALL' };
export const HUB_TABS: readonly TabDef[] = [
  ALL_TAB,
  { id: 'knowledge_bases', label: 'Knowledge Bases', tab: 'KNOWLEDGE_BASES' },
  { id: 'paths', label: 'Paths', tab: 'PATHS' },
  { id: 'courses', label: 'Courses', tab: 'COURSES' },
  { id: 'product_walkthroughs', label: 'Product Walkthroughs', tab: 'PRODUCT_WALKTHROUGHS' },
  { id: 'product_demos', label: 'Product Demos', tab: 'PRODUCT_DEMOS' },
  { id: 'videos', label: 'Videos', tab: 'VIDEOS' },
];

function variables(slug: string, params: URLSearchParams) {
  const tab = HUB_TABS.find((t) => t.id === params.get('tab')) ?? ALL_TAB;
  const search = (params.get('q') ?? '').trim().slice(0, 100);
  return { slug, tab: tab.tab, search: search || null, after: null };
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const vars = variables(params.companySlug ?? '', new URL(request.url).searchParams);
  return loadQuery<HubHomePageQuery>(getHubEnvironment(), query, vars, { fetchPolicy: 'network-only' });
}
