import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import { data as routeData, redirect } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { getAuthToken } from '../../relay/auth-token';
import { getRelayEnvironment, resetRelayEnvironment, signOutLocally } from '../../relay/relay-environment';
import { signInReturningTo } from '../../lib/next-path';
import { switchCompany } from './mutations/switch-company';

export interface ShellData {
  viewer: { readonly company: { readonly id: string } | null | undefined } | null | undefined;
  companyBySlug: { readonly canonicalSlug: string; readonly isAlias: boolean; readonly company: { readonly id: string } } | null | undefined;
}

/** What the shell loader does with a request: render, go elsewhere, or switch company first. */
export type ShellDecision = { render: true } | { redirect: string; signedOut?: true } | { switchTo: string } | { notFound: true };

/**
 * Decides what a staff page request needs before anything renders (spec §2, §8):
 * signed out, or a token the server no longer accepts → /sign_in, coming back to this address
 * after signing in; a slug of no company the
 * user is in → not found (an address no page matches, not a silent trip to the dashboard), or
 * the root for a session without a company; an old (alias) slug → the same page under the canonical slug; a failed
 * profile load → root. A company the user belongs to but the session does not act for is
 * switched to first (every mutation acts for the session's company, so its pages must not show
 * while the session acts for another). Pure, so the rules are unit-tested.
 */
export function shellDecision(data: ShellData, requestUrl: URL, slug: string): ShellDecision {
  if (!data.viewer) return { redirect: signInReturningTo(requestUrl), signedOut: true };
  const match = data.companyBySlug;
  // A session without a company (removed from it, or not onboarded) goes to the root, which
  // explains where it stands (onboarding says "You were removed from …").
  if (!match) return data.viewer.company ? { notFound: true } : { redirect: '/' };
  if (match.isAlias || match.canonicalSlug !== slug) {
    const prefix = `/${encodeURIComponent(slug)}`;
    const rest = requestUrl.pathname.startsWith(prefix) ? requestUrl.pathname.slice(prefix.length) : '';
    return { redirect: `/${encodeURIComponent(match.canonicalSlug)}${rest}${requestUrl.search}${requestUrl.hash}` };
  }
  if (match.company.id !== data.viewer.company?.id) return { switchTo: match.company.id };
  return { render: true };
}

/**
 * A staff view address opened by someone who can't open it in the staff app (signed out, or not in
 * that company) — an old share link, or one copied from the address bar — brings them to the
 * material in the company's hub, where a learner answers, progresses and rates (issue 21 §1).
 */
export function publicViewTarget(pathname: string): string | null {
  const match = /^\/([^/]+)\/(walkthroughs|docs|paths)\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[3] === 'manage-access' || match[3] === 'audience') return null;
  return `/${match[1]}/hub/${match[3]}`;
}

/**
 * The staff shell's loader: waits for the shell query (its answer decides redirects), then hands
 * the page a preloaded reference that reads the same data from the store.
 *
 * Switching company: the pages' own loaders ran alongside this one, for the company the session
 * acted for until now. So after the switch the Relay environment is replaced (the old company's
 * records and in-flight answers go with it) and the same URL is loaded again: every loader then
 * runs for the new company. The ShellRoute keeps rendering the old page with the old environment
 * until the new one is ready.
 */
export async function loadShell<T extends OperationType & { response: ShellData }>(
  query: GraphQLTaggedNode,
  request: Request,
  slug: string,
): Promise<PreloadedQuery<T>> {
  const url = new URL(request.url);
  const publicView = publicViewTarget(url.pathname);
  if (!getAuthToken()) throw redirect(publicView ?? signInReturningTo(url));
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
  const decision = shellDecision(data, url, slug);
  if ('notFound' in decision) {
    // A share address of another company's material still opens its public view.
    if (publicView) throw redirect(publicView);
    throw routeData('Page not found', { status: 404, statusText: 'Not Found' });
  }
  if ('redirect' in decision) {
    if ('signedOut' in decision) signOutLocally();
    const outsider = 'signedOut' in decision || decision.redirect === '/';
    throw redirect(outsider && publicView ? publicView : decision.redirect);
  }
  if ('switchTo' in decision) {
    const switched = await switchCompany(environment, decision.switchTo).catch(() => false);
    if (!switched) throw redirect('/');
    resetRelayEnvironment();
    throw redirect(`${url.pathname}${url.search}${url.hash}`);
  }
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
}
