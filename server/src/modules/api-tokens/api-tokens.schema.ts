/**
 * API tokens in GraphQL (Settings → API): the company's tokens, and the mutations that make,
 * rotate and revoke one. The secret is only in the payload of the mutation that made it.
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { callerCompanyId } from '../../graphql/tenancy.js';
import * as apiTokens from './api-tokens.service.js';

const ApiTokenStatusEnum = builder.enumType('ApiTokenStatus', {
  values: {
    ACTIVE: { description: 'Calls with it are served.' },
    EXPIRED: { description: 'Past its expiry: calls with it are refused.' },
    REVOKED: { description: 'Revoked (or rotated): calls with it are refused.' },
  } as const,
});

builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  select: { id: true },
  authScopes: { permission: 'apiTokens.manage' },
  findUnique: (id, ctx) => ({ id, companyId: callerCompanyId(ctx) }),
  nullable: true,
  description: 'A company API token (its secret is never readable again after it was made).',
  fields: (t) => ({
    name: t.exposeString('name'),
    scopes: t.exposeStringList('scopes', { description: 'Scope names, e.g. "materials:read".' }),
    lastFour: t.exposeString('lastFour', { description: 'The last four characters of the secret, to tell tokens apart: lh_…a1B2.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Null: valid until revoked.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Kept to the minute.' }),
    lastUsedIp: t.exposeString('lastUsedIp', { nullable: true, description: 'The address of the last call.' }),
    status: t.field({
      type: ApiTokenStatusEnum,
      select: { revokedAt: true, expiresAt: true },
      resolve: (row) => apiTokens.tokenStatus(row),
    }),
    createdBy: t.relation('createdBy', { description: 'Who made it (or rotated it last): the token never does more than their role allows.' }),
  }),
});

builder.prismaObjectFields('Company', (t) => ({
  apiTokens: t.relatedConnection('apiTokens', {
    cursor: 'id',
    totalCount: true,
    authScopes: { permission: 'apiTokens.manage' },
    description: 'API tokens, newest first, revoked and expired ones included (Owners and Team Admins).',
    query: () => ({ orderBy: apiTokens.API_TOKEN_ORDER }),
  }),
}));

/** An ApiToken's global id → its uuid; anything else becomes "" (the service says "not found"). */
function apiTokenUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'ApiToken' ? id : '';
  } catch {
    return '';
  }
}

const ApiTokenSecretPayload = builder.objectRef<{ id: string; token: string; expiresAt: Date | null }>('ApiTokenSecretPayload').implement({
  description: 'A token just made (or rotated) and its secret: shown this once.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'lh_…: send it as `Authorization: Bearer lh_…`. It cannot be read again.' }),
    apiToken: t.prismaField({
      type: 'ApiToken',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.apiToken.findUniqueOrThrow({ ...query, where: { id: p.id } }),
    }),
    warning: t.string({
      nullable: true,
      description: 'Set when the token has no expiry.',
      resolve: (p) => (p.expiresAt ? null : apiTokens.API_TOKEN_NO_EXPIRY_WARNING),
    }),
  }),
});

const RevokeApiTokenPayload = builder.objectRef<{ id: string }>('RevokeApiTokenPayload').implement({
  fields: (t) => ({
    message: t.string({ resolve: () => apiTokens.API_TOKEN_REVOKED }),
    apiToken: t.prismaField({
      type: 'ApiToken',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.apiToken.findUniqueOrThrow({ ...query, where: { id: p.id } }),
    }),
  }),
});

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'What it is for, e.g. "CRM sync" (1–100 characters).' }),
    scopes: t.stringList({ required: true, description: 'At least one scope name, e.g. ["materials:read", "analytics:read"].' }),
    expiresAt: t.field({ type: 'DateTime', required: false, description: 'Null or absent: no expiry (the payload then carries a warning).' }),
  }),
});
const ApiTokenIdInput = builder.inputType('ApiTokenIdInput', { fields: (t) => ({ apiTokenId: t.id({ required: true }) }) });

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: ApiTokenSecretPayload,
    errors: { types: [...commonErrors] },
    description: 'Makes an API token (Owners and Team Admins). The payload holds its secret: the only time it is shown.',
    args: { input: t.arg({ type: CreateApiTokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const made = await apiTokens.createApiToken(ctx.deps, ctx.actor, { name: input.name, scopes: input.scopes, expiresAt: input.expiresAt ?? null });
      return { id: made.apiToken.id, token: made.token, expiresAt: made.apiToken.expiresAt };
    },
  }),
  rotateApiToken: t.field({
    type: ApiTokenSecretPayload,
    errors: { types: [...commonErrors] },
    description: 'Revokes the secret at once and returns a new token with the same name, scopes and lifetime.',
    args: { input: t.arg({ type: ApiTokenIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const made = await apiTokens.rotateApiToken(ctx.deps, ctx.actor, apiTokenUuid(String(input.apiTokenId)));
      return { id: made.apiToken.id, token: made.token, expiresAt: made.apiToken.expiresAt };
    },
  }),
  revokeApiToken: t.field({
    type: RevokeApiTokenPayload,
    errors: { types: [...commonErrors] },
    description: 'Revokes a token at once; it stays listed as REVOKED.',
    args: { input: t.arg({ type: ApiTokenIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ id: (await apiTokens.revokeApiToken(ctx.deps, ctx.actor, apiTokenUuid(String(input.apiTokenId)))).id }),
  }),
}));
