/** The Pothos builder and its plugins; nothing else lives here (types are in modules/). */
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import type { Permission } from '../auth/permissions.js';
import { actorCan } from '../auth/actor.js';
import { missingScope, missingScopeMessage } from '../auth/permissions.js';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { GraphQLContext } from './context.js';
import { PAGE_SIZE } from './query-cost.js';
import { decodeNodeGlobalID } from './tenancy.js';

/** The permission an authScopes failure was about, if it names one. */
function refusedPermission(failure: AuthFailure): Permission | null {
  if (failure.kind === 'AuthScope' && failure.scope === 'permission') return failure.parameter as Permission;
  if (failure.kind === 'AnyAuthScopes' || failure.kind === 'AllAuthScopes') {
    for (const f of failure.failures) {
      const found = refusedPermission(f);
      if (found) return found;
    }
  }
  return null;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    /** A signed-in company user (staff). */
    staff: boolean;
    /** A staff user acting for a company whose role grants the permission. */
    permission: Permission;
    /** A signed-in learner (never a staff token). */
    learner: boolean;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // Order matters: relay first so scopes see parsed global ids; errors before prisma so
  // `errors` works on prisma fields (plugin READMEs).
  defaultFieldNullability: false,
  plugins: [RelayPlugin, ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, ValidationPlugin],
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    decodeGlobalID: decodeNodeGlobalID,
  },
  scopeAuth: {
    authorizeOnSubscribe: true,
    // A person without the permission gets Pothos's refusal ("Not authorized to resolve …"); an API token is told which scope
    // it lacks, so the fix is plain (README "API tokens").
    unauthorizedError: (_parent, ctx, _info, result) => {
      const permission = ctx.actor?.token && refusedPermission(result.failure);
      const missing = permission && missingScope(ctx.actor!.token!.scopes, permission);
      return missing ? missingScopeMessage(missing) : result.message;
    },
    authScopes: (ctx) => ({
      staff: !!ctx.actor,
      permission: (permission) => actorCan(ctx.actor, permission),
      learner: !!ctx.learner,
    }),
  },
  errors: { directResult: true, defaultTypes: [] },
  prisma: {
    client: (ctx) => ctx.deps.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    // The query cost limit counts connections by these page sizes (query-cost.ts).
    defaultConnectionSize: PAGE_SIZE.default,
    maxConnectionSize: PAGE_SIZE.max,
    // Catches resolvers that forget to spread `query` (over-fetching); noisy for fields that
    // legitimately return null without a query, so only while debugging.
    onUnusedQuery: process.env.LOG_LEVEL === 'debug' ? 'warn' : null,
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
