/**
 * LTI platforms in GraphQL (Settings → Integrations → LTI): the company's registrations as
 * nodes, our tool's addresses to copy, and the mutations that register and remove
 * (platforms.service.ts has the rules).
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { permittedCompanyId } from '../../graphql/tenancy.js';
import * as dynamic from './dynamic-registration.js';
import * as platforms from './platforms.service.js';

const ToolAddressesRef = builder.objectRef<ReturnType<typeof platforms.toolAddresses>>('LtiToolAddresses').implement({
  description: "Our tool's addresses, for the platform's admin to copy.",
  fields: (t) => ({
    loginUrl: t.exposeString('loginUrl', { description: 'OIDC login initiation (GET and POST).' }),
    launchUrl: t.exposeString('launchUrl', { description: 'The redirect URI and target link of launches.' }),
    deepLinkingUrl: t.exposeString('deepLinkingUrl', { description: 'Where deep-linking requests launch.' }),
    jwksUrl: t.exposeString('jwksUrl', { description: "Our public keys (the tool's JWKS)." }),
    registrationUrl: t.exposeString('registrationUrl', { description: 'LTI Dynamic Registration.' }),
  }),
});

builder.queryFields((t) => ({
  ltiToolAddresses: t.field({
    type: ToolAddressesRef,
    description: "Our tool's LTI addresses on this server (public: a platform's admin needs them before anything is registered).",
    resolve: (_root, _args, ctx) => platforms.toolAddresses(ctx.deps.config.publicUrl),
  }),
}));

const RegistrationUrlRef = builder.objectRef<{ url: string; expiresAt: Date }>('LtiRegistrationUrl').implement({
  description: "The address a platform's admin pastes into the platform for LTI Dynamic Registration.",
  fields: (t) => ({
    url: t.exposeString('url', { description: "Signed for the caller's company and the caller." }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  ltiRegistrationUrl: t.field({
    type: RegistrationUrlRef,
    authScopes: { permission: 'integrations.manage' },
    description: `A new LTI Dynamic Registration address for the caller's company (valid ${dynamic.REGISTRATION_DAYS} days).`,
    resolve: (_root, _args, ctx) => dynamic.registrationUrl(ctx.deps, ctx.actor),
  }),
}));

builder.prismaNode('LtiPlatform', {
  id: { field: 'id' },
  select: { id: true },
  authScopes: { permission: 'integrations.read' },
  findUnique: (id, ctx) => ({ id, companyId: permittedCompanyId(ctx, 'integrations.read') }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name'),
    issuer: t.exposeString('issuer', { description: 'The `iss` of its tokens.' }),
    clientId: t.exposeString('clientId', { description: 'The client id the platform gave our tool.' }),
    deploymentIds: t.exposeStringList('deploymentIds', { description: 'Deployments whose launches are accepted.' }),
    jwksUrl: t.exposeString('jwksUrl', { description: "The platform's public keys." }),
    authLoginUrl: t.exposeString('authLoginUrl', { description: "The platform's OIDC authorisation address." }),
    authTokenUrl: t.exposeString('authTokenUrl', { description: "The platform's OAuth 2 token address (grades, rosters)." }),
    registeredBy: t.exposeString('registeredBy', { description: 'manual, or dynamic (LTI Dynamic Registration).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Company', (t) => ({
  ltiPlatforms: t.relation('ltiPlatforms', {
    authScopes: { permission: 'integrations.read' },
    description: 'LTI 1.3 platforms, oldest first (Owners and Team Admins).',
    query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
}));

/** An LtiPlatform's global id → its uuid; anything else "" (the service says "not found"). */
function platformUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'LtiPlatform' ? id : '';
  } catch {
    return '';
  }
}

const PlatformPayload = builder.objectRef<{ id: string }>('RegisterLtiPlatformPayload').implement({
  fields: (t) => ({
    message: t.string({ resolve: () => 'Platform registered. Launches from it are accepted now.' }),
    platform: t.prismaField({
      type: 'LtiPlatform',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.ltiPlatform.findUniqueOrThrow({ ...query, where: { id: p.id } }),
    }),
  }),
});

const RemovePayload = builder.objectRef<{ id: string }>('RemoveLtiPlatformPayload').implement({
  fields: (t) => ({
    message: t.string({ resolve: () => platforms.PLATFORM_REMOVED }),
    removedPlatformId: t.id({
      description: "Global id of the removed platform (for Relay's @deleteEdge).",
      resolve: (p) => encodeGlobalID('LtiPlatform', p.id),
    }),
  }),
});

const RegisterInput = builder.inputType('RegisterLtiPlatformInput', {
  fields: (t) => ({
    name: t.string({ required: false, description: 'What staff call it; the issuer host when left out.' }),
    issuer: t.string({ required: true }),
    clientId: t.string({ required: true }),
    deploymentIds: t.stringList({ required: true }),
    jwksUrl: t.string({ required: true }),
    authLoginUrl: t.string({ required: true }),
    authTokenUrl: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  registerLtiPlatform: t.field({
    type: PlatformPayload,
    errors: { types: [...commonErrors] },
    description: 'Registers an LTI 1.3 platform by hand.',
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ id: (await platforms.registerPlatform(ctx.deps, ctx.actor, input)).id }),
  }),
  removeLtiPlatform: t.field({
    type: RemovePayload,
    errors: { types: [...commonErrors] },
    args: {
      input: t.arg({ type: builder.inputType('RemoveLtiPlatformInput', { fields: (f) => ({ platformId: f.id({ required: true }) }) }), required: true }),
    },
    resolve: async (_root, { input }, ctx) => ({ id: (await platforms.removePlatform(ctx.deps, ctx.actor, platformUuid(String(input.platformId)))).id }),
  }),
}));
