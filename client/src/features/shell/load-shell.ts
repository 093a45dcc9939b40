import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import { redirect } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { getAuthToken } from '../../app/auth-token';
import { getRelayEnvironment, signOutLocally } from '../../app/relay-environment';

export interface ShellData {
  viewer: { readonly company: { readonly id: string } | null | undefined } | null | undefined;
  companyBySlug:
    | { readonly canonicalSlug: string; readonly isAlias: boolean; readonly company: { readonly id: string } }
    | null
    | undefined;
}

/**
 * Decides where a staff page request goes before anything renders (spec §2, §8):
 * signed out → /sign_in; a token the server no longer accepts → /sign_in; a slug of a company the
 * user is not in → root; an old (alias) slug → the same page under the canonical slug; a failed
 * profile load → root. A company the user belongs to but the session does not act for also goes
 * to root (which opens the session's company): every mutation acts for the session's company, so
 * showing another one's pages would edit the wrong workspace. Pure, so the rules are unit-tested.
 */
export function shellRedirect(data: ShellData, requestUrl: URL, slug: string): string | null {
  if (!data.viewer) return '/sign_in';
  const match = data.companyBySlug;
  if (!match || match.company.id !== data.viewer.company?.id) return '/';
  if (match.isAlias || match.canonicalSlug !== slug) {
    const prefix = `/${encodeURIComponent(slug)}`;
    const rest = requestUrl.pathname.startsWith(prefix) ? requestUrl.pathname.slice(prefix.length) : '';
    return `/${encodeURIComponent(match.canonicalSlug)}${rest}${requestUrl.search}${requestUrl.hash}`;
  }
  return null;
}

/**
 * The staff shell's loader: waits for the shell query (its answer decides redirects), then hands
 * the page a preloaded reference that reads the same data from the store.
 */
export async function loadShell<T extends OperationType & { response: ShellData }>(
  query: GraphQLTaggedNode,
  request: Request,
  slug: string,
): Promise<PreloadedQuery<T>> {
  if (!getAuthToken()) throw redirect('/sign_in');
  const environment = getRelayEnvironment();
  const variables = { slug } as T['variables'];
  let data: T['response'] | undefined;
  try {
    data = await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
  } catch {
    // Spec §8: a failed profile load sends the user to the root.
    throw redirect('/');
  }
  if (!data) throw redirect('/');
  const target = shellRedirect(data, new URL(request.url), slug);
  if (target === '/sign_in') signOutLocally();
  if (target) throw redirect(target);
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
}
