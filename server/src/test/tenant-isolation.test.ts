/**
 * Tenant isolation matrix: companies A and B. Every operation aimed at A's ids is run by B's
 * Owner and by callers without a staff token (none, a random string, A's own learner token);
 * none of them may see or change anything of A. Later features add rows to `probes`.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHttpServer, type RunningServer } from '../http.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { readDraft, replaceDraftSteps } from '../modules/content/index.js';
import { ACCEPT, addMember, gid, INVITE, invitationToken, REMOVE, REVOKE, TEAM, teamSnapshot, UPDATE_ROLE } from '../modules/team/team.test-helpers.js';
import {
  ACCESS as MATERIAL_ACCESS,
  BY_SLUG as MATERIAL_BY_SLUG,
  DELETE as DELETE_MATERIAL,
  DUPLICATE as DUPLICATE_MATERIAL,
  insertMaterial,
  materialsSnapshot,
  mgid,
  UPDATE as UPDATE_MATERIAL,
  VISIBILITY as MATERIAL_VISIBILITY,
} from '../modules/materials/materials.test-helpers.js';
import {
  MATERIAL_SAVED,
  PUBLISH as PUBLISH_MATERIAL,
  PUBLISHED as PUBLISHED_WALKTHROUGH,
  RESTORE as RESTORE_REVISION,
  sampleSteps,
  SAVE as SAVE_DRAFT,
} from '../modules/walkthroughs/walkthroughs.test-helpers.js';
import { ACTIVITY_RECHECK_MS } from '../modules/progress/index.js';
import { call as callLearnerOp, LOCAL_TIME, newLearner, publishedMaterial } from '../modules/progress/progress.test-helpers.js';
import { API_SCOPE_NAMES } from '@learnhub/content';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { makeApiToken } from '../modules/api-tokens/api-tokens.test-helpers.js';
import { packageZip, scorm12Manifest } from '../modules/packages/packages.test-helpers.js';
import { buildCompany, buildUser, uniqueEmail } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
const decodeGid = (id: string) => String(decodeGlobalID(id).id);
type World = Awaited<ReturnType<typeof world>>;
let A: World;
let B: World;

/** A company with brand colours, an Owner, a Member, a pending invite and a learner with a hub token. */
async function world() {
  const { company, owner } = await buildCompany(t);
  // Chosen brand colours, so a reset reaching this company would show in the snapshot.
  await t.prisma.company.update({ where: { id: company.id }, data: { topBarBackground: '#3A0CA3', topBarPrimary: '#F72585', topBarText: '#FFFFFF' } });
  const member = await addMember(t, company.id, 'MEMBER');
  const ownerMembership = await t.prisma.membership.findFirstOrThrow({ where: { companyId: company.id, role: 'OWNER' } });
  const inviteEmail = uniqueEmail('pending');
  const invited = await t.gql(INVITE, { input: { invites: [{ email: inviteEmail }] } }, owner.token);
  const learner = await t.prisma.learner.create({ data: { companyId: company.id, email: uniqueEmail('learner') } });
  const learnerToken = newToken();
  await t.prisma.learnerSession.create({
    data: { companyId: company.id, learnerId: learner.id, tokenHash: hashToken(learnerToken), expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const apiToken = await makeApiToken(t, owner.token, API_SCOPE_NAMES, { name: 'Every scope' });
  const webhook = await t.prisma.webhookEndpoint.create({
    data: {
      companyId: company.id,
      url: 'https://93.184.216.34/hooks',
      events: ['material.published'],
      secret: `whsec_${Buffer.from(randomUUID()).toString('base64')}`,
    },
  });
  const delivery = await t.prisma.webhookDelivery.create({
    data: { companyId: company.id, endpointId: webhook.id, eventType: 'material.published', payload: '{}', status: 'FAILED' },
  });
  const ltiPlatform = await t.prisma.ltiPlatform.create({
    data: {
      companyId: company.id,
      name: 'LMS',
      issuer: `https://lms-${randomUUID()}.example.com`,
      clientId: 'client-1',
      deploymentIds: ['d1'],
      jwksUrl: 'https://93.184.216.34/jwks',
      authLoginUrl: 'https://93.184.216.34/auth',
      authTokenUrl: 'https://93.184.216.34/token',
    },
  });
  // A statement and a state document in A's LRS (issue 26 §2), through its own API token.
  const xapiStatementId = randomUUID();
  const xapiActivity = `https://a.example.com/activities/${randomUUID()}`;
  const xapiAgent = JSON.stringify({ mbox: `mailto:${uniqueEmail('xapi')}` });
  const xapiHeaders = { authorization: `Bearer ${apiToken.token}`, 'x-experience-api-version': '1.0.3', 'content-type': 'application/json' };
  const putStatement = await t.fetch(`/xapi/statements?statementId=${xapiStatementId}`, {
    method: 'PUT',
    headers: xapiHeaders,
    body: JSON.stringify({
      actor: JSON.parse(xapiAgent),
      verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' },
      object: { id: xapiActivity, definition: { name: { 'en-US': 'A secret activity' } } },
    }),
  });
  expect(putStatement.status).toBe(204);
  const putState = await t.fetch(`/xapi/activities/state?${new URLSearchParams({ activityId: xapiActivity, agent: xapiAgent, stateId: 'bookmark' })}`, {
    method: 'PUT',
    headers: xapiHeaders,
    body: JSON.stringify({ page: 3 }),
  });
  expect(putState.status).toBe(204);
  const lrsForwarder = await t.prisma.lrsForwarder.create({
    data: { companyId: company.id, name: 'Our LRS', url: 'https://93.184.216.34/xapi', username: 'key', password: 'secret' },
  });
  const deadLetter = await t.prisma.lrsForwardBatch.create({
    data: { companyId: company.id, forwarderId: lrsForwarder.id, outboxEventId: 0n, statementIds: [xapiStatementId], status: 'FAILED', attempts: 8 },
  });
  return {
    /** A forwarder to the company's own LRS, with one dead letter. */
    lrsForwarder,
    deadLetter,
    /** A statement and a state document in the company's LRS. */
    xapi: { statementId: xapiStatementId, activity: xapiActivity, agent: xapiAgent },
    /** A registered LTI platform. */
    ltiPlatform,
    /** A webhook endpoint with one failed delivery. */
    webhook,
    delivery,
    company,
    owner,
    member,
    /** An API token of the Owner's with every scope. */
    apiToken,
    ownerGid: gid('Membership', ownerMembership.id),
    ownerMembershipId: ownerMembership.id,
    inviteGid: invited.data.inviteTeamMembers.invites[0].id as string,
    inviteToken: await invitationToken(t, inviteEmail),
    learnerId: learner.id,
    learnerToken,
    material: await insertMaterial(t, company.id, { name: 'A secret', description: 'hidden' }),
    path: await insertMaterial(t, company.id, { kind: 'PATH', name: 'A secret path' }),
    domain: await t.prisma.domain.create({
      data: { companyId: company.id, name: 'learn', domain: `learn-${randomUUID()}.example.com`, status: 'VERIFIED', verificationToken: 't' },
    }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  A = await world();
  B = await world();
  await t.deps.audit.settle();
});
afterAll(() => t.close());

/** `ownLearner`: the caller is A's learner, whom a learner's own operations (`Probe.ownLearner`) may change. */
type Caller = { name: string; token: () => string | null; kind: 'otherTenant' | 'anonymous'; ownLearner?: true; apiToken?: true };
const callers: Caller[] = [
  { name: "B's Owner", token: () => B.owner.token, kind: 'otherTenant' },
  { name: "B's API token with every scope", token: () => B.apiToken.token, kind: 'otherTenant', apiToken: true },
  { name: 'no token', token: () => null, kind: 'anonymous' },
  { name: 'a random token', token: () => `learner_${randomUUID()}`, kind: 'anonymous' },
  { name: "A's own learner token", token: () => A.learnerToken, kind: 'anonymous', ownLearner: true },
];

/**
 * Each probe reduces its answer to a short outcome; the table says what each kind of caller must
 * get. A learner's own operations also say what A's learner gets (`ownLearner`: itself, only).
 */
type Probe = {
  name: string;
  run: (token: string | null) => Promise<string>;
  otherTenant: string;
  anonymous: string;
  ownLearner?: string;
  /** What another company's API token gets, when not `otherTenant`'s: what only people do (billing, tokens) refuses any token. */
  otherTenantToken?: string;
};
const expected = (probe: Probe, caller: Caller) => {
  if (caller.ownLearner && probe.ownLearner !== undefined) return probe.ownLearner;
  if (caller.apiToken && probe.otherTenantToken !== undefined) return probe.otherTenantToken;
  return probe[caller.kind];
};
const PEOPLE_ONLY = 'API tokens cannot do this: sign in as a person.';

const gqlOutcome = async (query: string, vars: Record<string, unknown>, token: string | null, pick: (data: any) => unknown) => {
  const res = await t.gql(query, vars, token);
  if (res.errors) return `errors: ${res.errors.map((e) => e.message).join('; ')}`;
  const value = pick(res.data);
  if (value === null || value === undefined) return 'null';
  return typeof value === 'object' && '__typename' in (value as object) ? String((value as { __typename: string }).__typename) : JSON.stringify(value);
};
const node =
  (id: () => string): Probe['run'] =>
  (token) =>
    gqlOutcome(`query ($id: ID!) { node(id: $id) { id } }`, { id: id() }, token, (d) => d.node);
const restStatus =
  (method: string, path: () => string, body?: unknown): Probe['run'] =>
  async (token) =>
    String((await t.rest(method, path(), { token, body })).status);

/** An LRS request (Bearer, as the matrix's callers send tokens) reduced to its status, or to a fact about its body. */
const xapi =
  (method: string, path: () => string, opts: { body?: unknown; pick?: (body: string) => string } = {}): Probe['run'] =>
  async (token) => {
    const res = await t.fetch(path(), {
      method,
      headers: { 'x-experience-api-version': '1.0.3', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return res.status === 200 && opts.pick ? opts.pick(text) : String(res.status);
  };
const stateOfA = () => `/xapi/activities/state?${new URLSearchParams({ activityId: A.xapi.activity, agent: A.xapi.agent, stateId: 'bookmark' })}`;

const probes: Probe[] = [
  // The LRS (issue 26 §2): statements and documents are per company; people's sessions are not LRS credentials.
  {
    name: "GET /xapi/statements?statementId={A's}",
    run: xapi('GET', () => `/xapi/statements?statementId=${A.xapi.statementId}`),
    otherTenant: '401',
    otherTenantToken: '404',
    anonymous: '401',
  },
  {
    name: "GET /xapi/statements?activity={A's} finds none of A's",
    run: xapi('GET', () => `/xapi/statements?activity=${encodeURIComponent(A.xapi.activity)}`, { pick: (b) => String(b.includes(A.xapi.statementId)) }),
    otherTenant: '401',
    otherTenantToken: 'false',
    anonymous: '401',
  },
  { name: "GET /xapi/activities/state (A's document)", run: xapi('GET', stateOfA), otherTenant: '401', otherTenantToken: '404', anonymous: '401' },
  { name: "DELETE /xapi/activities/state (A's document)", run: xapi('DELETE', stateOfA), otherTenant: '401', otherTenantToken: '204', anonymous: '401' },
  {
    name: "GET /xapi/activities?activityId={A's} knows nothing of A's definition",
    run: xapi('GET', () => `/xapi/activities?activityId=${encodeURIComponent(A.xapi.activity)}`, { pick: (b) => String(b.includes('A secret activity')) }),
    otherTenant: '401',
    otherTenantToken: 'false',
    anonymous: '401',
  },
  {
    name: "POST /xapi/statements voiding A's statement",
    run: (token) =>
      xapi('POST', () => '/xapi/statements', {
        body: {
          actor: { mbox: 'mailto:b@example.com' },
          verb: { id: 'http://adlnet.gov/expapi/verbs/voided' },
          object: { objectType: 'StatementRef', id: A.xapi.statementId },
        },
        pick: () => '200',
      })(token),
    otherTenant: '401',
    otherTenantToken: '200',
    anonymous: '401',
  },
  // LRS forwarding (issue 26 §2): A's forwarders and dead letters reach nobody else.
  { name: "node(A's LrsForwarder)", run: node(() => gid('LrsForwarder', A.lrsForwarder.id)), otherTenant: 'null', anonymous: 'null' },
  {
    name: "Company.lrsForwarders shows none of A's",
    run: (token) =>
      gqlOutcome('{ viewer { company { lrsForwarders { id } } } }', {}, token, (d) =>
        d.viewer ? JSON.stringify(d.viewer.company.lrsForwarders).includes(gid('LrsForwarder', A.lrsForwarder.id)) : null,
      ),
    otherTenant: 'false',
    anonymous: 'null',
  },
  {
    name: "GET /lrs_forwarders lists none of A's",
    run: async (token) => {
      const res = await t.rest('GET', '/lrs_forwarders', { token });
      return res.status === 200 ? String(JSON.stringify(res.body).includes(A.lrsForwarder.id)) : String(res.status);
    },
    otherTenant: 'false',
    anonymous: '401',
  },
  { name: "DELETE /lrs_forwarders/{A's}", run: restStatus('DELETE', () => `/lrs_forwarders/${A.lrsForwarder.id}`), otherTenant: '404', anonymous: '401' },
  {
    name: "POST /lrs_forwarders/{A's}/replay",
    run: restStatus('POST', () => `/lrs_forwarders/${A.lrsForwarder.id}/replay`),
    otherTenant: '404',
    anonymous: '401',
  },
  {
    name: "removeLrsForwarder(A's)",
    run: (token) =>
      gqlOutcome(
        'mutation ($id: ID!) { removeLrsForwarder(input: { forwarderId: $id }) { __typename } }',
        { id: gid('LrsForwarder', A.lrsForwarder.id) },
        token,
        (d) => d.removeLrsForwarder,
      ),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: "replayLrsDeadLetters(A's)",
    run: (token) =>
      gqlOutcome(
        'mutation ($id: ID!) { replayLrsDeadLetters(input: { forwarderId: $id }) { __typename } }',
        { id: gid('LrsForwarder', A.lrsForwarder.id) },
        token,
        (d) => d.replayLrsDeadLetters,
      ),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  { name: "node(A's Company)", run: node(() => gid('Company', A.company.id)), otherTenant: 'null', anonymous: 'null' },
  { name: "node(A's Owner Membership)", run: node(() => A.ownerGid), otherTenant: 'null', anonymous: 'null' },
  { name: "node(A's Member Membership)", run: node(() => A.member.gid), otherTenant: 'null', anonymous: 'null' },
  { name: "node(A's Invite)", run: node(() => A.inviteGid), otherTenant: 'null', anonymous: 'null' },
  { name: "node(A's Owner User)", run: node(() => gid('User', A.owner.user.id)), otherTenant: 'null', anonymous: 'null' },
  { name: "node(A's Domain)", run: node(() => gid('Domain', A.domain.id)), otherTenant: 'null', anonymous: 'null' },
  // API tokens (issue 24): A's tokens are never seen, revoked or rotated by anyone else.
  { name: "node(A's ApiToken)", run: node(() => A.apiToken.id), otherTenant: 'null', anonymous: 'null' },
  {
    name: "revokeApiToken(A's token)",
    run: (token) =>
      gqlOutcome(`mutation ($id: ID!) { revokeApiToken(input: { apiTokenId: $id }) { __typename } }`, { id: A.apiToken.id }, token, (d) => d.revokeApiToken),
    otherTenantToken: 'ForbiddenError',
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: "rotateApiToken(A's token)",
    run: (token) =>
      gqlOutcome(`mutation ($id: ID!) { rotateApiToken(input: { apiTokenId: $id }) { __typename } }`, { id: A.apiToken.id }, token, (d) => d.rotateApiToken),
    otherTenantToken: 'ForbiddenError',
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  // The audit log (issue 24 §3): nobody else reads A's entries.
  {
    name: "GET /audit_log shows none of A's entries",
    run: async (token) => {
      const res = await t.rest('GET', '/audit_log?limit=100', { token });
      return res.status === 200 ? String(JSON.stringify(res.body).includes(A.owner.user.id)) : String(res.status);
    },
    otherTenant: 'false',
    anonymous: '401',
  },
  {
    name: "Company.auditLog shows none of A's entries",
    run: (token) =>
      gqlOutcome('{ viewer { company { auditLog(pageSize: 100) { entries { actorUser actorLabel } } } } }', {}, token, (d) =>
        d.viewer ? JSON.stringify(d.viewer.company.auditLog).includes(A.owner.user.email) : null,
      ),
    otherTenant: 'false',
    anonymous: 'null',
  },
  // LTI platforms (issue 26 §1): A's registrations reach nobody else.
  { name: "node(A's LtiPlatform)", run: node(() => gid('LtiPlatform', A.ltiPlatform.id)), otherTenant: 'null', anonymous: 'null' },
  {
    name: "GET /lti/platforms lists none of A's",
    run: async (token) => {
      const res = await t.rest('GET', '/lti/platforms', { token });
      return res.status === 200 ? String(JSON.stringify(res.body).includes(A.ltiPlatform.id)) : String(res.status);
    },
    otherTenant: 'false',
    anonymous: '401',
  },
  { name: "GET /lti/platforms/{A's}", run: restStatus('GET', () => `/lti/platforms/${A.ltiPlatform.id}`), otherTenant: '404', anonymous: '401' },
  { name: "DELETE /lti/platforms/{A's}", run: restStatus('DELETE', () => `/lti/platforms/${A.ltiPlatform.id}`), otherTenant: '404', anonymous: '401' },
  {
    name: "removeLtiPlatform(A's)",
    run: (token) =>
      gqlOutcome(
        `mutation ($id: ID!) { removeLtiPlatform(input: { platformId: $id }) { __typename } }`,
        { id: gid('LtiPlatform', A.ltiPlatform.id) },
        token,
        (d) => d.removeLtiPlatform,
      ),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: "Company.ltiPlatforms shows none of A's",
    run: (token) =>
      gqlOutcome('{ viewer { company { ltiPlatforms { id } } } }', {}, token, (d) =>
        d.viewer ? JSON.stringify(d.viewer.company.ltiPlatforms).includes(gid('LtiPlatform', A.ltiPlatform.id)) : null,
      ),
    otherTenant: 'false',
    anonymous: 'null',
  },
  // Webhooks (issue 24 §2): A's endpoints, secrets and deliveries reach nobody else.
  { name: "node(A's WebhookEndpoint)", run: node(() => gid('WebhookEndpoint', A.webhook.id)), otherTenant: 'null', anonymous: 'null' },
  {
    name: "GET /webhooks lists none of A's",
    run: async (token) => {
      const res = await t.rest('GET', '/webhooks', { token });
      const text = JSON.stringify(res.body);
      return res.status === 200 ? String(text.includes(A.webhook.id) || text.includes(A.webhook.secret)) : String(res.status);
    },
    otherTenant: 'false',
    anonymous: '401',
  },
  { name: "PUT /webhooks/{A's}", run: restStatus('PUT', () => `/webhooks/${A.webhook.id}`, { enabled: false }), otherTenant: '404', anonymous: '401' },
  { name: "DELETE /webhooks/{A's}", run: restStatus('DELETE', () => `/webhooks/${A.webhook.id}`), otherTenant: '404', anonymous: '401' },
  { name: "POST /webhooks/{A's}/test", run: restStatus('POST', () => `/webhooks/${A.webhook.id}/test`), otherTenant: '404', anonymous: '401' },
  {
    name: "POST /webhooks/{A's}/rotate_secret",
    run: restStatus('POST', () => `/webhooks/${A.webhook.id}/rotate_secret`),
    otherTenant: '404',
    anonymous: '401',
  },
  { name: "GET /webhooks/{A's}/deliveries", run: restStatus('GET', () => `/webhooks/${A.webhook.id}/deliveries`), otherTenant: '404', anonymous: '401' },
  {
    name: "POST /webhooks/{A's}/deliveries/{A's}/replay",
    run: restStatus('POST', () => `/webhooks/${A.webhook.id}/deliveries/${A.delivery.id}/replay`),
    otherTenant: '404',
    anonymous: '401',
  },
  {
    name: "POST /webhooks/{B's}/deliveries/{A's}/replay",
    run: restStatus('POST', () => `/webhooks/${B.webhook.id}/deliveries/${A.delivery.id}/replay`),
    otherTenant: '404',
    anonymous: '401',
  },
  {
    name: "POST /webhooks/{A's}/deliveries/replay_failed",
    run: restStatus('POST', () => `/webhooks/${A.webhook.id}/deliveries/replay_failed`, {
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 3_600_000).toISOString(),
    }),
    otherTenant: '404',
    anonymous: '401',
  },
  {
    name: "updateWebhookEndpoint(A's)",
    run: (token) =>
      gqlOutcome(
        `mutation ($id: ID!) { updateWebhookEndpoint(input: { endpointId: $id, enabled: false }) { __typename } }`,
        { id: gid('WebhookEndpoint', A.webhook.id) },
        token,
        (d) => d.updateWebhookEndpoint,
      ),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: "sendWebhookTestEvent(A's)",
    run: (token) =>
      gqlOutcome(
        `mutation ($id: ID!) { sendWebhookTestEvent(input: { endpointId: $id }) { __typename } }`,
        { id: gid('WebhookEndpoint', A.webhook.id) },
        token,
        (d) => d.sendWebhookTestEvent,
      ),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: "DELETE /api_tokens/{A's token}",
    run: restStatus('DELETE', () => `/api_tokens/${decodeGid(A.apiToken.id)}`),
    otherTenantToken: '403',
    otherTenant: '404',
    anonymous: '401',
  },
  {
    name: "POST /api_tokens/{A's token}/rotate",
    run: restStatus('POST', () => `/api_tokens/${decodeGid(A.apiToken.id)}/rotate`),
    otherTenantToken: '403',
    otherTenant: '404',
    anonymous: '401',
  },
  {
    name: "GET /api_tokens lists none of A's",
    run: async (token) => {
      const res = await t.rest('GET', '/api_tokens', { token });
      return res.status === 200 ? String(res.body.api_tokens.some((x: { id: string }) => x.id === decodeGid(A.apiToken.id))) : String(res.status);
    },
    otherTenantToken: '403',
    otherTenant: 'false',
    anonymous: '401',
  },
  // Audience analytics (issue 10): A's learner never shows by node, list, export or REST.
  { name: "node(A's learner as AudienceLearner)", run: node(() => gid('AudienceLearner', A.learnerId)), otherTenant: 'null', anonymous: 'null' },
  {
    name: "audience: A's learner among the records",
    run: (token) =>
      gqlOutcome(`query { audience(pageSize: 50) { records { userId } } }`, {}, token, (d) =>
        d.audience.records.some((r: { userId: string }) => r.userId === A.learnerId),
      ),
    otherTenant: 'false',
    anonymous: 'errors: Not authorized to resolve Query.audience',
  },
  {
    name: "audienceExport(ids: [A's learner])",
    run: (token) =>
      gqlOutcome(
        `query ($ids: [ID!]) { audienceExport(ids: $ids) { totalCount } }`,
        { ids: [gid('AudienceLearner', A.learnerId)] },
        token,
        (d) => d.audienceExport.totalCount,
      ),
    otherTenant: '0',
    anonymous: 'errors: Not authorized to resolve Query.audienceExport',
  },
  {
    name: "REST GET /audiences: A's learner among the records",
    run: async (token) => {
      const res = await t.rest('GET', '/audiences?limit=50', { token });
      return res.status !== 200 ? String(res.status) : String(res.body.records.some((r: { userId: string }) => r.userId === A.learnerId));
    },
    otherTenant: 'false',
    anonymous: '401',
  },
  ...['get_activity_details', 'get_responses', 'get_files'].map((route) => ({
    name: `REST GET /audiences/{A's learner}/${route}`,
    run: restStatus('GET', () => `/audiences/${A.learnerId}/${route}`),
    otherTenant: '404',
    anonymous: '401',
  })),
  {
    name: "nodes([all of A's ids])",
    run: (token) =>
      gqlOutcome(
        `query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
        { ids: [gid('Company', A.company.id), A.ownerGid, A.member.gid, A.inviteGid, gid('User', A.member.user.id)] },
        token,
        (d) => (d.nodes.every((n: unknown) => n === null) ? 'all null' : d.nodes),
      ),
    otherTenant: '"all null"',
    anonymous: '"all null"',
  },
  {
    name: "companyBySlug(A's slug)",
    run: (token) => gqlOutcome(`query ($s: String!) { companyBySlug(slug: $s) { canonicalSlug } }`, { s: A.company.slug }, token, (d) => d.companyBySlug),
    otherTenant: 'null',
    anonymous: 'null',
  },
  {
    name: 'viewer.company.members and invites',
    run: (token) =>
      gqlOutcome(TEAM, {}, token, (d) => {
        const c = d.viewer?.company;
        if (!c) return null;
        const ids = [...c.members.edges, ...c.invites.edges].map((e: any) => e.node.id);
        return [A.ownerGid, A.member.gid, A.inviteGid].some((id) => ids.includes(id)) ? 'sees A' : c.id === gid('Company', B.company.id) ? 'only B' : 'other';
      }),
    otherTenant: '"only B"',
    anonymous: 'null',
  },
  {
    name: "node(A's Company).brandColors",
    run: (token) =>
      gqlOutcome(
        `query ($id: ID!) { node(id: $id) { ... on Company { brandColors { topBarBackground } } } }`,
        { id: gid('Company', A.company.id) },
        token,
        (d) => d.node,
      ),
    otherTenant: 'null',
    anonymous: 'null',
  },
  ...[{ topBarBackground: '#000000' }, { reset: true }].map((input) => ({
    name: `updateBrandColors(${JSON.stringify(input)}) (acts on the caller's own company only)`,
    run: (token: string | null) =>
      gqlOutcome(
        `mutation ($input: UpdateBrandColorsInput!) { updateBrandColors(input: $input) { __typename ... on CompanyPayload { company { id } } } }`,
        { input },
        token,
        (d) => {
          const r = d.updateBrandColors;
          return r.__typename !== 'CompanyPayload' ? r : r.company.id === gid('Company', B.company.id) ? 'only B' : 'reached A';
        },
      ),
    otherTenant: '"only B"',
    anonymous: 'UnauthenticatedError',
  })),
  {
    name: "updateMemberRole(A's Member)",
    run: (token) => gqlOutcome(UPDATE_ROLE, { id: A.member.gid, role: 'VIEW_ONLY' }, token, (d) => d.updateMemberRole),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: "updateMemberRole(A's Owner)",
    run: (token) => gqlOutcome(UPDATE_ROLE, { id: A.ownerGid, role: 'OWNER' }, token, (d) => d.updateMemberRole),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: "removeMember(A's Member)",
    run: (token) => gqlOutcome(REMOVE, { id: A.member.gid }, token, (d) => d.removeMember),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: "removeMember(A's Owner)",
    run: (token) => gqlOutcome(REMOVE, { id: A.ownerGid }, token, (d) => d.removeMember),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: "revokeInvite(A's invite)",
    run: (token) => gqlOutcome(REVOKE, { id: A.inviteGid }, token, (d) => d.revokeInvite),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  },
  // The token is the secret here, not the tenant: holding A's link still needs the invited e-mail.
  {
    name: "acceptInvite(A's invite token)",
    run: (token) => gqlOutcome(ACCEPT, { token: A.inviteToken }, token, (d) => d.acceptInvite),
    otherTenant: 'ForbiddenError',
    anonymous: 'UnauthenticatedError',
  },
  {
    name: 'REST GET /team/members',
    run: async (token) => {
      const res = await t.rest('GET', '/team/members?limit=100', { token });
      if (res.status !== 200) return String(res.status);
      const ids: string[] = res.body.members.map((m: any) => m.id);
      return ids.includes(A.ownerMembershipId) || ids.includes(A.member.membership.id) ? 'sees A' : '200 only B';
    },
    otherTenant: '200 only B',
    anonymous: '401',
  },
  {
    name: "REST PUT /team/members/{A's Member}/update_role",
    run: restStatus('PUT', () => `/team/members/${A.member.membership.id}/update_role`, { role: 'View Only' }),
    otherTenant: '404',
    anonymous: '401',
  },
  {
    name: "REST PUT /team/members/{A's Owner}/update_role",
    run: restStatus('PUT', () => `/team/members/${A.ownerMembershipId}/update_role`, { role: 'Member' }),
    otherTenant: '404',
    anonymous: '401',
  },
  {
    name: "REST DELETE /team/members/{A's Member}",
    run: restStatus('DELETE', () => `/team/members/${A.member.membership.id}`),
    otherTenant: '404',
    anonymous: '401',
  },
  {
    name: "REST DELETE /team/members/{A's Owner}",
    run: restStatus('DELETE', () => `/team/members/${A.ownerMembershipId}`),
    otherTenant: '404',
    anonymous: '401',
  },
  ...learnerAccountProbes(),
  ...materialProbes(),
  ...walkthroughProbes(),
  ...uploadProbes(),
  ...domainProbes(),
  ...billingProbes(),
];

/** Billing (issue 11 §3): A's invoices and plan are never read by anyone else. */
function billingProbes(): Probe[] {
  let invoiceId: Promise<string> | null = null;
  const aInvoice = () =>
    (invoiceId ??= t.prisma.invoice
      .create({
        data: { companyId: A.company.id, number: `INV-A-${randomUUID()}`, amount: 2500, amountPaid: 2500, status: 'paid', planName: 'Business (monthly)' },
      })
      .then((i) => i.id));
  return [
    {
      name: "invoice(id: A's invoice)",
      run: async (token) => gqlOutcome(`query ($id: ID!) { invoice(id: $id) { id } }`, { id: await aInvoice() }, token, (d) => d.invoice),
      otherTenant: 'null',
      otherTenantToken: `errors: ${PEOPLE_ONLY}`,
      anonymous: 'errors: Not authorized to resolve Query.invoice',
    },
    {
      name: "REST GET /invoices/{A's id}",
      run: async (token) => String((await t.rest('GET', `/invoices/${await aInvoice()}`, { token })).status),
      otherTenant: '404',
      otherTenantToken: '403',
      anonymous: '401',
    },
    {
      name: "REST POST /billing/test_clock (acts on the caller's company only)",
      run: async (token) => {
        const before = JSON.stringify(await t.prisma.subscription.findUnique({ where: { companyId: A.company.id } }));
        const res = await t.rest('POST', '/billing/test_clock', { token, body: { advance_to: 'grace_end' } });
        const after = JSON.stringify(await t.prisma.subscription.findUnique({ where: { companyId: A.company.id } }));
        return after === before ? String(res.status) : `${res.status} (A's subscription changed)`;
      },
      otherTenant: '409',
      otherTenantToken: '403',
      anonymous: '401',
    },
    {
      name: "REST POST /billing/portal (the caller's own Stripe customer only)",
      run: async (token) => String((await t.rest('POST', '/billing/portal', { token })).status),
      otherTenant: '409',
      otherTenantToken: '403',
      anonymous: '401',
    },
    {
      name: 'REST GET /invoices',
      run: async (token) => {
        const id = await aInvoice();
        const res = await t.rest('GET', '/invoices', { token });
        return res.status !== 200 ? String(res.status) : res.body.some((i: { id: string }) => i.id === id) ? 'sees A' : '200 only B';
      },
      otherTenant: '200 only B',
      otherTenantToken: '403',
      anonymous: '401',
    },
  ];
}

/** Custom domains (issue 11): A's domain is never listed, changed, checked or deleted by anyone else. */
function domainProbes(): Probe[] {
  const snapshot = () => t.prisma.domain.findUniqueOrThrow({ where: { id: A.domain.id }, include: { signInDesign: true } }).then((d) => JSON.stringify(d));
  const unchanged =
    (run: Probe['run']): Probe['run'] =>
    async (token) => {
      const before = await snapshot();
      const outcome = await run(token);
      return (await snapshot()) === before ? outcome : `${outcome} (A's domain changed)`;
    };
  const id = () => gid('Domain', A.domain.id);
  const mutation = (field: string, input: string, vars: () => Record<string, unknown>): Probe => ({
    name: `${field}(A's domain)`,
    run: unchanged((token) => gqlOutcome(`mutation ($input: ${input}!) { ${field}(input: $input) { __typename } }`, { input: vars() }, token, (d) => d[field])),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  });
  const rest = (method: string, shown: string, path: () => string, body?: unknown): Probe => ({
    name: `REST ${method} ${shown}`,
    run: unchanged(restStatus(method, path, body)),
    otherTenant: '404',
    anonymous: '401',
  });
  return [
    mutation('updateDomain', 'UpdateDomainInput', () => ({ domainId: id(), domainName: 'hijack.example.com' })),
    mutation('verifyDomain', 'DomainIdInput', () => ({ domainId: id() })),
    mutation('deleteDomain', 'DomainIdInput', () => ({ domainId: id() })),
    {
      name: 'viewer.company.domains',
      run: unchanged((token) =>
        gqlOutcome(`query { viewer { company { domains { id } } } }`, {}, token, (d) =>
          d.viewer?.company ? (d.viewer.company.domains.some((x: { id: string }) => x.id === id()) ? 'sees A' : 'only B') : null,
        ),
      ),
      otherTenant: '"only B"',
      anonymous: 'null',
    },
    {
      name: 'REST GET /domains',
      run: unchanged(async (token) => {
        const res = await t.rest('GET', '/domains', { token });
        return res.status !== 200 ? String(res.status) : res.body.some((d: { id: string }) => d.id === A.domain.id) ? 'sees A' : '200 only B';
      }),
      otherTenant: '200 only B',
      anonymous: '401',
    },
    mutation('saveSignInDesign', 'SaveSignInDesignInput', () => ({ domainId: id(), headingText: 'Hacked', css: 'h1 { color: red }' })),
    rest('GET', "/domains/{A's id}/sign_in_page_design", () => `/domains/${A.domain.id}/sign_in_page_design`),
    rest('PUT', "/domains/{A's id}/sign_in_page_design", () => `/domains/${A.domain.id}/sign_in_page_design`, {
      details: JSON.stringify({ heading_text: 'Hacked' }),
    }),
    rest('PUT', "/domains/{A's id}", () => `/domains/${A.domain.id}`, { domain_name: 'hijack.example.com' }),
    rest('POST', "/domains/{A's id}/verify", () => `/domains/${A.domain.id}/verify`),
    rest('DELETE', "/domains/{A's id}", () => `/domains/${A.domain.id}`),
  ];
}

/**
 * The learner's own account: there is no id to aim at A's learner, so the probes check that A's
 * learners are untouched by anyone but A's learner itself, who changes only its own row.
 */
function learnerAccountProbes(): Probe[] {
  const learners = () => t.prisma.learner.findMany({ where: { companyId: A.company.id }, orderBy: { id: 'asc' } });
  const changedOnly =
    (run: Probe['run']): Probe['run'] =>
    async (token) => {
      const before = await learners();
      const outcome = await run(token);
      const after = await learners();
      const changed = after.filter((l, i) => JSON.stringify(l) !== JSON.stringify(before[i])).map((l) => (l.id === A.learnerId ? 'itself' : l.id));
      return changed.length ? `${outcome} (changed ${changed.join(', ')})` : outcome;
    };
  const form = () => {
    const f = new FormData();
    f.set('details', JSON.stringify({ id: A.learnerId, first_name: `Mallory ${randomUUID()}`, email: 'mallory@example.com' }));
    return f;
  };
  return [
    {
      name: "updateLearnerAccount (acts on the caller's own learner only)",
      run: changedOnly((token) =>
        gqlOutcome(
          'mutation ($input: UpdateLearnerAccountInput!) { updateLearnerAccount(input: $input) { __typename } }',
          { input: { firstName: `Mallory ${randomUUID()}` } },
          token,
          (d) => d.updateLearnerAccount,
        ),
      ),
      otherTenant: 'errors: Not authorized to resolve Mutation.updateLearnerAccount',
      anonymous: 'errors: Not authorized to resolve Mutation.updateLearnerAccount',
      ownLearner: 'UpdateLearnerAccountPayload (changed itself)',
    },
    {
      name: "REST PUT /hub/update_current_user (details naming A's learner)",
      run: changedOnly(async (token) => String((await t.rest('PUT', '/hub/update_current_user', { token, body: form() })).status)),
      otherTenant: '401',
      anonymous: '401',
      ownLearner: '200 (changed itself)',
    },
  ];
}

/** Materials: every read and write aimed at A's material; each also checks A's materials are unchanged. */
function materialProbes(): Probe[] {
  const unchanged =
    (run: Probe['run']): Probe['run'] =>
    async (token) => {
      const before = await materialsSnapshot(t, A.company.id);
      const outcome = await run(token);
      return JSON.stringify(await materialsSnapshot(t, A.company.id)) === JSON.stringify(before) ? outcome : `${outcome} (A's materials changed)`;
    };
  const id = () => mgid(A.material.id);
  const mutation = (name: string, query: string, field: string, input: () => Record<string, unknown>): Probe => ({
    name,
    run: unchanged((token) => gqlOutcome(query, { input: input() }, token, (d) => d[field])),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  });
  const rest = (method: string, shown: string, path: () => string, body?: unknown): Probe => ({
    name: `REST ${method} ${shown}`,
    run: unchanged(restStatus(method, path, body)),
    otherTenant: '404',
    anonymous: '401',
  });
  return [
    { name: "node(A's Material)", run: node(id), otherTenant: 'null', anonymous: 'null' },
    {
      name: "material(slug: A's slug)",
      run: (token) => gqlOutcome(MATERIAL_BY_SLUG, { slug: A.material.slug }, token, (d) => d.material),
      otherTenant: 'null',
      anonymous: 'null',
    },
    {
      name: "viewer.company.materials (search A's name)",
      run: (token) =>
        gqlOutcome(`query { viewer { company { materials(search: "A secret", first: 50) { totalCount edges { node { id } } } } } }`, {}, token, (d) => {
          const c = d.viewer?.company;
          return c ? (c.materials.edges.some((e: any) => e.node.id === id()) ? 'sees A' : `only B (${c.materials.totalCount})`) : null;
        }),
      otherTenant: '"only B (2)"', // B's world has its own materials of that name ("A secret", "A secret path")
      anonymous: 'null',
    },
    mutation("updateMaterialSettings(A's material)", UPDATE_MATERIAL, 'updateMaterialSettings', () => ({ materialId: id(), name: 'Hacked' })),
    mutation("setMaterialVisibility(A's material)", MATERIAL_VISIBILITY, 'setMaterialVisibility', () => ({ materialId: id(), visibility: 'PRIVATE' })),
    mutation("duplicateMaterial(A's material)", DUPLICATE_MATERIAL, 'duplicateMaterial', () => ({ materialId: id() })),
    mutation("setMaterialAccess(A's material)", MATERIAL_ACCESS, 'setMaterialAccess', () => ({ materialId: id(), emails: ['x@example.com'] })),
    mutation("deleteMaterial(A's material)", DELETE_MATERIAL, 'deleteMaterial', () => ({ materialId: id() })),
    rest('GET', "/learning_materials/{A's id}", () => `/learning_materials/${A.material.id}`),
    rest('PUT', "/learning_materials/{A's id}", () => `/learning_materials/${A.material.id}`, { name: 'Hacked' }),
    rest('PUT', "/learning_materials/{A's id}/visibility", () => `/learning_materials/${A.material.id}/visibility`, { visibility: 'private' }),
    rest('GET', "/learning_materials/{A's id}/access", () => `/learning_materials/${A.material.id}/access`),
    rest('PUT', "/learning_materials/{A's id}/access", () => `/learning_materials/${A.material.id}/access`, { emails: ['x@example.com'] }),
    rest('POST', "/learning_materials/{A's slug}/duplicate", () => `/learning_materials/${A.material.slug}/duplicate`),
    rest('DELETE', "/learning_materials/{A's slug}", () => `/learning_materials/${A.material.slug}`),
    rest('DELETE', "/learning_materials/{A's id}", () => `/learning_materials/${A.material.id}`),
    {
      name: 'REST GET /learning_materials',
      run: async (token) => {
        const res = await t.rest('GET', '/learning_materials', { token });
        return res.status !== 200 ? String(res.status) : res.body.some((m: any) => m.id === A.material.id) ? 'sees A' : '200 only B';
      },
      otherTenant: '200 only B',
      anonymous: '401',
    },
  ];
}

/**
 * Walkthrough editing: A's material gets a published, private revision once; nobody else may
 * read its content, save, publish or restore it, through GraphQL or REST.
 */
function walkthroughProbes(): Probe[] {
  let seeded: Promise<void> | undefined;
  const seed = () =>
    (seeded ??= (async () => {
      const m = A.material;
      await t.prisma.learningMaterial.update({
        where: { id: m.id },
        data: {
          visibility: 'PRIVATE',
          revision: 1,
          publishedData: sampleSteps(),
          publishedConfig: [],
          publishedRevision: 1,
          publishedAt: new Date(),
        },
      });
      await replaceDraftSteps(t.prisma, m.id, m.kind, sampleSteps());
      await t.prisma.materialRevision.create({ data: { companyId: A.company.id, materialId: m.id, revision: 1, number: 1, data: sampleSteps(), config: [] } });
      const learner = await t.prisma.learner.create({ data: { companyId: A.company.id, email: uniqueEmail('audience') } });
      await t.prisma.progress.create({ data: { companyId: A.company.id, learnerId: learner.id, materialId: m.id } });
    })());
  const snapshot = async () =>
    JSON.stringify([
      await t.prisma.learningMaterial.findMany({
        where: { companyId: A.company.id },
        orderBy: { id: 'asc' },
        select: { id: true, draftConfig: true, revision: true, publishedData: true, publishedRevision: true, publishedAt: true, updatedAt: true },
      }),
      await t.prisma.$queryRaw`SELECT s."materialId", s."stepId", s."position", s."data", s.xmin::text AS "version" FROM "MaterialDraftStep" s
        JOIN "LearningMaterial" m ON m."id" = s."materialId" WHERE m."companyId" = ${A.company.id}::uuid ORDER BY 1, 2`,
      await t.prisma.materialRevision.count({ where: { companyId: A.company.id } }),
    ]);
  const unchanged =
    (run: Probe['run']): Probe['run'] =>
    async (token) => {
      await seed();
      const before = await snapshot();
      const outcome = await run(token);
      return (await snapshot()) === before ? outcome : `${outcome} (A's walkthrough changed)`;
    };
  const id = () => mgid(A.material.id);
  const mutation = (name: string, query: string, field: string, input: () => Record<string, unknown>): Probe => ({
    name,
    run: unchanged((token) => gqlOutcome(query, { input: input() }, token, (d) => d[field])),
    otherTenant: 'NotFoundError',
    anonymous: 'UnauthenticatedError',
  });
  const rest = (method: string, shown: string, path: () => string, body?: unknown): Probe => ({
    name: `REST ${method} ${shown}`,
    run: unchanged(restStatus(method, path, body)),
    otherTenant: '404',
    anonymous: '401',
  });
  const listed = (path: string, sees: (body: any) => boolean): Probe => ({
    name: `REST GET ${path}`,
    run: unchanged(async (token) => {
      const res = await t.rest('GET', path, { token });
      return res.status !== 200 ? String(res.status) : sees(res.body) ? 'sees A' : '200 only B';
    }),
    otherTenant: '200 only B',
    anonymous: '401',
  });
  return [
    {
      name: "node(A's Material) draft, published copy, steps, config and revisions",
      run: unchanged((token) =>
        gqlOutcome(
          `query ($id: ID!) { node(id: $id) { ... on Material { draftData publishedData steps { stepId } publishedSteps { stepId } config { sectionId } revisions(first: 5) { edges { cursor } } } } }`,
          { id: id() },
          token,
          (d) => d.node,
        ),
      ),
      otherTenant: 'null',
      anonymous: 'null',
    },
    {
      name: "publishedWalkthrough(A's private walkthrough)",
      run: unchanged((token) => gqlOutcome(PUBLISHED_WALKTHROUGH, { c: A.company.slug, s: A.material.slug }, token, (d) => d.publishedWalkthrough)),
      otherTenant: 'null',
      anonymous: 'null',
    },
    {
      // By id, as a path's Walkthroughs element asks: the same walls (A's learner is not on its list).
      name: "publishedWalkthrough(id: A's private walkthrough)",
      run: unchanged((token) =>
        gqlOutcome(
          'query ($c: String!, $id: ID!) { publishedWalkthrough(companySlug: $c, id: $id) { slug } }',
          { c: A.company.slug, id: gid('Material', A.material.id) },
          token,
          (d) => d.publishedWalkthrough,
        ),
      ),
      otherTenant: 'null',
      anonymous: 'null',
    },
    {
      name: "hub(A).materials (A's private walkthrough is never listed)",
      run: (token) =>
        gqlOutcome('query ($c: String!) { hub(companySlug: $c) { materials { items { slug } } } }', { c: A.company.slug }, token, (d) =>
          d.hub.materials.items.some((m: { slug: string }) => m.slug === A.material.slug) ? 'listed' : 'not listed',
        ),
      otherTenant: '"not listed"',
      anonymous: '"not listed"',
    },
    mutation("saveMaterialDraft(A's material)", SAVE_DRAFT, 'saveMaterialDraft', () => ({ materialId: id(), baseRevision: 1, data: [], config: [] })),
    mutation("saveMaterialDraft(A's material, changes)", SAVE_DRAFT, 'saveMaterialDraft', () => ({
      materialId: id(),
      baseRevision: 1,
      changes: { steps: [{ ...sampleSteps()[0], title: 'B was here' }], order: [] },
    })),
    mutation("publishMaterial(A's material)", PUBLISH_MATERIAL, 'publishMaterial', () => ({ materialId: id() })),
    mutation("restoreMaterialRevision(A's material)", RESTORE_REVISION, 'restoreMaterialRevision', () => ({ materialId: id(), revision: 1, baseRevision: 1 })),
    rest('GET', "/walkthroughs/{A's id}", () => `/walkthroughs/${A.material.id}`),
    rest('GET', "/walkthroughs/{A's slug}", () => `/walkthroughs/${A.material.slug}`),
    rest('GET', "/walkthroughs/{A's id}/published_data", () => `/walkthroughs/${A.material.id}/published_data`),
    rest('PUT', "/walkthroughs/{A's id}", () => `/walkthroughs/${A.material.id}`, { data: [], config: [] }),
    rest('PUT', "/walkthroughs/{A's slug}", () => `/walkthroughs/${A.material.slug}`, { data: [], config: [], revision: 1 }),
    rest('PUT', "/walkthroughs/{A's id}/publish", () => `/walkthroughs/${A.material.id}/publish`),
    listed('/walkthroughs/search?by=aasm_state&keyword=published', (body) => body.some((m: any) => m.id === A.material.id)),
    // Paths: the typed steps and the REST path routes (A's path has a draft step from its fixture below).
    {
      name: "node(A's path) pathSteps and publishedPathSteps",
      run: unchanged((token) =>
        gqlOutcome(
          `query ($id: ID!) { node(id: $id) { ... on Material { pathSteps { stepId } publishedPathSteps { stepId } } } }`,
          { id: mgid(A.path.id) },
          token,
          (d) => d.node,
        ),
      ),
      otherTenant: 'null',
      anonymous: 'null',
    },
    mutation("saveMaterialDraft(A's path, changes)", SAVE_DRAFT, 'saveMaterialDraft', () => ({
      materialId: mgid(A.path.id),
      baseRevision: 0,
      changes: { steps: [{ id: 7, title: 'B was here', layers: [] }], order: [7] },
    })),
    rest('GET', "/paths/{A's slug}", () => `/paths/${A.path.slug}`),
    rest('GET', "/paths/{A's id}", () => `/paths/${A.path.id}`),
    rest('PUT', "/paths/{A's id}", () => `/paths/${A.path.id}`, { data: [{ id: 7, title: 'B was here', layers: [] }], config: [] }),
    rest('PUT', "/paths/{A's slug}/publish", () => `/paths/${A.path.slug}/publish`),
    listed('/learning_materials/audience', (body) => body.pagination.total_count > 0),
  ];
}

/** Material images and the library: A's material keeps its images, A's library its rows, whoever asks. */
function uploadProbes(): Probe[] {
  let seeded: Promise<string> | undefined;
  // Once: a cover on A's material and an image in A's library (returns the library image's uuid).
  const seed = () =>
    (seeded ??= (async () => {
      const upload = await t.prisma.upload.create({
        data: { companyId: A.company.id, key: 'AAAAAAAAAAAAAAAAAAAAAAAA.png', filename: 'a.png', contentType: 'image/png', size: 1, purpose: 'library' },
      });
      await t.prisma.learningMaterial.update({ where: { id: A.material.id }, data: { coverKey: upload.key } });
      return (await t.prisma.libraryImage.create({ data: { companyId: A.company.id, uploadId: upload.id, filename: 'a.png' } })).id;
    })());
  const snapshot = async () =>
    JSON.stringify([
      await t.prisma.learningMaterial.findMany({
        where: { companyId: A.company.id },
        orderBy: { id: 'asc' },
        select: { thumbnailKey: true, faviconKey: true, coverKey: true, logoKey: true },
      }),
      await t.prisma.libraryImage.findMany({ where: { companyId: A.company.id }, orderBy: { id: 'asc' } }),
      await t.prisma.upload.count({ where: { companyId: A.company.id } }),
    ]);
  const unchanged =
    (run: Probe['run']): Probe['run'] =>
    async (token) => {
      await seed();
      const before = await snapshot();
      const outcome = await run(token);
      return (await snapshot()) === before ? outcome : `${outcome} (A's images changed)`;
    };
  const png = () => {
    const f = new FormData();
    f.set('image', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: 'image/png' }), 'x.png');
    f.set('image_type', 'cover');
    return f;
  };
  const restForm =
    (path: () => string): Probe['run'] =>
    async (token) =>
      String((await t.rest('POST', path(), { token, body: png() })).status);
  const libraryGid = async () => gid('LibraryImage', await seed());
  return [
    {
      name: "node(A's LibraryImage)",
      run: unchanged(async (token) => gqlOutcome(`query ($id: ID!) { node(id: $id) { id } }`, { id: await libraryGid() }, token, (d) => d.node)),
      otherTenant: 'null',
      anonymous: 'null',
    },
    {
      name: "removeMaterialImage(A's material)",
      run: unchanged((token) =>
        gqlOutcome(
          `mutation ($input: RemoveMaterialImageInput!) { removeMaterialImage(input: $input) { __typename } }`,
          { input: { materialId: mgid(A.material.id), kind: 'COVER' } },
          token,
          (d) => d.removeMaterialImage,
        ),
      ),
      otherTenant: 'NotFoundError',
      anonymous: 'UnauthenticatedError',
    },
    {
      name: "deleteLibraryImage(A's image)",
      run: unchanged(async (token) =>
        gqlOutcome(
          `mutation ($input: DeleteLibraryImageInput!) { deleteLibraryImage(input: $input) { __typename } }`,
          { input: { libraryImageId: await libraryGid() } },
          token,
          (d) => d.deleteLibraryImage,
        ),
      ),
      otherTenant: 'NotFoundError',
      anonymous: 'UnauthenticatedError',
    },
    {
      name: 'viewer.company.libraryImages',
      run: unchanged((token) =>
        gqlOutcome(`query { viewer { company { libraryImages(first: 50) { totalCount } } } }`, {}, token, (d) => d.viewer?.company?.libraryImages.totalCount),
      ),
      otherTenant: '0',
      anonymous: 'null',
    },
    {
      name: "REST POST /uploads/learning_material/{A's slug}",
      run: unchanged(restForm(() => `/uploads/learning_material/${A.material.slug}`)),
      otherTenant: '404',
      anonymous: '401',
    },
    {
      name: "REST POST /uploads/learning_material/{A's id}",
      run: unchanged(restForm(() => `/uploads/learning_material/${A.material.id}`)),
      otherTenant: '404',
      anonymous: '401',
    },
    {
      name: "REST DELETE /learning_materials/{A's slug}/remove_attachment",
      run: unchanged(restStatus('DELETE', () => `/learning_materials/${A.material.slug}/remove_attachment`, { image_type: 'cover' })),
      otherTenant: '404',
      anonymous: '401',
    },
    {
      name: 'REST GET /library',
      run: unchanged(async (token) => {
        const res = await t.rest('GET', '/library', { token });
        return res.status !== 200 ? String(res.status) : `200 (${res.body.length})`;
      }),
      otherTenant: '200 (0)',
      anonymous: '401',
    },
  ];
}

describe('tenant isolation: nothing of company A reaches anyone else', () => {
  for (const probe of probes) {
    for (const caller of callers) {
      it(`${probe.name} as ${caller.name} → ${expected(probe, caller)}`, async () => {
        const before = await teamSnapshot(t, A.company.id);
        expect(await probe.run(caller.token())).toBe(expected(probe, caller));
        expect(await teamSnapshot(t, A.company.id)).toEqual(before);
      });
    }
  }

  it("the same probes by A's own Owner do reach A (the matrix tests scoping, not broken queries)", async () => {
    expect(await node(() => A.member.gid)(A.owner.token)).toBe(`{"id":"${A.member.gid}"}`);
    expect(await node(() => A.inviteGid)(A.owner.token)).toContain(A.inviteGid);
    expect(await restStatus('PUT', () => `/team/members/${A.member.membership.id}/update_role`, { role: 'Member' })(A.owner.token)).toBe('200');
    // A second invite, so revoking it leaves the world's invite for the probes above.
    const extra = await t.gql(INVITE, { input: { invites: [{ email: uniqueEmail('extra') }] } }, A.owner.token);
    const extraGid = extra.data.inviteTeamMembers.invites[0].id as string;
    expect(await gqlOutcome(REVOKE, { id: extraGid }, A.owner.token, (d) => d.revokeInvite)).toBe('RevokeInvitePayload');
    // Walkthrough rows: A's Owner reads A's private published walkthrough and its audience.
    expect(await restStatus('GET', () => `/walkthroughs/${A.material.id}/published_data`)(A.owner.token)).toBe('200');
    expect(await gqlOutcome(PUBLISHED_WALKTHROUGH, { c: A.company.slug, s: A.material.slug }, A.owner.token, (d) => d.publishedWalkthrough?.slug)).toBe(
      JSON.stringify(A.material.slug),
    );
    expect((await t.rest('GET', '/learning_materials/audience', { token: A.owner.token })).body.pagination.total_count).toBe(1);
    expect(await node(() => gid('AudienceLearner', A.learnerId))(A.owner.token)).toBe(`{"id":"${gid('AudienceLearner', A.learnerId)}"}`);
    expect(await restStatus('GET', () => `/audiences/${A.learnerId}/get_files`)(A.owner.token)).toBe('200');
    expect((await t.rest('GET', '/domains', { token: A.owner.token })).body.map((d: { id: string }) => d.id)).toContain(A.domain.id);
    // A's LRS: the statement is still there and not voided (B's voiding statement is B's own), and so is the state document.
    const lrs = { authorization: `Bearer ${A.apiToken.token}`, 'x-experience-api-version': '1.0.3' };
    expect((await t.fetch(`/xapi/statements?statementId=${A.xapi.statementId}`, { headers: lrs })).status).toBe(200);
    expect(await (await t.fetch(stateOfA(), { headers: lrs })).json()).toEqual({ page: 3 });
    expect(
      await xapi('GET', () => `/xapi/activities?activityId=${encodeURIComponent(A.xapi.activity)}`, { pick: (b) => String(b.includes('A secret activity')) })(
        A.apiToken.token,
      ),
    ).toBe('true');
    // A's forwarder and its dead letter are as they were.
    expect(await t.prisma.lrsForwarder.findUniqueOrThrow({ where: { id: A.lrsForwarder.id } })).toEqual(A.lrsForwarder);
    expect(await t.prisma.lrsForwardBatch.findUniqueOrThrow({ where: { id: A.deadLetter.id } })).toEqual(A.deadLetter);
    expect(await node(() => gid('LrsForwarder', A.lrsForwarder.id))(A.owner.token)).toBe(`{"id":"${gid('LrsForwarder', A.lrsForwarder.id)}"}`);
    // A's LTI platform is as it was, and A's Owner sees it.
    expect(await t.prisma.ltiPlatform.findUniqueOrThrow({ where: { id: A.ltiPlatform.id } })).toEqual(A.ltiPlatform);
    expect(await restStatus('GET', () => `/lti/platforms/${A.ltiPlatform.id}`)(A.owner.token)).toBe('200');
    // A's webhook endpoint and its delivery are as they were.
    expect(await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: A.webhook.id } })).toEqual(A.webhook);
    expect(await t.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: A.delivery.id } })).toEqual(A.delivery);
    expect(await t.prisma.webhookDelivery.count({ where: { endpointId: A.webhook.id } })).toBe(1);
    // A's Owner reads A's own audit log (so the probes above could have seen entries).
    await t.deps.audit.settle();
    expect(JSON.stringify((await t.rest('GET', '/audit_log?limit=100', { token: A.owner.token })).body)).toContain(A.owner.user.id);
    // A's token survived every probe above, and A's Owner sees it.
    expect(await node(() => A.apiToken.id)(A.owner.token)).toBe(`{"id":"${A.apiToken.id}"}`);
    expect(await gqlOutcome('{ viewer { company { id } } }', {}, A.apiToken.token, (d) => d.viewer.company.id)).toBe(
      JSON.stringify(gid('Company', A.company.id)),
    );
  });
});

