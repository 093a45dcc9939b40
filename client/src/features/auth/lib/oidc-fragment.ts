/**
 * Reads `#token=…&new=0|1` from the OpenID Connect completion redirect. The token travels in the
 * fragment so it never reaches a server log or a Referer header.
 */
export function readOidcFragment(hash: string): { token: string; isNew: boolean } | null {
  const params = new URLSearchParams(hash.replace(/^#/u, ''));
  const token = params.get('token');
  return token ? { token, isNew: params.get('new') === '1' } : null;
}
