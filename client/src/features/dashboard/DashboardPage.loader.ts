/**
 * The dashboard's route loader, apart from the page (routes.ts loads both at once): the query
 * starts as soon as this small module is in, while the page's chunk (the charts, the tables) is
 * still on its way. It reads the query's compiled artifact, the same one the page's graphql tag
 * stands for.
 */
import { loadQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import query, { type DashboardPageQuery } from '../../__generated__/DashboardPageQuery.graphql';
import { getRelayEnvironment } from '../../relay/relay-environment';
import { readPeriod } from './period-search';

export function loader({ request }: LoaderFunctionArgs) {
  const p = readPeriod(new URL(request.url).searchParams);
  return loadQuery<DashboardPageQuery>(
    getRelayEnvironment(),
    query,
    { period: p.period, startDate: p.startDate, endDate: p.endDate },
    { fetchPolicy: 'store-and-network' },
  );
}