describe('tenant isolation: teamChanged over graphql-ws', () => {
  let server: RunningServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startHttpServer(t.deps, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await server.close();
  });

  const SUBSCRIPTION = `subscription { teamChanged { change membership { id role } } }`;
  /** Subscribes with `token`; collects data events and errors. */
  function listen(token: string | null) {
    const client = createClient({
      url: `ws://127.0.0.1:${server.port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authToken: token } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    const seen = { data: [] as any[], errors: [] as unknown[], completed: false };
    client.subscribe(
      { query: SUBSCRIPTION },
      {
        next: (v) => (v.data ? seen.data.push(v.data.teamChanged) : seen.errors.push(v.errors)),
        error: (e) => seen.errors.push(e),
        complete: () => (seen.completed = true),
      },
    );
    return seen;
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** Repeats `act` until `done()` (the subscription is live), at most ~5 s. */
  async function untilLive(act: () => Promise<unknown>, done: () => boolean) {
    for (let i = 0; i < 25 && !done(); i++) {
      await act();
      for (let j = 0; j < 4 && !done(); j++) await sleep(50);
    }
    expect(done()).toBe(true);
  }
  const inviteIn = (w: World) => () => t.gql(INVITE, { input: { invites: [{ email: uniqueEmail('ws') }] } }, w.owner.token);

  it("B's subscriber receives none of A's changes while A's subscriber receives them", async () => {
    const a = listen(A.owner.token);
    const b = listen(B.owner.token);
    await untilLive(inviteIn(B), () => b.data.length > 0);
    await untilLive(inviteIn(A), () => a.data.length > 0);
    const bBefore = b.data.length;
    a.data.length = 0;

    const extra = await addMember(t, A.company.id, 'VIEW_ONLY');
    await t.gql(UPDATE_ROLE, { id: extra.gid, role: 'MEMBER' }, A.owner.token);
    // Events carry ids and are resolved on delivery: let the role change arrive before the
    // member is removed, or its membership would (rightly) resolve to null.
    for (let i = 0; i < 40 && a.data.length < 1; i++) await sleep(50);
    await t.gql(REMOVE, { id: extra.gid }, A.owner.token);
    for (let i = 0; i < 40 && a.data.length < 2; i++) await sleep(50);
    expect(a.data).toEqual([
      { change: 'ROLE_CHANGED', membership: { id: extra.gid, role: 'MEMBER' } },
      { change: 'REMOVED', membership: null },
    ]);
    await sleep(300);
    expect(b.data.length).toBe(bBefore);
    expect(b.data.every((e) => e.change === 'INVITED' && e.membership === null)).toBe(true);
    expect(b.errors).toEqual([]);
  });

  it("materialSaved on A's material: only A's subscriber hears A's saves", async () => {
    const SAVED = (token: string | null) => {
      const client = createClient({
        url: `ws://127.0.0.1:${server.port}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: token ? { authToken: token } : {},
        retryAttempts: 0,
      });
      clients.push(client);
      const seen = { data: [] as any[], errors: [] as unknown[] };
      client.subscribe(
        { query: MATERIAL_SAVED, variables: { id: mgid(A.material.id) } },
        { next: (v) => (v.data ? seen.data.push(v.data) : seen.errors.push(v.errors)), error: (e) => seen.errors.push(e), complete: () => {} },
      );
      return seen;
    };
    const own = SAVED(A.owner.token);
    const others = [SAVED(B.owner.token), SAVED(B.apiToken.token), SAVED(null), SAVED(`learner_${randomUUID()}`), SAVED(A.learnerToken)];
    for (let i = 0; i < 40 && others.some((x) => !x.errors.length); i++) await sleep(50);
    const current = {
      ...(await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: A.material.id }, select: { revision: true } })),
      draftData: await readDraft(t.prisma, A.material.id),
    };
    let revision = current.revision;
    // Save A's own draft again until A's subscriber hears it (its subscription is then live).
    await untilLive(
      async () => {
        const r = await t.gql(
          SAVE_DRAFT,
          { input: { materialId: mgid(A.material.id), baseRevision: revision, data: current.draftData, config: [] } },
          A.owner.token,
        );
        revision = r.data.saveMaterialDraft.revision ?? revision;
      },
      () => own.data.length > 0,
    );
    await sleep(300);
    for (const x of others) {
      expect(x.errors.length).toBeGreaterThan(0);
      expect(x.data).toEqual([]);
    }
  });

  it('no token, a random token and a learner token get an error and never an event', async () => {
    const anonymous = [listen(null), listen(`learner_${randomUUID()}`), listen(A.learnerToken)];
    for (let i = 0; i < 40 && anonymous.some((s) => !s.errors.length); i++) await sleep(50);
    await inviteIn(A)();
    await sleep(300);
    for (const s of anonymous) {
      expect(s.errors.length).toBeGreaterThan(0);
      expect(s.data).toEqual([]);
    }
  });
});

