/**
 * A company's LTI 1.3 platforms (Settings → Integrations → LTI, GraphQL, REST `/lti/platforms`):
 * register by hand, list, remove. Reading needs `integrations.read`, the rest
 * `integrations.manage` (Owners and Team Admins; a token `integrations:read` / `integrations:write`).
 *
 * A launch finds its platform by issuer and client id (the platform assigns the client id when
 * its admin adds our tool), so a pair is registered once on this server: a second company
 * asking for the same pair gets a 409 that says so. The key set and token addresses are fetched
 * by the server: like webhooks, they may not point at a private network (LTI_ALLOW_PRIVATE_PLATFORMS
 * for tests and local development).
 */
import { LTI_CLIENT_ID_MAX, LTI_TOOL_PATHS, LTI_DEPLOYMENT_IDS_MAX, LTI_PLATFORM_NAME_MAX, LTI_PLATFORMS_PER_COMPANY, LTI_URL_MAX } from '@learnhub/content';
import { noteAudit } from '../../audit/audit-scope.js';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { LtiPlatform } from '../../generated/prisma/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { targetProblem } from '../../lib/guarded-http.js';
import { isUuid } from '../../lib/uuid.js';

export const PRIVATE_PLATFORM = 'The address points to a private or local network, which this server does not fetch from.';
export const PLATFORM_REMOVED = 'Platform removed. Its launches are refused from now on.';
export const PAIR_TAKEN = 'This issuer and client id are already registered here. Ask the platform for a new client id, or remove the other registration.';

export type PlatformInput = {
  name?: string | null;
  issuer: string;
  clientId: string;
  deploymentIds: readonly string[];
  jwksUrl: string;
  authLoginUrl: string;
  authTokenUrl: string;
};

const ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

export async function listPlatforms(deps: Deps, actor: StaffActor | null): Promise<LtiPlatform[]> {
  const a = requirePermission(actor, 'integrations.read');
  return deps.prisma.ltiPlatform.findMany({ where: { companyId: a.companyId }, orderBy: ORDER });
}

export async function getPlatform(deps: Deps, actor: StaffActor | null, id: string): Promise<LtiPlatform> {
  const a = requirePermission(actor, 'integrations.read');
  return findOwn(deps, a.companyId, id);
}

async function findOwn(deps: Deps, companyId: string, id: string): Promise<LtiPlatform> {
  const row = isUuid(id) ? await deps.prisma.ltiPlatform.findFirst({ where: { id, companyId } }) : null;
  if (!row) throw new NotFoundError('LTI platform not found.');
  return row;
}

/** An http(s) address without credentials, or the reason it is not one. */
function addressProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter an http:// or https:// address.';
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname) return 'Enter an http:// or https:// address.';
  if (raw.length > LTI_URL_MAX) return `The address can be at most ${LTI_URL_MAX} characters.`;
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  return null;
}

