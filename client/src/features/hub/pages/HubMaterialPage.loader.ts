/**
 * A hub material's route loader, apart from the page (hub/routes.ts loads both at once): the
 * material's query leaves while the page's chunk and its player are still on their way. It reads
 * the query's compiled artifact, the same one the page's graphql tag stands for.
 */
import { loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import query, { type HubMaterialPageQuery } from '../../../__generated__/HubMaterialPageQuery.graphql';
import { getHubEnvironment } from '../hub-environment';

export function loader({ params }: LoaderFunctionArgs) {
  const variables = { companySlug: params.companySlug ?? '', slug: params.slug ?? '' };
  return loadQuery<HubMaterialPageQuery>(getHubEnvironment(), query, variables, { fetchPolicy: 'network-only' });
}
