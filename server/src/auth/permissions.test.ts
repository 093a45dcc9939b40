/**
 * Roles × operations, through the real GraphQL API. Each row is one operation with the outcome
 * the README's role table promises for each role; adding an operation is adding a row.
 */
import { API_SCOPE_NAMES, type ApiScope } from '@learnhub/content';
import { replaceDraftSteps } from '../modules/content/index.js';
import { makeApiToken } from '../modules/api-tokens/api-tokens.test-helpers.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../generated/prisma/enums.js';
import { addMember, gid, INVITE, REMOVE, REVOKE, TEAM, teamSnapshot, UPDATE_ROLE } from '../modules/team/team.test-helpers.js';
import { hashToken, newToken } from '../lib/tokens.js';
import {
  CREATE as CREATE_MATERIAL,
  DELETE as DELETE_MATERIAL,
  insertMaterial,
  LIST as MATERIALS,
  materialsSnapshot,
  mgid,
} from '../modules/materials/materials.test-helpers.js';
import { tinyPng } from '../modules/profile/upload-fixtures.js';
import { gqlUpload } from '../modules/uploads/uploads.test-helpers.js';
import {
  CONTENT as WALKTHROUGH_CONTENT,
  insertWalkthrough,
  PUBLISH as PUBLISH_MATERIAL,
  RESTORE as RESTORE_REVISION,
  sampleSteps,
  SAVE as SAVE_DRAFT,
} from '../modules/walkthroughs/walkthroughs.test-helpers.js';
import { buildCompany, uniqueEmail } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Outcome = 'allowed' | 'forbidden';
type Fixture = Awaited<ReturnType<typeof fixture>>;
type Operation = {
  name: string;
  /** Prepares the company before the "nothing changed" snapshot (e.g. something to reset). */
  setup?: (fx: Fixture) => Promise<unknown>;
  /** Runs the operation as `fx.actor`; returns the result's __typename. */
  run: (fx: Fixture) => Promise<string>;
  /** The __typename of success. */
  success: string;
  /** Whether success changes the company's team or settings (checked both ways). */
  mutates: boolean;
  expect: Record<Role, Outcome>;
  /** Audit entries it appends when allowed (README "Audit log"): 1 unless said (reads 0); none when refused. */
  audits?: number;
  /** The one API token scope it needs (README "API tokens"); null: any token of the company; 'people only': no token. */
  scope: ApiScope | null | 'people only';
};