describe("tenant isolation: learner operations on A's published path", () => {
  let path: { id: string; slug: string };
  let bLearner: string;
  let aLearner: { id: string; token: string };
  beforeAll(async () => {
    path = await publishedMaterial(t, A.company.id, { visibility: 'PUBLIC' });
    bLearner = (await newLearner(t, B.company.id)).token;
    aLearner = await newLearner(t, A.company.id);
  });

  /** Everything a learner's write leaves behind for A's path. */
  const trail = async () => ({
    progress: await t.prisma.progress.count({ where: { materialId: path.id } }),
    answers: await t.prisma.learnerResponse.count({ where: { materialId: path.id } }),
    files: await t.prisma.learnerFile.count({ where: { materialId: path.id } }),
    scores: await t.prisma.satisfactionScore.count({ where: { materialId: path.id } }),
    events: await t.prisma.activityEvent.count({ where: { materialId: path.id } }),
    counters: await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: path.id }, select: { opens: true, uniqueVisits: true, completions: true } }),
  });

  const learnerCallers = [
    { name: "B's learner", token: () => bLearner },
    { name: "A's Owner (staff)", token: () => A.owner.token },
    { name: "B's Owner (staff)", token: () => B.owner.token },
    { name: 'no token', token: () => null },
    { name: 'a random token', token: () => `learner_${randomUUID()}` },
  ];
  const ops: [string, Parameters<typeof callLearnerOp>[1], () => Record<string, unknown>][] = [
    ['openMaterial (no visitorId)', 'open', () => ({ companySlug: A.company.slug, materialId: path.id })],
    ['saveCurrentStep', 'step', () => ({ materialId: path.id, currentStep: 2 })],
    ['completeStep', 'complete', () => ({ materialId: path.id, stepId: 1 })],
    ['completeMaterial', 'finish', () => ({ materialId: path.id })],
    ['recordStudyTime', 'time', () => ({ materialId: path.id, seconds: 30 })],
    ['answerQuestion', 'answer', () => ({ materialId: path.id, stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o4', answeredAt: LOCAL_TIME })],
    ['rateMaterial (no visitorId)', 'rate', () => ({ companySlug: A.company.slug, materialId: path.id, score: 'HAPPY' })],
  ];

  it('every GraphQL learner operation refuses every caller that is not a learner of A, and nothing changes', async () => {
    const before = await trail();
    for (const caller of learnerCallers) {
      for (const [name, op, input] of ops) {
        const r = await callLearnerOp(t, op, input(), caller.token());
        expect(['GraphQLError', 'NotFoundError', 'UnauthenticatedError', 'ForbiddenError'], `${name} by ${caller.name}: ${JSON.stringify(r)}`).toContain(
          r.__typename,
        );
      }
      const read = await t.gql('query ($id: ID!) { learnerProgress(materialId: $id) { status } }', { id: path.id }, caller.token());
      expect(read.data?.learnerProgress ?? null, `learnerProgress by ${caller.name}`).toBeNull();
      const view = await t.gql(
        'query ($c: String!, $s: String!) { hub(companySlug: $c) { material(slug: $s) { myProgress { status } } } }',
        { c: A.company.slug, s: path.slug },
        caller.token(),
      );
      expect(view.data?.hub?.material?.myProgress ?? null, `myProgress by ${caller.name}`).toBeNull();
    }
    expect(await trail()).toEqual(before);
    // A's own learner passes the same walls (the table is not refusing everyone).
    expect((await callLearnerOp(t, 'complete', { materialId: path.id, stepId: 1 }, aLearner.token)).__typename).toBe('LearnerProgressPayload');
  });

  it('every REST learner route refuses the same callers, and nothing changes', async () => {
    const before = await trail();
    const form = () => {
      const f = new FormData();
      f.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'x.png'));
      f.set('step_id', '3');
      f.set('element_id', 'fu');
      return f;
    };
    for (const caller of learnerCallers) {
      const token = caller.token();
      const statuses = [
        (await t.rest('GET', `/hub/fetch_response/${path.id}`, { token })).status,
        (await t.rest('POST', `/hub/save_response/${path.id}`, { token, body: { minutes: 5, response: [{ id: 1, completion: true }] } })).status,
        (await t.rest('POST', `/hub/save_material_step/${path.id}`, { token, body: { current_step: 2 } })).status,
        (await t.rest('POST', `/hub/save_file/${path.id}`, { token, body: form() })).status,
        (await t.rest('POST', `/hub/satisfaction/${path.id}`, { token, body: { score: 'happy' } })).status,
      ];
      for (const s of statuses) expect([401, 404], `${caller.name}: ${statuses}`).toContain(s);
    }
    expect(await trail()).toEqual(before);
  });
});

