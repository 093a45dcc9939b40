/**
 * LTI Dynamic Registration 1.0 (issue 26 §1): the platform's admin pastes our registration
 * address into the platform, which opens it with `openid_configuration` and `registration_token`.
 * We read the platform's configuration, register our tool with it (client registration, OIDC
 * Dynamic Client Registration with the LTI tool configuration), record the platform it answers
 * with, and tell the platform's window we are done (`org.imsglobal.lti.close`).
 *
 * Which company: the address staff copy from Settings → Integrations → LTI is signed for their
 * company and themselves (SIGNING_SECRET, 7 days), so a registration lands in that company, made
 * by that person, who must still be allowed to manage integrations when it is used.
 */
import { LTI_TOOL_PATHS } from '@learnhub/content';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import { can } from '../../auth/permissions.js';
import type { Deps } from '../../deps.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { checkExpiringSignature, expiringSignature } from '../../lib/expiring-signature.js';
import { guardedRequest } from '../../lib/guarded-http.js';
import { isUuid } from '../../lib/uuid.js';
import { PRIVATE_PLATFORM, registerPlatform } from './platforms.service.js';

export const REGISTRATION_DAYS = 7;
const TIMEOUT_MS = 15_000;
const subject = (companyId: string, userId: string) => `lti-register:${companyId}:${userId}`;

/** The registration address for the caller's company (Settings shows it to copy). */
export function registrationUrl(deps: Deps, actor: StaffActor | null, now = Date.now()): { url: string; expiresAt: Date } {
  const a = requirePermission(actor, 'integrations.manage');
  const expires = now + REGISTRATION_DAYS * 86_400_000;
  const url = new URL(`${deps.config.publicUrl}${LTI_TOOL_PATHS.register}`);
  url.searchParams.set('company', a.companyId);
  url.searchParams.set('user', a.userId);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', expiringSignature(deps.config.signingSecret, subject(a.companyId, a.userId), expires));
  return { url: url.toString(), expiresAt: new Date(expires) };
}

export class RegistrationRefused extends Error {}

async function registrant(deps: Deps, q: Record<string, string>): Promise<StaffActor> {
  const { company = '', user = '', expires, signature } = q;
  const check = isUuid(company) && isUuid(user) ? checkExpiringSignature(deps.config.signingSecret, subject(company, user), expires, signature) : 'invalid';
  if (check === 'expired')
    throw new RegistrationRefused(
      `This registration address has expired (they last ${REGISTRATION_DAYS} days): copy a new one from Settings → Integrations → LTI.`,
    );
  if (check !== 'ok') throw new RegistrationRefused('This registration address is not valid: copy it again from Settings → Integrations → LTI.');
  const membership = await deps.prisma.membership.findFirst({ where: { companyId: company, userId: user }, select: { role: true } });
  if (!membership)
    throw new RegistrationRefused('The person who copied this address is no longer in the company: ask someone who manages integrations for a new one.');
  return { userId: user, sessionId: '', companyId: company, role: membership.role };
}

async function getJson(deps: Deps, url: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const answer = await guardedRequest(url, {
    method: 'GET',
    headers: { accept: 'application/json', ...headers },
    allowPrivate: deps.config.LTI_ALLOW_PRIVATE_PLATFORMS,
    timeoutMs: TIMEOUT_MS,
    refusal: PRIVATE_PLATFORM,
  });
  try {
    if (answer.status === 200) return JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    // below
  }
  throw new RegistrationRefused(`The platform's configuration could not be read (${answer.error ?? `HTTP ${answer.status}`}).`);
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The whole registration; answers the platform's name for the closing page. */
export async function registerDynamically(deps: Deps, q: Record<string, string>): Promise<{ platformName: string }> {
  const actor = await registrant(deps, q);
  if (!actor.role || !can(actor.role, 'integrations.manage'))
    throw new RegistrationRefused('The person who copied this address may no longer manage integrations: ask someone who does for a new one.');
  const configUrl = q.openid_configuration;
  if (!configUrl) throw new RegistrationRefused('Open this address from your platform (it adds openid_configuration): it is not meant to be opened directly.');
  const config = await getJson(deps, configUrl);
  const issuer = str(config.issuer);
  const platformConfig = (config['https://purl.imsglobal.org/spec/lti-platform-configuration'] ?? {}) as Record<string, unknown>;
  const endpoints = {
    authorization: str(config.authorization_endpoint),
    token: str(config.token_endpoint),
    jwks: str(config.jwks_uri),
    registration: str(config.registration_endpoint),
  };
  // Dynamic Registration §3.5.1: the configuration is the issuer's own.
  if (!issuer || !configUrl.startsWith(issuer.replace(/\/$/, '')))
    throw new RegistrationRefused("The platform's configuration names an issuer its address is not under.");
  if (!endpoints.authorization || !endpoints.token || !endpoints.jwks || !endpoints.registration)
    throw new RegistrationRefused("The platform's configuration lacks an address we need (authorization, token, keys or registration).");

  const base = deps.config.publicUrl;
  const toolConfiguration = {
    domain: new URL(base).host,
    target_link_uri: `${base}${LTI_TOOL_PATHS.launch}`,
    claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
    messages: [
      { type: 'LtiResourceLinkRequest', target_link_uri: `${base}${LTI_TOOL_PATHS.launch}` },
      { type: 'LtiDeepLinkingRequest', target_link_uri: `${base}${LTI_TOOL_PATHS.launch}`, label: 'Add LearnHub materials' },
    ],
  };
  const answer = await guardedRequest(endpoints.registration, {
    method: 'POST',
    headers: { accept: 'application/json', ...(q.registration_token ? { authorization: `Bearer ${q.registration_token}` } : {}) },
    body: JSON.stringify({
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: `${base}${LTI_TOOL_PATHS.login}`,
      redirect_uris: [`${base}${LTI_TOOL_PATHS.launch}`],
      client_name: 'LearnHub',
      jwks_uri: `${base}${LTI_TOOL_PATHS.jwks}`,
      token_endpoint_auth_method: 'private_key_jwt',
      scope: [
        'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
        'https://purl.imsglobal.org/spec/lti-ags/scope/score',
        'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
      ].join(' '),
      'https://purl.imsglobal.org/spec/lti-tool-configuration': toolConfiguration,
    }),
    allowPrivate: deps.config.LTI_ALLOW_PRIVATE_PLATFORMS,
    timeoutMs: TIMEOUT_MS,
    refusal: PRIVATE_PLATFORM,
  });
  let made: Record<string, unknown> = {};
  try {
    made = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    // below
  }
  const clientId = str(made.client_id);
  if (answer.status === null || answer.status >= 300 || !clientId)
    throw new RegistrationRefused(`The platform refused the registration (${answer.error ?? `HTTP ${answer.status} ${answer.excerpt.slice(0, 200)}`}).`);
  const deploymentId = str((made['https://purl.imsglobal.org/spec/lti-tool-configuration'] as Record<string, unknown> | undefined)?.deployment_id);
  const name = str(platformConfig.product_family_code) ?? new URL(issuer).host;
  try {
    await registerPlatform(
      deps,
      actor,
      {
        name: `${name} (${new URL(issuer).host})`.slice(0, 100),
        issuer,
        clientId,
        deploymentIds: deploymentId ? [deploymentId] : [],
        jwksUrl: endpoints.jwks,
        authLoginUrl: endpoints.authorization,
        authTokenUrl: endpoints.token,
      },
      'dynamic',
    );
  } catch (err) {
    if (err instanceof ValidationError || err instanceof ConflictError) throw new RegistrationRefused(err.message);
    throw err;
  }
  return { platformName: name };
}