/** A company with its Owner, a second Owner, a Member, pending Member and Owner invites, and the caller in `role`. */
async function fixture(role: Role) {
  const { company, owner } = await buildCompany(t);
  const owner2 = await addMember(t, company.id, 'OWNER');
  const member = await addMember(t, company.id, 'MEMBER');
  const actor = role === 'OWNER' ? owner : await addMember(t, company.id, role);
  const pendingInvite = async (inviteRole: Role) => {
    const data = {
      companyId: company.id,
      email: uniqueEmail('pending'),
      role: inviteRole,
      tokenHash: hashToken(newToken()),
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    return gid('Invite', (await t.prisma.invite.create({ data })).id);
  };
  return { company, owner2, member, actor, memberInvite: await pendingInvite('MEMBER'), ownerInvite: await pendingInvite('OWNER') };
}

const mutation = (query: string, field: string) => async (fx: Fixture, vars: Record<string, unknown>) => {
  const res = await t.gql(query, vars, fx.actor.token);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data[field].__typename as string;
};
const invite = mutation(INVITE, 'inviteTeamMembers');
const setRole = mutation(UPDATE_ROLE, 'updateMemberRole');
const remove = mutation(REMOVE, 'removeMember');
const revoke = mutation(REVOKE, 'revokeInvite');
const updateCompany = mutation(`mutation ($name: String) { updateCompany(input: { name: $name }) { __typename } }`, 'updateCompany');
const renameWorkspace = mutation(`mutation ($w: String!) { renameWorkspace(input: { workspaceName: $w }) { __typename } }`, 'renameWorkspace');
const updateBrandColors = mutation(`mutation ($input: UpdateBrandColorsInput!) { updateBrandColors(input: $input) { __typename } }`, 'updateBrandColors');

const owners: Record<Role, Outcome> = { OWNER: 'allowed', TEAM_ADMIN: 'forbidden', MEMBER: 'forbidden', VIEW_ONLY: 'forbidden' };
const managers: Record<Role, Outcome> = { OWNER: 'allowed', TEAM_ADMIN: 'allowed', MEMBER: 'forbidden', VIEW_ONLY: 'forbidden' };
const everyone: Record<Role, Outcome> = { OWNER: 'allowed', TEAM_ADMIN: 'allowed', MEMBER: 'allowed', VIEW_ONLY: 'allowed' };
const writers: Record<Role, Outcome> = { OWNER: 'allowed', TEAM_ADMIN: 'allowed', MEMBER: 'allowed', VIEW_ONLY: 'forbidden' };
/** Material rows leave the team alone (mutates: false); they check their own "changed / nothing changed" here. */
const materialOp = (query: string, field: string, vars: (fx: Fixture) => Promise<Record<string, unknown>>) => async (fx: Fixture) => {
  const input = await vars(fx);
  const before = await materialsSnapshot(t, fx.company.id);
  const typename = await mutation(query, field)(fx, input);
  const changed = JSON.stringify(await materialsSnapshot(t, fx.company.id)) !== JSON.stringify(before);
  return changed === (typename !== 'ForbiddenError') ? typename : `${typename} (materials changed: ${changed})`;
};

const operations: Operation[] = [
  {
    name: 'invite someone as Member',
    scope: 'team:write',
    success: 'InviteTeamMembersPayload',
    mutates: true,
    expect: managers,
    run: (fx) => invite(fx, { input: { invites: [{ email: uniqueEmail(), role: 'MEMBER' }] } }),
  },
  {
    name: 'invite someone as Team Admin',
    scope: 'team:write',
    success: 'InviteTeamMembersPayload',
    mutates: true,
    expect: managers,
    run: (fx) => invite(fx, { input: { invites: [{ email: uniqueEmail(), role: 'TEAM_ADMIN' }] } }),
  },
  {
    name: 'invite someone as Owner',
    scope: 'team:write',
    success: 'InviteTeamMembersPayload',
    mutates: true,
    expect: owners,
    run: (fx) => invite(fx, { input: { invites: [{ email: uniqueEmail(), role: 'OWNER' }] } }),
  },
  {
    name: "change a Member's role to View Only",
    scope: 'team:write',
    success: 'UpdateMemberRolePayload',
    mutates: true,
    expect: managers,
    run: (fx) => setRole(fx, { id: fx.member.gid, role: 'VIEW_ONLY' }),
  },
  {
    name: 'make a Member an Owner',
    scope: 'team:write',
    success: 'UpdateMemberRolePayload',
    mutates: true,
    expect: owners,
    run: (fx) => setRole(fx, { id: fx.member.gid, role: 'OWNER' }),
  },
  {
    name: "change an Owner's role",
    scope: 'team:write',
    success: 'UpdateMemberRolePayload',
    mutates: true,
    expect: owners,
    run: (fx) => setRole(fx, { id: fx.owner2.gid, role: 'MEMBER' }),
  },
  {
    name: 'remove a Member',
    scope: 'team:write',
    success: 'RemoveMemberPayload',
    mutates: true,
    expect: managers,
    run: (fx) => remove(fx, { id: fx.member.gid }),
  },
  {
    name: 'remove an Owner',
    scope: 'team:write',
    success: 'RemoveMemberPayload',
    mutates: true,
    expect: owners,
    run: (fx) => remove(fx, { id: fx.owner2.gid }),
  },
  {
    name: 'revoke a Member invitation',
    scope: 'team:write',
    success: 'RevokeInvitePayload',
    mutates: true,
    expect: managers,
    run: (fx) => revoke(fx, { id: fx.memberInvite }),
  },
  {
    name: 'revoke an Owner invitation',
    scope: 'team:write',
    success: 'RevokeInvitePayload',
    mutates: true,
    expect: owners,
    run: (fx) => revoke(fx, { id: fx.ownerInvite }),
  },
  {
    name: 'read the team (members and pending invites)',
    audits: 0,
    scope: 'team:read',
    success: 'Team',
    mutates: false,
    expect: everyone,
    run: async (fx) => {
      const res = await t.gql(TEAM, {}, fx.actor.token);
      const company = res.data?.viewer?.company;
      return !res.errors && company?.members.totalCount >= 3 && company.invites ? 'Team' : 'ForbiddenError';
    },
  },
  {
    name: "update the company's name",
    scope: 'team:write',
    success: 'CompanyPayload',
    mutates: true,
    expect: managers,
    run: (fx) => updateCompany(fx, { name: `Renamed ${Date.now()}` }),
  },
  {
    name: 'rename the workspace',
    scope: 'team:write',
    success: 'CompanyPayload',
    mutates: true,
    expect: managers,
    run: (fx) => renameWorkspace(fx, { w: `ws-${Date.now()}-${Math.floor(Math.random() * 1e6)}` }),
  },
  {
    name: 'change the brand colours',
    scope: 'team:write',
    success: 'CompanyPayload',
    mutates: true,
    expect: managers,
    run: (fx) => updateBrandColors(fx, { input: { topBarBackground: '#3A0CA3', topBarPrimary: '#F72585' } }),
  },
  {
    name: 'reset the brand colours',
    scope: 'team:write',
    success: 'CompanyPayload',
    mutates: true,
    expect: managers,
    setup: (fx) => t.prisma.company.update({ where: { id: fx.company.id }, data: { topBarBackground: '#000000' } }),
    run: (fx) => updateBrandColors(fx, { input: { reset: true } }),
  },
  {
    name: 'read the brand colours',
    audits: 0,
    scope: null,
    success: 'BrandColors',
    mutates: false,
    expect: everyone,
    run: async (fx) => {
      const res = await t.gql(`{ viewer { company { brandColors { __typename topBarBackground } } } }`, {}, fx.actor.token);
      return res.data?.viewer?.company?.brandColors?.topBarBackground === '#0B2545' ? 'BrandColors' : 'ForbiddenError';
    },
  },
  {
    name: 'create a material',
    scope: 'materials:write',
    success: 'MaterialPayload',
    mutates: false,
    expect: writers,
    run: materialOp(CREATE_MATERIAL, 'createMaterial', async () => ({ input: { name: 'Perm', kind: 'WALKTHROUGH' } })),
  },
  {
    name: 'delete a material',
    scope: 'materials:write',
    success: 'DeleteMaterialPayload',
    mutates: false,
    expect: writers,
    run: materialOp(DELETE_MATERIAL, 'deleteMaterial', async (fx) => ({ input: { materialId: mgid((await insertMaterial(t, fx.company.id)).id) } })),
  },
  {
    name: 'read the materials list and counts',
    audits: 0,
    scope: 'materials:read',
    success: 'Materials',
    mutates: false,
    expect: everyone,
    run: async (fx) => {
      await insertMaterial(t, fx.company.id);
      const res = await t.gql(MATERIALS, { first: 5 }, fx.actor.token);
      const c = res.data?.viewer?.company;
      return !res.errors && c?.materials.totalCount === 1 && c.materialCounts.walkthroughs === 1 ? 'Materials' : 'ForbiddenError';
    },
  },
  {
    name: 'save a walkthrough draft',
    scope: 'materials:write',
    success: 'SaveMaterialDraftPayload',
    mutates: false,
    expect: writers,
    run: materialOp(SAVE_DRAFT, 'saveMaterialDraft', async (fx) => ({
      input: { materialId: (await insertWalkthrough(t, fx.company.id)).gid, baseRevision: 0, data: sampleSteps(2), config: [] },
    })),
  },
  {
    name: 'save a walkthrough draft by changes',
    scope: 'materials:write',
    success: 'SaveMaterialDraftPayload',
    mutates: false,
    expect: writers,
    run: materialOp(SAVE_DRAFT, 'saveMaterialDraft', async (fx) => ({
      input: { materialId: (await insertWalkthrough(t, fx.company.id)).gid, baseRevision: 0, changes: { steps: [{ ...sampleSteps()[0], title: 'Changed' }] } },
    })),
  },
  {
    name: 'publish a walkthrough',
    scope: 'materials:write',
    success: 'PublishMaterialPayload',
    mutates: false,
    expect: writers,
    run: materialOp(PUBLISH_MATERIAL, 'publishMaterial', async (fx) => ({ input: { materialId: (await insertWalkthrough(t, fx.company.id)).gid } })),
  },
  {
    name: 'restore a published revision',
    scope: 'materials:write',
    success: 'SaveMaterialDraftPayload',
    mutates: false,
    expect: writers,
    run: materialOp(RESTORE_REVISION, 'restoreMaterialRevision', async (fx) => {
      const m = await insertWalkthrough(t, fx.company.id);
      await t.prisma.materialRevision.create({
        data: { companyId: fx.company.id, materialId: m.id, revision: 0, number: 1, data: sampleSteps(3), config: [] },
      });
      return { input: { materialId: m.gid, revision: 0, baseRevision: 0 } };
    }),
  },
  {
    name: 'save a path draft',
    scope: 'materials:write',
    success: 'SaveMaterialDraftPayload',
    mutates: false,
    expect: writers,
    run: materialOp(SAVE_DRAFT, 'saveMaterialDraft', async (fx) => ({
      input: {
        materialId: mgid((await insertMaterial(t, fx.company.id, { kind: 'PATH' })).id),
        baseRevision: 0,
        data: [
          {
            id: 9,
            title: 'One',
            layers: [
              { id: 'main', type: 'large_text', content: 'One' },
              { id: 'q', type: 'short_answer' },
            ],
          },
        ],
        config: [],
      },
    })),
  },
  {
    name: 'save and publish a path over REST (PUT /paths/{id}, PUT /paths/{slug}/publish)',
    audits: 2,
    scope: 'materials:write',
    success: 'Saved and published',
    mutates: false,
    expect: writers,
    run: async (fx) => {
      const p = await insertMaterial(t, fx.company.id, { kind: 'PATH' });
      const before = JSON.stringify(await materialsSnapshot(t, fx.company.id));
      const saved = await t.rest('PUT', `/paths/${p.id}`, { token: fx.actor.token, body: { data: [{ id: 9, title: 'One', layers: [] }], config: [] } });
      const published = await t.rest('PUT', `/paths/${p.slug}/publish`, { token: fx.actor.token });
      const changed = JSON.stringify(await materialsSnapshot(t, fx.company.id)) !== before;
      if (saved.status === 200 && published.status === 200 && changed) return 'Saved and published';
      if (saved.status === 403 && published.status === 403 && !changed) return 'ForbiddenError';
      return `${saved.status}/${published.status} (materials changed: ${changed})`;
    },
  },
  {
    name: "read a path's typed steps (GraphQL) and GET /paths/{slug}",
    audits: 0,
    scope: 'materials:read',
    success: 'PathContent',
    mutates: false,
    expect: everyone,
    run: async (fx) => {
      const p = await insertMaterial(t, fx.company.id, { kind: 'PATH' });
      await replaceDraftSteps(t.prisma, p.id, 'PATH', [{ id: 9, title: 'One', layers: [{ id: 'main', type: 'large_text', content: 'One' }] }]);
      const res = await t.gql(
        `query ($id: ID!) { node(id: $id) { ... on Material { pathSteps { stepId elements { elementId } } } } }`,
        { id: mgid(p.id) },
        fx.actor.token,
      );
      const byRest = await t.rest('GET', `/paths/${p.slug}`, { token: fx.actor.token });
      return !res.errors && res.data?.node?.pathSteps[0]?.elements.length === 1 && byRest.status === 200 ? 'PathContent' : 'ForbiddenError';
    },
  },
  {
    name: "read a walkthrough's steps, config and revisions",
    audits: 0,
    scope: 'materials:read',
    success: 'WalkthroughContent',
    mutates: false,
    expect: everyone,
    run: async (fx) => {
      const m = await insertWalkthrough(t, fx.company.id);
      const res = await t.gql(WALKTHROUGH_CONTENT, { id: m.gid }, fx.actor.token);
      return !res.errors && res.data?.node?.steps.length === 1 && res.data.node.config.length === 3 ? 'WalkthroughContent' : 'ForbiddenError';
    },
  },
];

/** Image rows: the material's image keys and the library rows must change exactly when allowed. */
const imagesSnapshot = async (companyId: string) =>
  JSON.stringify([
    await t.prisma.learningMaterial.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { thumbnailKey: true, coverKey: true } }),
    await t.prisma.libraryImage.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true } }),
  ]);
