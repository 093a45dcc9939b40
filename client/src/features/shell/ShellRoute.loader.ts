/**
 * The staff shell's route loader (the session and the slug, load-shell.ts), apart from the shell's
 * chunk: routes.tsx loads both at once, so the shell's query leaves beside its page's query while
 * the chunks are still on their way. It reads the query's compiled artifact, the same one the
 * shell's graphql tag stands for.
 */
import type { LoaderFunctionArgs } from 'react-router';
import query, { type ShellRouteQuery } from '../../__generated__/ShellRouteQuery.graphql';
import { loadShell } from './load-shell';

export function loader({ params, request }: LoaderFunctionArgs) {
  return loadShell<ShellRouteQuery>(query, request, params.companySlug ?? '');
}
