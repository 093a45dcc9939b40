/**
 * The LTI claims of a verified id_token (LTI 1.3 §5.3, Deep Linking 2.0 §4.4, AGS, NRPS), checked
 * as the 1EdTech certification guide's known-bad payloads ask: version 1.3.0, a message type we
 * handle, a deployment this registration accepts, a roles claim, a user (`sub`), a resource link
 * for a resource-link launch, a return address for a deep-linking request, and a target on this
 * tool. The signature, `iss`, `aud`/`azp`, `exp`/`iat` and `nonce` are checked before (launch.service.ts).
 */
import { isLtiInstructor } from '@learnhub/content';
import type { JWTPayload } from 'jose';
import { LtiRefusal } from './refusal.js';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const CLAIM = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  launchPresentation: `${LTI}launch_presentation`,
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingMessage: 'https://purl.imsglobal.org/spec/lti-dl/claim/msg',
} as const;

export type LtiMessageType = 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';

export type LtiLaunch = {
  messageType: LtiMessageType;
  deploymentId: string;
  sub: string;
  roles: string[];
  instructor: boolean;
  targetLinkUri: string;
  /** Only what the platform chose to share (it may send none of them). */
  person: { email: string | null; givenName: string | null; familyName: string | null; name: string | null };
  context: { id: string; title: string | null } | null;
  resourceLink: { id: string; title: string | null } | null;
  custom: Record<string, string>;
  ags: { scopes: string[]; lineItems: string | null; lineItem: string | null } | null;
  nrps: { membershipsUrl: string } | null;
  deepLinking: {
    returnUrl: string;
    acceptTypes: string[];
    acceptMultiple: boolean;
    data: string | null;
  } | null;
  returnUrl: string | null;
};

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const obj = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Checks the LTI claims; `toolUrl` is our public URL (the target must be under it). */
export function launchClaims(payload: JWTPayload, deploymentIds: readonly string[], toolUrl: string): LtiLaunch {
  const p = payload as Record<string, unknown>;
  if (p[CLAIM.version] !== '1.3.0') throw new LtiRefusal('version', 400);
  const messageType = p[CLAIM.messageType];
  if (messageType !== 'LtiResourceLinkRequest' && messageType !== 'LtiDeepLinkingRequest') throw new LtiRefusal('messageType', 400);
  const deploymentId = str(p[CLAIM.deploymentId]);
  if (!deploymentId || !deploymentIds.includes(deploymentId)) throw new LtiRefusal('deployment', 403);
  if (!Array.isArray(p[CLAIM.roles])) throw new LtiRefusal('roles', 400);
  const roles = strings(p[CLAIM.roles]);
  const sub = str(p.sub);
  if (!sub) throw new LtiRefusal('sub', 400);
  const targetLinkUri = str(p[CLAIM.targetLinkUri]);
  if (!targetLinkUri || !isUnder(targetLinkUri, toolUrl)) throw new LtiRefusal('targetLink', 400);

  const link = obj(p[CLAIM.resourceLink]);
  const resourceLink = str(link?.id) ? { id: str(link?.id)!, title: str(link?.title) } : null;
  if (messageType === 'LtiResourceLinkRequest' && !resourceLink) throw new LtiRefusal('resourceLink', 400);

  const dl = obj(p[CLAIM.deepLinkingSettings]);
  const returnUrl = str(dl?.deep_link_return_url);
  if (messageType === 'LtiDeepLinkingRequest' && !returnUrl) throw new LtiRefusal('deepLinkReturn', 400);

  const context = obj(p[CLAIM.context]);
  const ags = obj(p[CLAIM.ags]);
  const nrps = obj(p[CLAIM.nrps]);
  const custom = Object.fromEntries(Object.entries(obj(p[CLAIM.custom]) ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  return {
    messageType,
    deploymentId,
    sub: sub.slice(0, 255),
    roles,
    instructor: isLtiInstructor(roles),
    targetLinkUri,
    person: { email: str(p.email), givenName: str(p.given_name), familyName: str(p.family_name), name: str(p.name) },
    context: str(context?.id) ? { id: str(context?.id)!, title: str(context?.title) ?? str(context?.label) } : null,
    resourceLink,
    custom,
    ags: ags ? { scopes: strings(ags.scope), lineItems: str(ags.lineitems), lineItem: str(ags.lineitem) } : null,
    nrps: str(nrps?.context_memberships_url) ? { membershipsUrl: str(nrps?.context_memberships_url)! } : null,
    deepLinking:
      messageType === 'LtiDeepLinkingRequest' && returnUrl
        ? { returnUrl, acceptTypes: strings(dl?.accept_types), acceptMultiple: dl?.accept_multiple !== false, data: str(dl?.data) }
        : null,
    returnUrl: str(obj(p[CLAIM.launchPresentation])?.return_url),
  };
}

/** Whether `url` is on the tool's origin, under its public URL's path. */
export function isUnder(url: string, toolUrl: string): boolean {
  try {
    const u = new URL(url);
    const base = new URL(toolUrl);
    const basePath = base.pathname.replace(/\/$/, '');
    return u.origin === base.origin && (u.pathname === basePath || u.pathname.startsWith(`${basePath}/`));
  } catch {
    return false;
  }
}
