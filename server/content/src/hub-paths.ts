/**
 * Where a learner may be sent back to after signing in (issue 21 §1): the company's hub home
 * (`/{workspace}`, with its query) or a page under it (`/{workspace}/hub/{material}`), and no way
 * off this site. The server checks a magic link's `return_to` with it, the hub's sign-in page its
 * `?next=`, so the two cannot disagree.
 */
export function isHubPagePath(path: string, companySlug: string): boolean {
  const home = `/${encodeURIComponent(companySlug)}`;
  if (path !== home && !path.startsWith(`${home}/`) && !path.startsWith(`${home}?`)) return false;
  // A backslash, white space, "//" or an encoded slash could turn the rest into another host.
  return !/[\\\s]|\/\/|%2f|%5c/i.test(path.slice(home.length));
}