const imageOp = (work: (fx: Fixture) => Promise<string>) => async (fx: Fixture) => {
  const before = await imagesSnapshot(fx.company.id);
  const typename = await work(fx);
  const changed = (await imagesSnapshot(fx.company.id)) !== before;
  return changed === (typename !== 'ForbiddenError') ? typename : `${typename} (images changed: ${changed})`;
};
const UPLOAD_MATERIAL_IMAGE = `mutation ($input: UploadMaterialImageInput!) { uploadMaterialImage(input: $input) { __typename } }`;
const UPLOAD_LIBRARY_IMAGE = `mutation ($input: UploadLibraryImageInput!) { uploadLibraryImage(input: $input) { __typename } }`;
const insertLibraryImage = async (companyId: string) => {
  const upload = await t.prisma.upload.create({
    data: {
      companyId,
      key: `${newToken()
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 24)}.png`,
      filename: 'x.png',
      contentType: 'image/png',
      size: 1,
      purpose: 'library',
    },
  });
  return t.prisma.libraryImage.create({ data: { companyId, uploadId: upload.id, filename: 'x.png' } });
};
operations.push(
  {
    name: 'upload a material image',
    scope: 'materials:write',
    success: 'MaterialPayload',
    mutates: false,
    expect: writers,
    run: async (fx) => {
      const m = await insertMaterial(t, fx.company.id);
      return imageOp(
        async () =>
          (await gqlUpload(t, UPLOAD_MATERIAL_IMAGE, { materialId: mgid(m.id), kind: 'THUMBNAIL' }, tinyPng(), fx.actor.token)).body.data.uploadMaterialImage
            .__typename,
      )(fx);
    },
  },
  {
    name: 'remove a material image',
    scope: 'materials:write',
    success: 'MaterialPayload',
    mutates: false,
    expect: writers,
    run: async (fx) => {
      const m = await insertMaterial(t, fx.company.id);
      await t.prisma.learningMaterial.update({ where: { id: m.id }, data: { coverKey: 'permissionsTestCoverKey12.png' } });
      return imageOp(
        mutation(`mutation ($id: ID!) { removeMaterialImage(input: { materialId: $id, kind: COVER }) { __typename } }`, 'removeMaterialImage').bind(null, fx, {
          id: mgid(m.id),
        }),
      )(fx);
    },
  },
  {
    name: 'add a library image',
    scope: 'materials:write',
    success: 'LibraryImagePayload',
    mutates: false,
    expect: writers,
    run: imageOp(async (fx) => (await gqlUpload(t, UPLOAD_LIBRARY_IMAGE, {}, tinyPng(), fx.actor.token)).body.data.uploadLibraryImage.__typename),
  },
  {
    name: 'delete a library image',
    scope: 'materials:write',
    success: 'DeleteLibraryImagePayload',
    mutates: false,
    expect: writers,
    run: async (fx) => {
      const row = await insertLibraryImage(fx.company.id);
      return imageOp(
        mutation(`mutation ($id: ID!) { deleteLibraryImage(input: { libraryImageId: $id }) { __typename } }`, 'deleteLibraryImage').bind(null, fx, {
          id: gid('LibraryImage', row.id),
        }),
      )(fx);
    },
  },
  {
    name: 'read the image library',
    audits: 0,
    scope: 'materials:read',
    success: 'LibraryImages',
    mutates: false,
    expect: everyone,
    run: async (fx) => {
      await insertLibraryImage(fx.company.id);
      const res = await t.gql(`{ viewer { company { libraryImages(first: 5) { totalCount } } } }`, {}, fx.actor.token);
      return !res.errors && res.data?.viewer?.company?.libraryImages.totalCount === 1 ? 'LibraryImages' : 'ForbiddenError';
    },
  },
);

