/**
 * A fake LTI 1.3 platform for the tests (an LMS as the specifications describe it, not as our
 * tool expects it), over real HTTP:
 * - its own RSA keys and JWKS, and the id_tokens of the 1EdTech certification guide's launches
 *   (built here from the LTI 1.3 core claims, then bent by each test into the known-bad payloads);
 * - a deep-linking return address that checks our answer as Deep Linking 2.0 §4.5 tells a
 *   platform to: signature against the tool's keys, `iss` our client id, `aud` the platform,
 *   message type, version and deployment;
 * - an OAuth 2 token service that checks our client assertion (LTI Security Framework §4.1:
 *   signed by the tool's keys, `iss` = `sub` = client id, `aud` the token address, a fresh `jti`)
 *   and grants the LTI Advantage scopes; AGS line items and scores (Assignment and Grade
 *   Services 2.0: media types, the score's fields, `scoreGiven` ≤ `scoreMaximum`, a bearer token
 *   with the score scope), and an NRPS roster paged by `Link: rel="next"`.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const ROLE = {
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  institutionStudent: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Student',
};

type Key = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

async function newKey(): Promise<Key> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export type FakePlatform = Awaited<ReturnType<typeof startFakePlatform>>;

export async function startFakePlatform(options: { clientId?: string; deploymentId?: string } = {}) {
  const keys: Key[] = [await newKey()];
  let jwksRequests = 0;
  const deepLinkReturns: { jwt: string; payload: JWTPayload | null; error: string | null }[] = [];
  let toolKeys: () => Promise<JSONWebKeySet> = async () => ({ keys: [] });
  const verifyTool = async (jwt: string, options: { issuer?: string; audience: string }) => jwtVerify(jwt, createLocalJWKSet(await toolKeys()), options);
  const SCOPES = {
    lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
    score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
    memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
  };
  const usedJti = new Set<string>();
  const accessTokens = new Map<string, string[]>();
  const tokenProblems: string[] = [];
  type LineItem = { id: string; label: string; scoreMaximum: number; resourceLinkId?: string; resourceId?: string };
  const lineItems: LineItem[] = [];
  const scores: { lineItem: string; score: Record<string, unknown> }[] = [];
  const scoreProblems: string[] = [];
  let failScores = 0;
  const members: Record<string, unknown>[] = [];
  const registrationToken = randomUUID();
  const registrations: { body: Record<string, unknown>; problems: string[]; clientId: string }[] = [];
  const ROSTER_PAGE = 2;

  const bearerScopes = (req: http.IncomingMessage) => accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, '')) ?? null;
  const json = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json', headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://platform');
    if (req.method === 'GET' && url.pathname === '/jwks') {
      jwksRequests++;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: keys.map((k) => k.publicJwk) }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: platform.issuer,
        authorization_endpoint: platform.authLoginUrl,
        token_endpoint: platform.authTokenUrl,
        jwks_uri: platform.jwksUrl,
        registration_endpoint: `${origin}/register`,
        token_endpoint_auth_methods_supported: ['private_key_jwt'],
        id_token_signing_alg_values_supported: ['RS256'],
        'https://purl.imsglobal.org/spec/lti-platform-configuration': {
          product_family_code: 'fakelms',
          version: '1.0',
          messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
        },
      });
    }
    if (req.method === 'POST' && url.pathname === '/register') {
      // LTI Dynamic Registration §3.5.2: what a tool's registration request must hold.
      const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
      const tool = (body['https://purl.imsglobal.org/spec/lti-tool-configuration'] ?? {}) as Record<string, unknown>;
      const problems = [
        req.headers.authorization !== `Bearer ${registrationToken}` && 'registration token',
        body.application_type !== 'web' && 'application_type',
        JSON.stringify(body.response_types) !== '["id_token"]' && 'response_types',
        !(Array.isArray(body.grant_types) && body.grant_types.includes('implicit') && body.grant_types.includes('client_credentials')) && 'grant_types',
        typeof body.initiate_login_uri !== 'string' && 'initiate_login_uri',
        !(Array.isArray(body.redirect_uris) && body.redirect_uris.length > 0) && 'redirect_uris',
        typeof body.jwks_uri !== 'string' && 'jwks_uri',
        body.token_endpoint_auth_method !== 'private_key_jwt' && 'token_endpoint_auth_method',
        typeof tool.domain !== 'string' && 'domain',
        typeof tool.target_link_uri !== 'string' && 'target_link_uri',
        !Array.isArray(tool.messages) && 'messages',
      ].filter((x): x is string => Boolean(x));
      const clientId = `dyn-${randomUUID().slice(0, 8)}`;
      registrations.push({ body, problems, clientId });
      if (problems.length) return json(res, 400, { error: 'invalid_client_metadata', error_description: problems.join(', ') });
      return json(res, 200, {
        ...body,
        client_id: clientId,
        'https://purl.imsglobal.org/spec/lti-tool-configuration': { ...tool, deployment_id: 'dyn-deployment' },
      });
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const body = new URLSearchParams(await readBody(req));
      try {
        if (body.get('grant_type') !== 'client_credentials') throw new Error('grant_type');
        if (body.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') throw new Error('client_assertion_type');
        const { payload } = await verifyTool(body.get('client_assertion') ?? '', { issuer: platform.clientId, audience: platform.authTokenUrl });
        if (payload.sub !== platform.clientId) throw new Error('sub');
        if (!payload.jti || usedJti.has(payload.jti)) throw new Error('jti');
        usedJti.add(payload.jti);
        const scopes = (body.get('scope') ?? '').split(' ').filter(Boolean);
        if (!scopes.length || scopes.some((sc) => !Object.values(SCOPES).includes(sc))) throw new Error('scope');
        const token = randomUUID();
        accessTokens.set(token, scopes);
        return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: scopes.join(' ') });
      } catch (err) {
        tokenProblems.push(String(err));
        return json(res, 400, { error: 'invalid_client' });
      }
    }
    if (url.pathname === '/lineitems' || url.pathname.startsWith('/lineitems/')) {
      const scopes = bearerScopes(req);
      if (!scopes) return json(res, 401, { error: 'no token' });
      const [, , id, sub] = url.pathname.split('/');
      if (req.method === 'GET' && !id) {
        if (!scopes.includes(SCOPES.lineItem)) return json(res, 403, { error: 'scope' });
        const wanted = url.searchParams.get('resource_link_id');
        return json(
          res,
          200,
          lineItems.filter((i) => !wanted || i.resourceLinkId === wanted),
          'application/vnd.ims.lis.v2.lineitemcontainer+json',
        );
      }
      if (req.method === 'POST' && !id) {
        if (!scopes.includes(SCOPES.lineItem)) return json(res, 403, { error: 'scope' });
        const item = JSON.parse(await readBody(req)) as LineItem;
        const made = { ...item, id: `${origin}/lineitems/${lineItems.length + 1}` };
        lineItems.push(made);
        return json(res, 201, made, 'application/vnd.ims.lis.v2.lineitem+json');
      }
      if (req.method === 'POST' && id && sub === 'scores') {
        if (!scopes.includes(SCOPES.score)) return json(res, 403, { error: 'scope' });
        if (failScores > 0) {
          failScores--;
          return json(res, 503, { error: 'try later' });
        }
        const item = lineItems.find((i) => i.id === `${origin}/lineitems/${id}`);
        const score = JSON.parse(await readBody(req)) as Record<string, unknown>;
        const problems = [
          !item && 'no such line item',
          req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json' && 'content-type',
          typeof score.userId !== 'string' && 'userId',
          !['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed'].includes(String(score.activityProgress)) && 'activityProgress',
          !['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady'].includes(String(score.gradingProgress)) && 'gradingProgress',
          Number.isNaN(Date.parse(String(score.timestamp))) && 'timestamp',
          score.scoreGiven !== undefined &&
            (typeof score.scoreGiven !== 'number' || typeof score.scoreMaximum !== 'number' || score.scoreGiven > score.scoreMaximum) &&
            'scoreGiven',
        ].filter((x): x is string => Boolean(x));
        if (problems.length) {
          scoreProblems.push(problems.join(', '));
          return json(res, 400, { error: problems.join(', ') });
        }
        scores.push({ lineItem: item!.id, score });
        res.writeHead(204);
        res.end();
        return;
      }
      return json(res, 404, { error: 'no such route' });
    }
    if (req.method === 'GET' && url.pathname === '/memberships') {
      const scopes = bearerScopes(req);
      if (!scopes?.includes(SCOPES.memberships)) return json(res, 401, { error: 'no token' });
      const page = Number(url.searchParams.get('page') ?? '1');
      const slice = members.slice((page - 1) * ROSTER_PAGE, page * ROSTER_PAGE);
      const more = page * ROSTER_PAGE < members.length;
      return json(
        res,
        200,
        { id: `${origin}/memberships`, context: { id: 'course-101', title: 'Onboarding 101' }, members: slice },
        'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        more ? { link: `<${origin}/memberships?page=${page + 1}>; rel="next"` } : {},
      );
    }
    if (req.method === 'POST' && url.pathname === '/deep-link-return') {
      const body = new URLSearchParams(await readBody(req));
      const jwt = body.get('JWT') ?? '';
      try {
        const { payload } = await verifyTool(jwt, { issuer: platform.clientId, audience: platform.issuer });
        const problems = [
          payload[`${LTI}message_type`] !== 'LtiDeepLinkingResponse' && 'message_type',
          payload[`${LTI}version`] !== '1.3.0' && 'version',
          payload[`${LTI}deployment_id`] !== platform.deploymentId && 'deployment_id',
        ].filter(Boolean);
        deepLinkReturns.push({ jwt, payload, error: problems.length ? `bad ${problems.join(', ')}` : null });
      } catch (err) {
        deepLinkReturns.push({ jwt, payload: null, error: String(err) });
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Back in the course</title><p>Items received.</p>');
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const platform = {
    origin,
    issuer: `${origin}/`,
    clientId: options.clientId ?? `client-${randomUUID().slice(0, 8)}`,
    deploymentId: options.deploymentId ?? 'deployment-1',
    jwksUrl: `${origin}/jwks`,
    authLoginUrl: `${origin}/auth`,
    authTokenUrl: `${origin}/token`,
    deepLinkReturnUrl: `${origin}/deep-link-return`,
    deepLinkReturns,
    registrationToken,
    registrations,
    openidConfigurationUrl: `${origin}/.well-known/openid-configuration`,
    lineItems,
    scores,
    scoreProblems,
    tokenProblems,
    members,
    get jwksRequests() {
      return jwksRequests;
    },
    /** How the platform gets the tool's public keys (its JWKS), to check what the tool signs. */
    trustTool(keys: () => Promise<JSONWebKeySet>) {
      toolKeys = keys;
    },
    /** The next `n` score posts answer 503. */
    failNextScores(n: number) {
      failScores = n;
    },
    /** A line item of its own (as one made from a deep-linking item's lineItem). */
    addLineItem(item: Omit<LineItem, 'id'>) {
      const made = { ...item, id: `${origin}/lineitems/${lineItems.length + 1}` };
      lineItems.push(made);
      return made;
    },
    /** The LTI Advantage claims of a launch: AGS (a line item or not) and NRPS. */
    serviceClaims(o: { lineItem?: string | null; scopes?: string[] } = {}) {
      return {
        'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
          scope: o.scopes ?? [SCOPES.lineItem, SCOPES.score],
          lineitems: `${origin}/lineitems`,
          ...(o.lineItem ? { lineitem: o.lineItem } : {}),
        },
        'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': { context_memberships_url: `${origin}/memberships`, service_versions: ['2.0'] },
      };
    },
    /** A new signing key (key rotation); the old one stays published. */
    async rotateKey() {
      keys.unshift(await newKey());
    },
    get kid() {
      return keys[0]!.kid;
    },
    /** The registration body for REST `POST /api/v1/lti/platforms`. */
    registration() {
      return {
        issuer: platform.issuer,
        client_id: platform.clientId,
        deployment_ids: [platform.deploymentId],
        jwks_url: platform.jwksUrl,
        auth_login_url: platform.authLoginUrl,
        auth_token_url: platform.authTokenUrl,
      };
    },

    /**
     * The payload of a valid resource-link launch (LTI 1.3 §5.3), as the certification guide's
     * "Launch as a student/instructor" sends it: with name, e-mail and context unless told not to.
     */
    resourceLinkPayload(o: {
      nonce: string;
      targetLinkUri: string;
      role: 'student' | 'instructor';
      sub?: string;
      names?: boolean;
      email?: boolean;
      context?: boolean;
      custom?: Record<string, string>;
    }) {
      const sub = o.sub ?? `user-${randomUUID().slice(0, 8)}`;
      return {
        iss: platform.issuer,
        aud: platform.clientId,
        sub,
        nonce: o.nonce,
        ...(o.names !== false ? { given_name: 'Ada', family_name: 'Lovelace', name: 'Ada Lovelace' } : {}),
        ...(o.email !== false ? { email: `${sub}@school.example` } : {}),
        [`${LTI}message_type`]: 'LtiResourceLinkRequest',
        [`${LTI}version`]: '1.3.0',
        [`${LTI}deployment_id`]: platform.deploymentId,
        [`${LTI}target_link_uri`]: o.targetLinkUri,
        [`${LTI}resource_link`]: { id: `link-${randomUUID().slice(0, 8)}`, title: 'Week 1' },
        [`${LTI}roles`]: o.role === 'instructor' ? [ROLE.instructor] : [ROLE.learner, ROLE.institutionStudent],
        ...(o.context !== false
          ? {
              [`${LTI}context`]: {
                id: 'course-101',
                label: 'C101',
                title: 'Onboarding 101',
                type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'],
              },
            }
          : {}),
        ...(o.custom ? { [`${LTI}custom`]: o.custom } : {}),
      } as Record<string, unknown>;
    },

    /** A deep-linking request (Deep Linking 2.0 §4.4) from an instructor. */
    deepLinkingPayload(o: { nonce: string; targetLinkUri: string; data?: string; acceptMultiple?: boolean }) {
      return {
        iss: platform.issuer,
        aud: platform.clientId,
        sub: 'instructor-1',
        nonce: o.nonce,
        name: 'Grace Hopper',
        [`${LTI}message_type`]: 'LtiDeepLinkingRequest',
        [`${LTI}version`]: '1.3.0',
        [`${LTI}deployment_id`]: platform.deploymentId,
        [`${LTI}target_link_uri`]: o.targetLinkUri,
        [`${LTI}roles`]: [ROLE.instructor],
        [`${LTI}context`]: { id: 'course-101', title: 'Onboarding 101' },
        'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
          deep_link_return_url: platform.deepLinkReturnUrl,
          accept_types: ['ltiResourceLink'],
          accept_presentation_document_targets: ['iframe', 'window'],
          accept_multiple: o.acceptMultiple ?? true,
          auto_create: true,
          ...(o.data ? { data: o.data } : {}),
        },
      } as Record<string, unknown>;
    },

    /**
     * Signs a payload as the platform's id_token. `header` bends the header (no kid, a wrong
     * kid); `iat`/`exp` come from the payload when it sets them (the guide's wrong timestamps).
     */
    async sign(payload: Record<string, unknown>, header: { kid?: string | null } = {}) {
      const key = keys[0]!;
      const kid = header.kid === undefined ? key.kid : header.kid;
      const now = Math.floor(Date.now() / 1000);
      const body = { iat: now, exp: now + 300, ...payload };
      return new SignJWT(body as JWTPayload).setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(kid === null ? {} : { kid }) }).sign(key.privateKey);
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return platform;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