describe('tenant isolation: learnerActivity over graphql-ws', () => {
  let server: RunningServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startHttpServer(t.deps, 0, '127.0.0.1');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await server.close();
  });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  function listen(token: string | null, query = 'subscription { learnerActivity { type materialId learnerId } }') {
    const client = createClient({
      url: `ws://127.0.0.1:${server.port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authToken: token } : {},
      retryAttempts: 0,
    });
    clients.push(client);
    const seen = { data: [] as { type: string; materialId: string }[], errors: [] as unknown[] };
    client.subscribe(
      { query },
      {
        next: (v) => (v.data ? seen.data.push(Object.values(v.data)[0] as never) : seen.errors.push(v.errors)),
        error: (e) => seen.errors.push(e),
        complete: () => {},
      },
    );
    return seen;
  }

  it("A's staff hear A's learners after each commit; B's staff, learners and visitors hear nothing", async () => {
    const path = await publishedMaterial(t, A.company.id);
    const learner = await newLearner(t, A.company.id);
    const own = listen(A.owner.token);
    // A's API token (every scope) over graphql-ws hears A too; B's hears nothing.
    const ownToken = listen(A.apiToken.token);
    const others = [listen(B.owner.token), listen(B.apiToken.token), listen(null), listen(learner.token), listen(A.learnerToken)];
    // Complete steps until A's subscriber hears one (its subscription is then live).
    for (let stepId = 1; stepId <= 3 && own.data.length === 0; stepId++) {
      await callLearnerOp(t, 'complete', { materialId: path.id, stepId }, learner.token);
      for (let i = 0; i < 20 && own.data.length === 0; i++) await sleep(50);
    }
    expect(own.data[0]).toMatchObject({ type: 'STEP_COMPLETED', materialId: path.id });
    await sleep(300);
    expect(ownToken.data[0]).toMatchObject({ type: 'STEP_COMPLETED', materialId: path.id });
    for (const x of others) {
      expect(x.data).toEqual([]);
    }
    // A refused write publishes nothing: B's learner on A's path.
    const before = own.data.length;
    await callLearnerOp(t, 'complete', { materialId: path.id, stepId: 1 }, (await newLearner(t, B.company.id)).token);
    await sleep(300);
    expect(own.data.length).toBe(before);
  });

  it("dashboardLive: A's staff get A's figures pushed; B's staff, learners and visitors get nothing", async () => {
    const LIVE = 'subscription { dashboardLive(period: WEEK) { id totalUsers { value } } }';
    const path = await publishedMaterial(t, A.company.id);
    const learner = await newLearner(t, A.company.id);
    const own = listen(A.owner.token, LIVE);
    const others = [listen(B.owner.token, LIVE), listen(B.apiToken.token, LIVE), listen(null, LIVE), listen(learner.token, LIVE), listen(A.learnerToken, LIVE)];
    for (let i = 0; i < 40 && own.data.length === 0; i++) {
      await callLearnerOp(t, 'open', { companySlug: A.company.slug, materialId: path.id }, learner.token);
      for (let j = 0; j < 10 && own.data.length === 0; j++) await sleep(50);
    }
    expect(own.data[0]).toMatchObject({ id: `Dashboard:${A.company.id}:week` });
    await sleep(300);
    for (const x of others) expect(x.data).toEqual([]);
  });

  it('a subscriber who signs out hears no activity after the next check (at most ACTIVITY_RECHECK_MS later)', async () => {
    const { token } = await buildUser(t, { companyId: A.company.id, role: 'VIEW_ONLY' });
    const client = createClient({
      url: `ws://127.0.0.1:${server.port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: token },
      retryAttempts: 0,
    });
    clients.push(client);
    const heard: unknown[] = [];
    const ended = new Promise<void>((resolve) =>
      client.subscribe(
        { query: 'subscription { learnerActivity { type } }' },
        { next: (v) => heard.push(v), error: () => resolve(), complete: () => resolve() },
      ),
    );
    const path = await publishedMaterial(t, A.company.id);
    const learner = await newLearner(t, A.company.id);
    for (let i = 0; i < 50 && heard.length === 0; i++) {
      await callLearnerOp(t, 'open', { companySlug: A.company.slug, materialId: path.id }, learner.token);
      await sleep(50);
    }
    expect(heard.length).toBeGreaterThan(0);
    await t.gql('mutation { signOut { __typename } }', {}, token);
    await sleep(ACTIVITY_RECHECK_MS + 100);
    const before = heard.length;
    await callLearnerOp(t, 'open', { companySlug: A.company.slug, materialId: path.id }, learner.token);
    await ended;
    expect(heard.length).toBe(before);
  });
});