/** Webhook endpoints and API tokens: their rows must change exactly when allowed. */
const integrationsSnapshot = async (companyId: string) =>
  JSON.stringify([
    await t.prisma.webhookEndpoint.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true, url: true, enabled: true } }),
    await t.prisma.apiToken.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true, revokedAt: true } }),
    await t.prisma.ltiPlatform.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true } }),
    await t.prisma.lrsForwarder.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true } }),
    await t.prisma.lrsForwardBatch.findMany({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true, status: true } }),
  ]);
const integrationOp = (work: (fx: Fixture) => Promise<string>) => async (fx: Fixture) => {
  const before = await integrationsSnapshot(fx.company.id);
  const typename = await work(fx);
  const changed = (await integrationsSnapshot(fx.company.id)) !== before;
  return changed === (typename !== 'ForbiddenError') ? typename : `${typename} (integrations changed: ${changed})`;
};
/** A public address given as an IP literal: no DNS needed, and not a private one. */
const PUBLIC_HOOK = 'https://93.184.216.34/hooks';
const insertEndpoint = (companyId: string) =>
  t.prisma.webhookEndpoint.create({ data: { companyId, url: PUBLIC_HOOK, events: ['material.published'], secret: 'whsec_dGVzdA==' } });
operations.push(
  {
    name: 'add a webhook endpoint',
    scope: 'webhooks:write',
    success: 'WebhookEndpointPayload',
    mutates: false,
    expect: managers,
    run: integrationOp((fx) =>
      mutation(`mutation ($input: AddWebhookEndpointInput!) { addWebhookEndpoint(input: $input) { __typename } }`, 'addWebhookEndpoint')(fx, {
        input: { url: PUBLIC_HOOK, events: ['material.published'] },
      }),
    ),
  },
  {
    name: 'switch a webhook endpoint off',
    scope: 'webhooks:write',
    success: 'WebhookEndpointPayload',
    mutates: false,
    expect: managers,
    run: async (fx) => {
      const e = await insertEndpoint(fx.company.id);
      return integrationOp((f) =>
        mutation(`mutation ($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { __typename } }`, 'updateWebhookEndpoint')(f, {
          input: { endpointId: gid('WebhookEndpoint', e.id), enabled: false },
        }),
      )(fx);
    },
  },
  {
    name: 'read webhook endpoints',
    audits: 0,
    scope: 'webhooks:read',
    success: 'WebhookEndpoints',
    mutates: false,
    expect: managers,
    run: async (fx) => {
      await insertEndpoint(fx.company.id);
      const res = await t.gql(`{ viewer { company { webhookEndpoints { url } } } }`, {}, fx.actor.token);
      return !res.errors && res.data?.viewer?.company?.webhookEndpoints.length === 1 ? 'WebhookEndpoints' : 'ForbiddenError';
    },
  },
  {
    name: 'register an LTI platform',
    scope: 'integrations:write',
    success: 'RegisterLtiPlatformPayload',
    mutates: false,
    expect: managers,
    run: integrationOp((fx) =>
      mutation(`mutation ($input: RegisterLtiPlatformInput!) { registerLtiPlatform(input: $input) { __typename } }`, 'registerLtiPlatform')(fx, {
        input: {
          issuer: `https://lms-${fx.company.id}.example.com`,
          clientId: `c-${Math.random().toString(36).slice(2)}`,
          deploymentIds: ['d1'],
          jwksUrl: 'https://93.184.216.34/jwks',
          authLoginUrl: 'https://93.184.216.34/auth',
          authTokenUrl: 'https://93.184.216.34/token',
        },
      }),
    ),
  },
  {
    name: 'remove an LTI platform',
    scope: 'integrations:write',
    success: 'RemoveLtiPlatformPayload',
    mutates: false,
    expect: managers,
    run: async (fx) => {
      const p = await t.prisma.ltiPlatform.create({
        data: {
          companyId: fx.company.id,
          name: 'LMS',
          issuer: `https://lms-${Math.random().toString(36).slice(2)}.example.com`,
          clientId: 'c',
          deploymentIds: ['d1'],
          jwksUrl: 'https://93.184.216.34/jwks',
          authLoginUrl: 'https://93.184.216.34/auth',
          authTokenUrl: 'https://93.184.216.34/token',
        },
      });
      return integrationOp((f) =>
        mutation(`mutation ($input: RemoveLtiPlatformInput!) { removeLtiPlatform(input: $input) { __typename } }`, 'removeLtiPlatform')(f, {
          input: { platformId: gid('LtiPlatform', p.id) },
        }),
      )(fx);
    },
  },
  {
    name: 'read LTI platforms',
    audits: 0,
    scope: 'integrations:read',
    success: 'LtiPlatforms',
    mutates: false,
    expect: managers,
    run: async (fx) => {
      const res = await t.gql(`{ viewer { company { ltiPlatforms { issuer } } } }`, {}, fx.actor.token);
      return !res.errors && Array.isArray(res.data?.viewer?.company?.ltiPlatforms) ? 'LtiPlatforms' : 'ForbiddenError';
    },
  },
  {
    name: 'add an LRS forwarder',
    scope: 'integrations:write',
    success: 'AddLrsForwarderPayload',
    mutates: false,
    expect: managers,
    run: integrationOp((fx) =>
      mutation(`mutation ($input: AddLrsForwarderInput!) { addLrsForwarder(input: $input) { __typename } }`, 'addLrsForwarder')(fx, {
        input: { url: 'https://93.184.216.34/xapi', username: 'key', password: 'secret' },
      }),
    ),
  },
  {
    name: 'replay an LRS forwarder’s dead letters',
    scope: 'integrations:write',
    success: 'ReplayLrsDeadLettersPayload',
    mutates: false,
    expect: managers,
    run: async (fx) => {
      const f = await t.prisma.lrsForwarder.create({
        data: { companyId: fx.company.id, name: 'LRS', url: 'https://93.184.216.34/xapi', username: 'k', password: 's' },
      });
      await t.prisma.lrsForwardBatch.create({ data: { companyId: fx.company.id, forwarderId: f.id, outboxEventId: 0n, statementIds: [], status: 'FAILED' } });
      return integrationOp((x) =>
        mutation(`mutation ($input: ReplayLrsDeadLettersInput!) { replayLrsDeadLetters(input: $input) { __typename } }`, 'replayLrsDeadLetters')(x, {
          input: { forwarderId: gid('LrsForwarder', f.id) },
        }),
      )(fx);
    },
  },
  {
    name: 'remove an LRS forwarder',
    scope: 'integrations:write',
    success: 'RemoveLrsForwarderPayload',
    mutates: false,
    expect: managers,
    run: async (fx) => {
      const f = await t.prisma.lrsForwarder.create({
        data: { companyId: fx.company.id, name: 'LRS', url: 'https://93.184.216.34/xapi', username: 'k', password: 's' },
      });
      return integrationOp((x) =>
        mutation(`mutation ($input: RemoveLrsForwarderInput!) { removeLrsForwarder(input: $input) { __typename } }`, 'removeLrsForwarder')(x, {
          input: { forwarderId: gid('LrsForwarder', f.id) },
        }),
      )(fx);
    },
  },
  {
    name: 'read LRS forwarders',
    audits: 0,
    scope: 'integrations:read',
    success: 'LrsForwarders',
    mutates: false,
    expect: managers,
    run: async (fx) => {
      const res = await t.gql(`{ viewer { company { lrsForwarders { url deadLetters { id } } } } }`, {}, fx.actor.token);
      return !res.errors && Array.isArray(res.data?.viewer?.company?.lrsForwarders) ? 'LrsForwarders' : 'ForbiddenError';
    },
  },
  {
    name: 'make an API token',
    scope: 'people only',
    success: 'ApiTokenSecretPayload',
    mutates: false,
    expect: managers,
    run: integrationOp((fx) =>
      mutation(`mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { __typename } }`, 'createApiToken')(fx, {
        input: { name: 'Matrix', scopes: ['materials:read'] },
      }),
    ),
  },
);

