/** GraphQL for the public hub: works signed out; a signed-in learner also sees their private materials. */
import { builder } from '../../graphql/builder.js';
import { NotFoundError } from '../../lib/errors.js';
import { currentHostCompany, designForDomain, type SignInDesignView } from '../domains/index.js';
import { MaterialKindEnum, MaterialVisibilityEnum } from '../materials/index.js';
import { PublishedPackageRef } from '../packages/index.js';
import { PublishedPathRef } from '../paths/index.js';
import { PublishedWalkthroughRef } from '../walkthroughs/index.js';
import { type HubCard, type HubCompany, hubCatalogue, hubCompany, HUB_TABS, type HubTab } from './hub-catalogue.service.js';
import { type HubMaterialView, hubMaterial } from './hub-material.service.js';

const HubTabEnum = builder.enumType('HubTab', {
  description: 'A hub tab: ALL every kind; KNOWLEDGE_BASES docs; PATHS and COURSES paths; PRODUCT_WALKTHROUGHS and PRODUCT_DEMOS walkthroughs; VIDEOS videos.',
  values: Object.keys(HUB_TABS) as HubTab[],
});

const HubMaterialRef = builder.objectRef<HubCard>('HubMaterial').implement({
  description: 'A published material on the hub (a card).',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The material's uuid (not a node id: the hub is not the staff graph)." }),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    kind: t.field({ type: MaterialKindEnum, resolve: (m) => m.kind }),
    visibility: t.field({ type: MaterialVisibilityEnum, resolve: (m) => m.visibility }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true }),
    firstStepBackgroundUrl: t.exposeString('firstStepBackgroundUrl', { nullable: true }),
  }),
});

const HubMaterialPageRef = builder.objectRef<{ items: HubCard[]; nextCursor: string | null }>('HubMaterialPage').implement({
  fields: (t) => ({
    items: t.field({ type: [HubMaterialRef], resolve: (p) => p.items }),
    nextCursor: t.exposeString('nextCursor', { nullable: true, description: 'Pass as `after` for the next page; null on the last.' }),
  }),
});

const HubGateEnum = builder.enumType('HubGate', {
  description:
    'What stands before a hub material: OPEN — nothing; GUEST_INFO — name and e-mail first (guestAccess); SIGN_IN — a Private material: sign in (magic link); NOT_SHARED — Private, and not shared with this learner.',
  values: ['OPEN', 'GUEST_INFO', 'SIGN_IN', 'NOT_SHARED'] as const,
});

export const HubMaterialViewRef = builder.objectRef<HubMaterialView>('HubMaterialView').implement({
  description: 'One published material on the hub, and its content when the caller may open it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The uuid (guestAccess takes it).' }),
    slug: t.exposeString('slug'),
    name: t.exposeString('name', {
      nullable: true,
      description: 'Null when the gate is SIGN_IN or NOT_SHARED: a Private material tells nothing of itself to whom may not open it.',
    }),
    description: t.exposeString('description', { nullable: true, description: 'Null when none, or when the gate is SIGN_IN or NOT_SHARED.' }),
    kind: t.field({ type: MaterialKindEnum, resolve: (m) => m.kind }),
    gate: t.field({ type: HubGateEnum, resolve: (m) => m.gate }),
    walkthrough: t.field({
      type: PublishedWalkthroughRef,
      nullable: true,
      description: 'A walkthrough, doc or video, when OPEN.',
      resolve: (m) => m.walkthrough,
    }),
    path: t.field({ type: PublishedPathRef, nullable: true, description: 'A path (without the answers), when OPEN.', resolve: (m) => m.path }),
    package: t.field({ type: PublishedPackageRef, nullable: true, description: 'A SCORM package, when OPEN.', resolve: (m) => m.package }),
  }),
});

export const HubRef = builder.objectRef<HubCompany>('Hub').implement({
  description: "A company's public learner hub.",
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { description: 'The current workspace name (the hub may have been opened by a former one).' }),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    topBarBackground: t.exposeString('topBarBackground', { nullable: true }),
    topBarText: t.exposeString('topBarText', { nullable: true }),
    material: t.field({
      type: HubMaterialViewRef,
      nullable: true,
      description: 'A published material of this hub by its slug; null when there is none.',
      args: { slug: t.arg.string({ required: true }) },
      resolve: (hub, { slug }, ctx) => hubMaterial(ctx.deps, ctx, hub, slug),
    }),
    materials: t.field({
      type: HubMaterialPageRef,
      args: {
        tab: t.arg({ type: HubTabEnum, required: false }),
        search: t.arg.string({ required: false, description: 'Name or description, any case; overrides the tab.' }),
        first: t.arg.int({ required: false, description: 'At most 100; 24 when left out.' }),
        after: t.arg.string({ required: false }),
      },
      resolve: (hub, args, ctx) => hubCatalogue(ctx.deps, ctx.learner, hub, args),
    }),
  }),
});

builder.queryFields((t) => ({
  hub: t.field({
    type: HubRef,
    nullable: true,
    description: "A company's hub by its workspace name (current or former); null when there is none. No sign-in needed.",
    args: { companySlug: t.arg.string({ required: true }) },
    resolve: (_root, { companySlug }, ctx) =>
      hubCompany(ctx.deps, companySlug).catch((err) => {
        if (err instanceof NotFoundError) return null;
        throw err;
      }),
  }),
}));

/** What learners' pages read on a custom domain (its sign-in design, the domains module's): the texts, the logo and where the CSS is. */
type HubDesign = SignInDesignView & { stylesheetUrl: string | null };

const HubSignInDesignRef = builder.objectRef<HubDesign>('HubSignInDesign').implement({
  fields: (t) => ({
    companyName: t.exposeString('companyName'),
    headingText: t.exposeString('headingText'),
    subHeadingText: t.exposeString('subHeadingText'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    stylesheetUrl: t.exposeString('stylesheetUrl', {
      nullable: true,
      description: 'The custom CSS as a stylesheet on this host (the page links it: no inline styles); null when there is none.',
    }),
  }),
});

builder.objectField(HubRef, 'signInDesign', (t) =>
  t.field({
    type: HubSignInDesignRef,
    nullable: true,
    description: "The design of the custom domain this request came in on; null on the app's own address.",
    resolve: async (hub, _args, ctx) => {
      const host = currentHostCompany();
      if (!host || host.companyId !== hub.id) return null;
      const design = await designForDomain(ctx.deps, host.domainId);
      const version = design.updatedAt ? design.updatedAt.getTime().toString(36) : '0';
      return { ...design, stylesheetUrl: design.css ? `/sign-in-design.css?v=${version}` : null };
    },
  }),
);