describe("tenant isolation: A's SCORM packages (issue 25)", () => {
  let pkg: { id: string; slug: string; scos: { id: number }[] };
  let privatePkg: { id: string; slug: string };
  let bLearner: string;
  let aLearner: { id: string; token: string };
  const zipForm = () => {
    const f = new FormData();
    const zip = packageZip(scorm12Manifest('Walls', [{ id: 'ONE', title: 'One', href: 'one.html' }]), ['one.html']);
    f.set('file', new File([new Uint8Array(zip)], 'walls.zip'));
    return f;
  };
  beforeAll(async () => {
    pkg = (await t.rest('POST', '/packages', { token: A.owner.token, body: zipForm() })).body;
    await t.rest('PUT', `/packages/${pkg.id}/publish`, { token: A.owner.token });
    privatePkg = (await t.rest('POST', '/packages', { token: A.owner.token, body: zipForm() })).body;
    await t.rest('PUT', `/packages/${privatePkg.id}/publish`, { token: A.owner.token });
    await t.prisma.learningMaterial.update({ where: { id: privatePkg.id }, data: { visibility: 'PRIVATE' } });
    bLearner = (await newLearner(t, B.company.id)).token;
    aLearner = await newLearner(t, A.company.id);
  });

  const trail = async () => ({
    draft: await readDraft(t.prisma, pkg.id),
    material: await t.prisma.learningMaterial.findUniqueOrThrow({
      where: { id: pkg.id },
      select: { revision: true, publishedRevision: true, completions: true },
    }),
    packages: await t.prisma.scormPackage.count({ where: { companyId: A.company.id } }),
    runtime: await t.prisma.packageRuntime.count({ where: { materialId: pkg.id } }),
    progress: await t.prisma.progress.count({ where: { materialId: pkg.id } }),
  });

  it('replace and publish by REST and GraphQL: 404 for another company (its Owner and its API token), 401 without a staff token', async () => {
    const before = await trail();
    for (const caller of callers) {
      const token = caller.token();
      const want = caller.kind === 'otherTenant' ? 404 : 401;
      expect((await t.rest('PUT', `/packages/${pkg.id}`, { token, body: zipForm() })).status, caller.name).toBe(want);
      expect((await t.rest('PUT', `/packages/${pkg.slug}/publish`, { token })).status, caller.name).toBe(want);
      const gql = await t.gql(
        'mutation ($input: ReplacePackageInput!) { replacePackage(input: $input) { __typename } }',
        { input: { materialId: mgid(pkg.id), file: null } },
        token,
      );
      expect(JSON.stringify(gql), caller.name).not.toContain('MaterialPayload');
      const items = await t.gql('query ($id: ID!) { node(id: $id) { ... on Material { packageItems { runtimeUrl } } } }', { id: mgid(pkg.id) }, token);
      expect(items.data?.node ?? null, caller.name).toBeNull();
    }
    expect(await trail()).toEqual(before);
  });

  it("learners of another company, staff and strangers cannot report into A's package or read its resume data", async () => {
    const before = await trail();
    const stepId = pkg.scos[0]!.id;
    const report = { completionStatus: 'completed', successStatus: 'passed', runtimeData: { cmi: { suspend_data: 'x' } } };
    for (const token of [bLearner, A.owner.token, B.owner.token, null, `learner_${randomUUID()}`]) {
      const r = await callLearnerOp(t, 'package', { materialId: pkg.id, stepId, report }, token);
      expect(['GraphQLError', 'NotFoundError', 'UnauthenticatedError', 'ForbiddenError']).toContain(r.__typename);
      const resume = await t.gql('query ($id: ID!) { packageResume(materialId: $id) { stepId } }', { id: pkg.id }, token);
      expect(resume.data?.packageResume ?? null).toBeNull();
    }
    expect(await trail()).toEqual(before);
    // A's learner passes the same wall.
    expect((await callLearnerOp(t, 'package', { materialId: pkg.id, stepId, report }, aLearner.token)).__typename).toBe('LearnerProgressPayload');
  });

  it("a private package's runtime address goes only to whom may open it, and a grant opens only its own package", async () => {
    const hubPackage = (token: string | null) =>
      t.gql(
        'query ($c: String!, $s: String!) { hub(companySlug: $c) { material(slug: $s) { gate package { items { runtimeUrl } } } } }',
        { c: A.company.slug, s: privatePkg.slug },
        token,
      );
    for (const token of [bLearner, B.owner.token, null]) {
      const r = await hubPackage(token);
      expect(r.data?.hub?.material?.package ?? null).toBeNull();
    }
    const own = await hubPackage(A.owner.token);
    const url = own.data.hub.material.package.items[0].runtimeUrl as string;
    expect(url).toMatch(/^http:\/\/packages\.test\/run\//);
    // The grant is signed for the private package: with another package's id in it, it opens nothing.
    const grant = new URL(url).pathname.split('/')[2]!;
    const [, expires, signature] = grant.split('.');
    const published = await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: pkg.id }, select: { publishedData: true } });
    const otherPackageId = (published.publishedData as { packageId: string }[])[0]!.packageId;
    const forged = `${otherPackageId}.${expires}.${signature}`;
    expect((await t.packageFetch(url)).status).toBe(200);
    expect((await t.packageFetch(`/run/${forged}/ONE`)).status).toBe(403);
  });
});