const roles: Role[] = ['OWNER', 'TEAM_ADMIN', 'MEMBER', 'VIEW_ONLY'];
const cases = operations.flatMap((op) => roles.map((role) => ({ op, role, outcome: op.expect[role] })));

/**
 * Runs the operation as `fx.actor` and checks the outcome: the result, the audit entries it
 * appended (its count when allowed, none when refused), and the team changed exactly when allowed.
 */
async function runAndCheck(op: Operation, fx: Fixture, outcome: Outcome) {
  await op.setup?.(fx);
  const before = await teamSnapshot(t, fx.company.id);
  await t.deps.audit.settle();
  const audited = await t.prisma.auditEntry.count({ where: { companyId: fx.company.id } });
  const typename = await op.run(fx);
  expect(typename).toBe(outcome === 'allowed' ? op.success : 'ForbiddenError');
  await t.deps.audit.settle();
  expect(await t.prisma.auditEntry.count({ where: { companyId: fx.company.id } })).toBe(audited + (outcome === 'allowed' ? (op.audits ?? 1) : 0));
  const after = await teamSnapshot(t, fx.company.id);
  if (outcome === 'allowed' && op.mutates) expect(after).not.toEqual(before);
  else expect(after).toEqual(before);
}

/**
 * The token column: an Owner's API token with exactly the operation's scope may do it; with
 * every other scope but that one it may not (and changes nothing). A token acts with its
 * creator's role, so these rows are the Owner's, narrowed by scopes.
 */
