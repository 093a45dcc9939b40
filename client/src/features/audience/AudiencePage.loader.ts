/**
 * The audience page's route loader and the variables its view asks for, apart from the page
 * (routes.ts loads both at once): the query leaves while the page's chunk (table, filters,
 * exports) is still on its way. It reads the query's compiled artifact, the same one the page's
 * graphql tag stands for.
 */
import { loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import query, { type AudiencePageQuery } from '../../__generated__/AudiencePageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { type AudienceView, audienceFilter, readAudienceSearch } from './audience-search';

export const queryVariables = (view: AudienceView) => ({
  filter: audienceFilter(view),
  page: view.page,
  pageSize: view.pageSize,
  sort: view.sort,
  direction: view.direction,
});

export function loader({ request }: LoaderFunctionArgs) {
  const view = readAudienceSearch(new URL(request.url).searchParams);
  return loadQuery<AudiencePageQuery>(getRelayEnvironment(), query, queryVariables(view), { fetchPolicy: 'store-and-network' });
}