describe("tenant isolation: A's exports for an LMS (issue 25)", () => {
  let path: { id: string; slug: string };
  let packaged: { id: string };
  let linked: { id: string };
  beforeAll(async () => {
    path = await publishedMaterial(t, A.company.id);
    packaged = (await t.rest('POST', `/learning_materials/${path.id}/exports`, { token: A.owner.token, body: { format: 'scorm12', mode: 'packaged' } })).body;
    linked = (await t.rest('POST', `/learning_materials/${path.id}/exports`, { token: A.owner.token, body: { format: 'cmi5', mode: 'linked' } })).body;
  });
  const trail = async () => ({
    exports: await t.prisma.lmsExport.findMany({ where: { companyId: A.company.id }, select: { id: true, revokedAt: true }, orderBy: { id: 'asc' } }),
    learners: await t.prisma.learner.count({ where: { companyId: A.company.id } }),
  });

  it('export, list, read and revoke by REST and GraphQL: 404 for another company (its Owner and its API token), 401 without a staff token', async () => {
    const before = await trail();
    for (const caller of callers) {
      const token = caller.token();
      const want = caller.kind === 'otherTenant' ? 404 : 401;
      expect((await t.rest('POST', `/learning_materials/${path.id}/exports`, { token, body: { format: 'cmi5', mode: 'packaged' } })).status, caller.name).toBe(
        want,
      );
      expect((await t.rest('GET', `/learning_materials/${path.slug}/exports`, { token })).status, caller.name).toBe(want);
      expect((await t.rest('GET', `/exports/${packaged.id}`, { token })).status, caller.name).toBe(want);
      expect((await t.rest('DELETE', `/exports/${linked.id}`, { token })).status, caller.name).toBe(want);
      const made = await t.gql(
        'mutation ($input: ExportMaterialForLmsInput!) { exportMaterialForLms(input: $input) { __typename } }',
        { input: { materialId: mgid(path.id), format: 'SCORM12', mode: 'PACKAGED' } },
        token,
      );
      expect(made.data?.exportMaterialForLms?.__typename ?? 'GraphQLError', caller.name).not.toBe('LmsExport');
      const revoked = await t.gql(
        'mutation ($input: RevokeLmsExportInput!) { revokeLmsExport(input: $input) { __typename } }',
        { input: { id: linked.id } },
        token,
      );
      expect(revoked.data?.revokeLmsExport?.__typename ?? 'GraphQLError', caller.name).not.toBe('LmsExport');
      const listed = await t.gql('query ($id: ID!) { node(id: $id) { ... on Material { lmsExports { id downloadUrl } } } }', { id: mgid(path.id) }, token);
      expect(listed.data?.node ?? null, caller.name).toBeNull();
    }
    expect(await trail()).toEqual(before);
  });

  it("a download address signed for one export opens no other, and a linked launcher's token reaches only its own export", async () => {
    const own = (await t.rest('GET', `/learning_materials/${path.id}/exports`, { token: A.owner.token })).body.exports as { id: string }[];
    expect(own.map((e) => e.id).sort()).toEqual([packaged.id, linked.id].sort());
    const bPath = await publishedMaterial(t, B.company.id);
    const bExport = (await t.rest('POST', `/learning_materials/${bPath.id}/exports`, { token: B.owner.token, body: { format: 'scorm12', mode: 'packaged' } }))
      .body;
    await t.prisma.lmsExport.update({ where: { id: bExport.id }, data: { status: 'ready', storageKey: await t.deps.storage.put(new Uint8Array([1]), 'zip') } });
    const signed = new URL((await t.rest('GET', `/exports/${bExport.id}`, { token: B.owner.token })).body.download_url);
    expect((await t.fetch(signed.pathname + signed.search)).status).toBe(200);
    // B's signature on A's export id.
    expect((await t.fetch(`/api/v1/exports/${packaged.id}/download${signed.search}`)).status).toBe(403);
    // A linked token plays A's material only; another company's staff and learners gain nothing from it.
    const token = (await t.prisma.lmsExport.findUniqueOrThrow({ where: { id: linked.id }, select: { linkToken: true } })).linkToken!;
    const content = await t.fetch(`/api/v1/lms/${token}`);
    expect((await content.json()).name).toBe(path.slug);
    expect((await t.fetch(`/api/v1/lms/${token.slice(0, -1)}x`)).status).toBe(404);
  });

  it("another company's path cannot carry A's walkthrough into its export", async () => {
    const walkthrough = await publishedMaterial(t, A.company.id, {
      kind: 'WALKTHROUGH',
      data: [{ id: 1, name: 'Secret', title: 'A secret screen', description: '', altText: '', layers: [] }],
    });
    const steps = [
      {
        id: 1,
        title: 'One',
        description: '',
        dueDate: '',
        buttons: { complete: true },
        layers: [{ id: 'wt', type: 'walkthrough', source: mgid(walkthrough.id) }],
      },
    ];
    const bPath = await publishedMaterial(t, B.company.id, { data: steps });
    const made = (await t.rest('POST', `/learning_materials/${bPath.id}/exports`, { token: B.owner.token, body: { format: 'scorm12', mode: 'linked' } })).body;
    const token = (await t.prisma.lmsExport.findUniqueOrThrow({ where: { id: made.id }, select: { linkToken: true } })).linkToken!;
    const content = await (await t.fetch(`/api/v1/lms/${token}`)).json();
    expect(content.walkthroughs).toEqual({});
    expect(JSON.stringify(content)).not.toContain('A secret screen');
  });
});