async function checkedInput(deps: Deps, input: PlatformInput) {
  const errors: Record<string, string[]> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const issuer = text(input.issuer);
  const clientId = text(input.clientId);
  const urls = { jwksUrl: text(input.jwksUrl), authLoginUrl: text(input.authLoginUrl), authTokenUrl: text(input.authTokenUrl) };
  // The issuer is compared as a string (OIDC): an https URL with no query or fragment.
  const issuerProblem = issuer ? addressProblem(issuer) : 'Enter the issuer the platform names in its tokens (iss).';
  if (issuerProblem) errors.issuer = [issuerProblem];
  else if (/[?#]/.test(issuer)) errors.issuer = ['The issuer has no query or fragment.'];
  if (!clientId) errors.client_id = ['Enter the client id the platform gave our tool.'];
  else if (clientId.length > LTI_CLIENT_ID_MAX) errors.client_id = [`The client id can be at most ${LTI_CLIENT_ID_MAX} characters.`];
  const deploymentIds = [...new Set((Array.isArray(input.deploymentIds) ? input.deploymentIds : []).map(text).filter(Boolean))];
  if (!deploymentIds.length) errors.deployment_ids = ['Enter at least one deployment id.'];
  else if (deploymentIds.length > LTI_DEPLOYMENT_IDS_MAX) errors.deployment_ids = [`At most ${LTI_DEPLOYMENT_IDS_MAX} deployment ids.`];
  else if (deploymentIds.some((d) => d.length > LTI_CLIENT_ID_MAX)) errors.deployment_ids = [`A deployment id can be at most ${LTI_CLIENT_ID_MAX} characters.`];
  const wire = { jwksUrl: 'jwks_url', authLoginUrl: 'auth_login_url', authTokenUrl: 'auth_token_url' } as const;
  for (const key of Object.keys(urls) as (keyof typeof urls)[]) {
    const problem = addressProblem(urls[key]);
    if (problem) errors[wire[key]] = [problem];
  }
  // The server fetches these two: never from our own network.
  for (const key of ['jwksUrl', 'authTokenUrl'] as const) {
    if (errors[wire[key]]) continue;
    const problem = await targetProblem(new URL(urls[key]), deps.config.LTI_ALLOW_PRIVATE_PLATFORMS, PRIVATE_PLATFORM);
    if (problem) errors[wire[key]] = [problem];
  }
  const name = text(input.name) || (issuerProblem ? '' : new URL(issuer).host);
  if (name.length > LTI_PLATFORM_NAME_MAX) errors.name = [`The name can be at most ${LTI_PLATFORM_NAME_MAX} characters.`];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
  return { name, issuer, clientId, deploymentIds, ...urls };
}

export async function registerPlatform(
  deps: Deps,
  actor: StaffActor | null,
  input: PlatformInput,
  registeredBy: 'manual' | 'dynamic' = 'manual',
): Promise<LtiPlatform> {
  const a = requirePermission(actor, 'integrations.manage');
  const data = await checkedInput(deps, input);
  if ((await deps.prisma.ltiPlatform.count({ where: { companyId: a.companyId } })) >= LTI_PLATFORMS_PER_COMPANY)
    throw new ValidationError(`A company can register at most ${LTI_PLATFORMS_PER_COMPANY} LTI platforms.`);
  // The unique index decides a race; its refusal reads the same as the check.
  const made = await deps.prisma.ltiPlatform
    .createManyAndReturn({ data: [{ ...data, companyId: a.companyId, registeredBy, createdById: a.userId }], skipDuplicates: true })
    .then((rows) => rows[0]);
  if (!made) throw new ConflictError(PAIR_TAKEN);
  noteAudit({ target: { type: 'LtiPlatform', id: made.id, label: made.name }, after: audited(made) });
  return made;
}

export async function removePlatform(deps: Deps, actor: StaffActor | null, id: string): Promise<LtiPlatform> {
  const a = requirePermission(actor, 'integrations.manage');
  const row = await findOwn(deps, a.companyId, id);
  await deps.prisma.ltiPlatform.deleteMany({ where: { id: row.id, companyId: a.companyId } });
  noteAudit({ target: { type: 'LtiPlatform', id: row.id, label: row.name }, before: audited(row) });
  return row;
}

function audited(p: LtiPlatform) {
  return { name: p.name, issuer: p.issuer, client_id: p.clientId, deployment_ids: p.deploymentIds, jwks_url: p.jwksUrl };
}

/** Our tool's addresses, for a platform's admin to copy (Settings, REST, GraphQL). Deep linking launches at the launch address too. */
export function toolAddresses(publicUrl: string) {
  return {
    loginUrl: `${publicUrl}${LTI_TOOL_PATHS.login}`,
    launchUrl: `${publicUrl}${LTI_TOOL_PATHS.launch}`,
    deepLinkingUrl: `${publicUrl}${LTI_TOOL_PATHS.launch}`,
    jwksUrl: `${publicUrl}${LTI_TOOL_PATHS.jwks}`,
    registrationUrl: `${publicUrl}${LTI_TOOL_PATHS.register}`,
  };
}