const tokenCases = operations.flatMap((op) =>
  op.scope === 'people only'
    ? [{ op, label: 'every scope', scopes: [...API_SCOPE_NAMES], outcome: 'forbidden' as Outcome }]
    : op.scope === null
      ? [{ op, label: 'an unrelated scope', scopes: ['webhooks:read'], outcome: 'allowed' as Outcome }]
      : [
          { op, label: `only ${op.scope}`, scopes: [op.scope], outcome: 'allowed' as Outcome },
          { op, label: `every scope but ${op.scope}`, scopes: API_SCOPE_NAMES.filter((s) => s !== op.scope), outcome: 'forbidden' as Outcome },
        ],
);

describe('API tokens × operations', () => {
  for (const { op, label, scopes, outcome } of tokenCases)
    it(`an Owner's token with ${label}: ${op.name} is ${outcome}`, async () => {
      expect(op.expect.OWNER).toBe('allowed');
      const fx = await fixture('OWNER');
      const made = await makeApiToken(t, fx.actor.token, scopes);
      fx.actor = { ...fx.actor, token: made.token };
      await runAndCheck(op, fx, outcome);
    });
});

describe('roles × operations', () => {
  for (const { op, role, outcome } of cases)
    it(`${role}: ${op.name} is ${outcome}`, async () => {
      const fx = await fixture(role);
      await runAndCheck(op, fx, outcome);
    });
});
