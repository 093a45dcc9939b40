/**
 * The sign-in experience design in GraphQL: read and saved per domain by staff
 * (`Domain.signInDesign`, `saveSignInDesign`), read by learners' pages on that domain
 * (`Hub.signInDesign`, null on the app's own address).
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import { HubRef } from '../hub/hub.schema.js';
import type { CssRemoval } from './css-sanitizer.js';
import { currentHostCompany } from './host-routing.js';
import { DESIGN_LIMITS, designForDomain, saveSignInDesign, type SignInDesignView } from './sign-in-design.service.js';

const SignInDesignRef = builder.objectRef<SignInDesignView>('SignInDesign').implement({
  description: "A domain's sign-in page design; empty texts and no logo until one is saved.",
  fields: (t) => ({
    companyName: t.exposeString('companyName'),
    headingText: t.exposeString('headingText', { description: 'Replaces "Looks like you need a new link" when set.' }),
    subHeadingText: t.exposeString('subHeadingText', { description: 'Replaces the text under the heading when set.' }),
    css: t.exposeString('css', { description: 'The custom CSS as stored: sanitised and scoped to the sign-in page (.signin-design).' }),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
  }),
});

const CssRemovalRef = builder.objectRef<CssRemoval>('CssRemoval').implement({
  description: 'Something the CSS sanitiser took out of custom CSS, and why.',
  fields: (t) => ({ what: t.exposeString('what'), why: t.exposeString('why') }),
});

builder.prismaObjectFields('Domain', (t) => ({
  signInDesign: t.field({
    type: SignInDesignRef,
    select: { id: true },
    resolve: (d, _args, ctx) => designForDomain(ctx.deps, d.id),
  }),
}));

/** What learners' pages read on a custom domain: the texts, the logo and where the CSS is. */
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

const SaveSignInDesignInput = builder.inputType('SaveSignInDesignInput', {
  fields: (t) => ({
    domainId: t.id({ required: true }),
    companyName: t.string({ description: `At most ${DESIGN_LIMITS.companyName} characters.` }),
    headingText: t.string({ description: `At most ${DESIGN_LIMITS.headingText} characters.` }),
    subHeadingText: t.string({ description: `At most ${DESIGN_LIMITS.subHeadingText} characters.` }),
    css: t.string({ description: 'Custom CSS; stored sanitised (see CssRemoval).' }),
    logo: t.field({ type: 'File', description: 'A new logo (PNG, GIF or JPEG); leave out to keep the current one.' }),
    removeLogo: t.boolean({ description: 'Removes the current logo.' }),
  }),
});

const SignInDesignPayload = builder
  .objectRef<{ message: string; removed: CssRemoval[]; design: SignInDesignView; domainId: string }>('SignInDesignPayload')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      removed: t.field({ type: [CssRemovalRef], description: 'What the sanitiser took out of the CSS sent (empty when nothing).', resolve: (p) => p.removed }),
      domain: t.prismaField({
        type: 'Domain',
        resolve: (query, p, _args, ctx) => ctx.deps.prisma.domain.findUniqueOrThrow({ ...query, where: { id: p.domainId } }),
      }),
    }),
  });

function domainUuid(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    return typename === 'Domain' ? id : '';
  } catch {
    return '';
  }
}

builder.mutationFields((t) => ({
  saveSignInDesign: t.field({
    type: SignInDesignPayload,
    errors: { types: [...commonErrors, PayloadTooLargeError, UnsupportedMediaTypeError] },
    description: "Saves a domain's sign-in design (Owners and Team Admins). Send as a GraphQL multipart request when it has a logo.",
    args: { input: t.arg({ type: SaveSignInDesignInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const domainId = domainUuid(String(input.domainId));
      const r = await saveSignInDesign(ctx.deps, ctx.actor, { ...input, domainId, removeLogo: input.removeLogo ?? false });
      return { ...r, domainId };
    },
  }),
}));
