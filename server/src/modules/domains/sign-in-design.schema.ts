/**
 * The sign-in experience design in GraphQL: read and saved per domain by staff
 * (`Domain.signInDesign`, `saveSignInDesign`). Learners' pages on that domain read it as
 * `Hub.signInDesign` (the hub's schema, hub/hub.schema.ts).
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.js';
import type { CssRemoval } from './css-sanitizer.js';
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
