/**
 * LTI 1.3 (issue 26 §1): what the server checks and Settings → Integrations → LTI shows, in one
 * place. The tool's addresses are fixed paths on the app's public URL.
 */

/** Our tool's addresses, under the app's public URL. */
export const LTI_TOOL_PATHS = {
  /** OIDC third-party login initiation (GET and POST). */
  login: '/lti/login',
  /** Where the platform posts the id_token: the launch and the deep-linking request alike. */
  launch: '/lti/launch',
  /** Our public keys (JWKS). */
  jwks: '/lti/jwks',
  /** LTI Dynamic Registration. */
  register: '/lti/register',
} as const;

export const LTI_PLATFORM_NAME_MAX = 100;
export const LTI_URL_MAX = 2000;
export const LTI_CLIENT_ID_MAX = 255;
export const LTI_DEPLOYMENT_IDS_MAX = 50;
export const LTI_PLATFORMS_PER_COMPANY = 20;

/** What an LTI launch answers when it cannot go on: each names the reason, for the person and for the platform's admin. */
export const LTI_LAUNCH_ERRORS = {
  notAToken: 'This launch did not come with a valid LTI 1.3 token (id_token).',
  noState: 'This launch has no login state: start it again from your course.',
  stateUnknown: 'This launch was not started here, or it was already used: start it again from your course.',
  stateExpired: 'This launch took too long (more than 10 minutes): start it again from your course.',
  stateNotThisBrowser: 'This launch was started in another browser or tab: start it again from your course.',
  noKid: "The platform's token names no signing key (kid).",
  unknownKid: "The platform's token is signed with a key its key set does not list.",
  keysUnavailable: "The platform's public keys could not be fetched: try again in a minute.",
  badSignature: "The platform's token signature does not verify.",
  expired: "The platform's token has expired or is not yet valid: check the platform's clock, then launch again.",
  wrongIssuer: 'The token is not from the platform this launch started with (iss).',
  wrongAudience: "The token is not meant for this tool's client id (aud / azp).",
  nonce: 'The token was already used, or belongs to another launch (nonce).',
  version: 'The launch is not LTI 1.3.0 (version claim missing or different).',
  messageType: 'The launch does not say what it is (message_type missing or not supported).',
  deployment: 'The launch names no deployment, or one this registration does not accept (deployment_id).',
  roles: 'The launch has no roles claim.',
  resourceLink: 'The launch names no resource link (resource_link.id).',
  sub: 'The launch names no user (sub).',
  targetLink: "The launch's target is not this tool (target_link_uri).",
  deepLinkReturn: 'The deep-linking request has no return address (deep_link_return_url).',
  unknownPlatform: 'This platform is not registered here: ask the company to add it under Settings → Integrations → LTI.',
  noMaterial: 'This link does not name a material of this company: ask your instructor to choose it again.',
  notPublished: 'This material is not published at the moment: try again later.',
  privateMaterial: 'This material is Private, and Private materials open only for people on their list: ask the company to share it with signed-in learners.',
} as const;

export type LtiLaunchError = keyof typeof LTI_LAUNCH_ERRORS;

/** Role URIs (LTI 1.3 Appendix A): who sees a preview and may deep-link rather than learn. */
const STAFF_ROLES = [
  'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  'http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper',
  'http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator',
  'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor',
  'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
  'http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator',
  'http://purl.imsglobal.org/vocab/lis/v2/system/person#SysAdmin',
];

/**
 * Whether the roles make the user an instructor here (preview, deep linking). A teaching
 * assistant (`membership/Instructor#TeachingAssistant`) counts; a learner who is also something
 * else (a mentor) does not. Short names (`Instructor`) are the deprecated simple form some
 * platforms still send.
 */
export function isLtiInstructor(roles: readonly string[]): boolean {
  return roles.some(
    (r) =>
      STAFF_ROLES.includes(r) || r.startsWith('http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#') || r === 'Instructor' || r === 'Administrator',
  );
}
