/**
 * `materialSaved`: every committed save, publish and restore of one material, for its editors
 * (autosave acknowledgement by clientId, other authors' saves) and viewers. The material must be
 * the caller's company's at subscribe time (else NOT_FOUND, no events); every event re-checks
 * the subscriber like `teamChanged` (sign-out, removal, switch of company end the stream).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { whileAuthorized } from '../../graphql/subscriptions.js';
import type { MaterialSavedEvent } from '../../pubsub.js';
import { findMaterialFields } from '../materials/index.js';
import { materialRef } from './material-ref.js';

const MaterialSaveReason = builder.enumType('MaterialSaveReason', { values: ['SAVED', 'PUBLISHED', 'RESTORED'] as const });

/** An event as one subscriber sees it: `ownSave` when it carries the clientId that subscriber passed. */
type SubscriberEvent = MaterialSavedEvent & { ownSave: boolean };

const MaterialSavedEventRef = builder.objectRef<SubscriberEvent>('MaterialSavedEvent').implement({
  fields: (t) => ({
    materialId: t.id({ description: 'Global id of the Material.', resolve: (e) => encodeGlobalID('Material', e.materialId) }),
    revision: t.exposeInt('revision', { description: 'The draft revision after a save or restore; the published revision after a publish.' }),
    savedAt: t.field({ type: 'DateTime', resolve: (e) => new Date(e.savedAt) }),
    savedByName: t.string({ nullable: true, resolve: (e) => e.savedByName }),
    clientId: t.string({ nullable: true, description: 'The clientId the saving editor sent (null for publishes and REST saves).', resolve: (e) => e.clientId }),
    reason: t.field({ type: MaterialSaveReason, resolve: (e) => e.reason }),
    material: t.prismaField({
      type: 'LearningMaterial',
      nullable: true,
      description:
        "The material as it is now (null once deleted). Read only when selected, and its draft (draftData) only when that is selected: an editor should take the draft only from other clients' saves, never its own (pass `clientId` to materialSaved and this is null for them, so a save is not sent back to the editor that made it).",
      resolve: (query, e, _args, ctx) =>
        e.ownSave ? null : ctx.deps.prisma.learningMaterial.findFirst({ ...query, where: { id: e.materialId, companyId: e.companyId } }),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  materialSaved: t.field({
    type: MaterialSavedEventRef,
    description: "Saves, publishes and restores of one of the caller's materials, after they are committed.",
    authScopes: { permission: 'materials.read' },
    args: {
      materialId: t.arg.id({ required: true, description: 'Global id of the Material.' }),
      clientId: t.arg.string({
        description:
          "The subscribing editor's clientId (the one its saves send): events of its own saves then come with `material: null`, as it already has that document.",
      }),
    },
    subscribe: async (_root, args, ctx) => {
      // Throws NotFoundError for another company's material: the stream errors before any event.
      const m = await findMaterialFields(ctx.deps.prisma, ctx.actor!.companyId!, materialRef(args.materialId), { id: true });
      return whileAuthorized(ctx, 'materials.read', ctx.deps.pubsub.subscribe('materialSaved', m.id));
    },
    resolve: (event, args): SubscriberEvent => ({ ...event, ownSave: !!args.clientId && event.clientId === args.clientId }),
  }),
}));
