/**
 * Who calls the LRS (issue 26 §2): an API token of the integrators issue, sent as
 * `Authorization: Basic base64("lh_…:")` (the token as the user name, the password empty, as
 * xAPI clients and the ADL conformance suite send it) or `Authorization: Bearer lh_…`. The token
 * acts for its company with its creator's role and its scopes: `xapi:read` to read, `xapi:write`
 * to write. The statements' `authority` is the token, as an account on this server.
 */
import { type ApiTokenCaller, bearerToken } from '../../auth/actor.js';
import { resolveApiTokenActor } from '../../auth/api-token-actor.js';
import { can, missingScope, missingScopeMessage, type Permission } from '../../auth/permissions.js';
import type { Deps } from '../../deps.js';
import type { Role } from '../../generated/prisma/enums.js';
import { isWellFormedApiToken } from '../../lib/api-token-format.js';
import { XapiHttpError } from './xapi-http.js';

export type XapiCaller = {
  companyId: string;
  token: ApiTokenCaller;
  role: Role;
  /** The Agent the LRS writes as `authority` of what this caller stores. */
  authority: { objectType: 'Agent'; name: string; account: { homePage: string; name: string } };
};

/** The token of an `Authorization` header: Bearer, or Basic with the token as the user name. */
export function xapiCredential(header: string | null | undefined): string | null {
  const bearer = bearerToken(header);
  if (bearer) return bearer;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!basic?.[1]) return null;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return (colon < 0 ? decoded : decoded.slice(0, colon)) || null;
}

/** The caller of a request, or a 401 that says what to send. */
export async function xapiCaller(deps: Deps, header: string | null | undefined, ip: string): Promise<XapiCaller> {
  const token = xapiCredential(header);
  if (!token)
    throw new XapiHttpError(
      401,
      'Send an API token with the xapi:read or xapi:write scope: Authorization: Basic (the token as the user name, no password) or Bearer.',
    );
  const actor = isWellFormedApiToken(token) ? await resolveApiTokenActor(deps.prisma, token, ip) : null;
  if (!actor?.token || !actor.companyId || !actor.role) throw new XapiHttpError(401, 'This API token is unknown, revoked or expired.');
  return {
    companyId: actor.companyId,
    token: actor.token,
    role: actor.role,
    authority: { objectType: 'Agent', name: actor.token.name, account: { homePage: deps.config.publicUrl, name: `token:${actor.token.id}` } },
  };
}

/** 403 unless the caller's role and scopes allow `permission` (xapi.read or xapi.write). */
export function requireXapi(caller: XapiCaller, permission: Extract<Permission, 'xapi.read' | 'xapi.write'>): void {
  if (!can(caller.role, permission)) throw new XapiHttpError(403, "The person who made this API token may not do this in the company's LRS.");
  const missing = missingScope(caller.token.scopes, permission);
  if (missing) throw new XapiHttpError(403, missingScopeMessage(missing));
}
