/** Autosave, publish and restore of any material kind: thin adapters over content.service. */
import { builder } from '../../graphql/builder.js';
import { commonErrors, ErrorInterface } from '../../graphql/errors.js';
import { materialRef } from './material-ref.js';
import { RevisionConflictError } from './revision-conflict.js';
import * as content from './content.service.js';

builder.objectType(RevisionConflictError, {
  name: 'RevisionConflictError',
  description: 'The draft was saved elsewhere since `baseRevision`: nothing was stored. Reload (or save again on `currentRevision` to keep yours).',
  interfaces: [ErrorInterface],
  isTypeOf: (e) => e instanceof RevisionConflictError,
  fields: (t) => ({ currentRevision: t.exposeInt('currentRevision') }),
});

const SaveMaterialDraftPayload = builder.objectRef<content.SaveResult>('SaveMaterialDraftPayload').implement({
  fields: (t) => ({
    material: t.prismaField({
      type: 'LearningMaterial',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.learningMaterial.findUniqueOrThrow({ ...query, where: { id: p.materialId } }),
    }),
    revision: t.exposeInt('revision', { description: "The stored draft's revision (send it as the next baseRevision)." }),
    savedAt: t.expose('savedAt', { type: 'DateTime' }),
  }),
});

const PublishMaterialPayload = builder.objectRef<content.PublishResult>('PublishMaterialPayload').implement({
  fields: (t) => ({
    material: t.prismaField({
      type: 'LearningMaterial',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.learningMaterial.findUniqueOrThrow({ ...query, where: { id: p.materialId } }),
    }),
    revision: t.exposeInt('revision'),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
  }),
});

const materialIdField = { description: 'Global id of the Material.' };
const clientIdField = { description: "The editor's random id: comes back on materialSaved so it can recognise its own saves (at most 100 characters)." };

const DraftLayerChangeInput = builder.inputType('DraftLayerChangeInput', {
  description: 'One changed layer or element of a stored step.',
  fields: (t) => ({
    stepId: t.int({ required: true }),
    layer: t.field({ type: 'JSON', required: true, description: 'The whole layer (walkthrough) or element (path), with its id.' }),
  }),
});

const DraftChangesInput = builder.inputType('DraftChangesInput', {
  description:
    "What changed in a draft since baseRevision, for a save that costs what the edit costs. Leave out what didn't change; `changes: {}` stores the draft as it is (a new revision).",
  fields: (t) => ({
    steps: t.field({
      type: ['JSON'],
      description: "New and changed steps, each whole (checked like a step of the material's kind); steps not sent stay as stored.",
    }),
    order: t.intList({
      description:
        'Every step id of the draft in order: send it only when steps were added, removed or moved. A stored step left out is deleted; an id that is neither stored nor in `steps` is a ValidationError.',
    }),
    config: t.field({ type: 'JSON', description: 'The whole config (styling sections), only when it changed.' }),
    layers: t.field({
      type: [DraftLayerChangeInput],
      description:
        'Changed layers (walkthrough) or elements (path) of stored steps not sent whole, each whole: it replaces the one with its id, and the step is checked again. New layers come with their whole step.',
    }),
  }),
});

const SaveMaterialDraftInput = builder.inputType('SaveMaterialDraftInput', {
  description: 'Send exactly one of `data` (with `config`: the whole draft) or `changes` (what changed): else a ValidationError.',
  fields: (t) => ({
    materialId: t.id({ required: true, ...materialIdField }),
    baseRevision: t.int({ required: true, description: 'The revision this draft started from; a different stored revision is a RevisionConflictError.' }),
    data: t.field({
      type: 'JSON',
      description: 'The whole draft: every step (WalkthroughStep[] as in the document), replacing the stored ones. Send `config` with it.',
    }),
    config: t.field({ type: 'JSON', description: "With `data`: the styling sections ([] falls back to the kind's default)." }),
    changes: t.field({ type: DraftChangesInput, description: 'Only what changed (editors): the cost of a save follows the edit, not the size of the draft.' }),
    clientId: t.string(clientIdField),
    saveId: t.string({
      description:
        "The editor's id for this save, the same on every retry of it (at most 100 characters). A retry of a save that was stored (its answer lost) is acknowledged with the revision it made, not refused as a conflict.",
    }),
  }),
});
const PublishMaterialInput = builder.inputType('PublishMaterialInput', { fields: (t) => ({ materialId: t.id({ required: true, ...materialIdField }) }) });
const RestoreMaterialRevisionInput = builder.inputType('RestoreMaterialRevisionInput', {
  fields: (t) => ({
    materialId: t.id({ required: true, ...materialIdField }),
    revision: t.int({ required: true, description: 'A published revision (Material.revisions).' }),
    baseRevision: t.int({ required: true }),
    clientId: t.string(clientIdField),
  }),
});

const errors = { types: [...commonErrors, RevisionConflictError] };

builder.mutationFields((t) => ({
  saveMaterialDraft: t.field({
    type: SaveMaterialDraftPayload,
    errors,
    description:
      'Autosave: stores the draft (whole, or only what changed) if baseRevision is the stored revision, then the revision goes up by one and materialSaved fires.',
    args: { input: t.arg({ type: SaveMaterialDraftInput, required: true }) },
    resolve: (_root, { input }, ctx) => content.saveDraft(ctx.deps, ctx.actor, { ...input, materialId: materialRef(input.materialId) }),
  }),
  publishMaterial: t.field({
    type: PublishMaterialPayload,
    errors,
    description: 'Copies the draft to the published copy and records the revision; publishing an already published revision returns it unchanged.',
    args: { input: t.arg({ type: PublishMaterialInput, required: true }) },
    resolve: (_root, { input }, ctx) => content.publishMaterial(ctx.deps, ctx.actor, { materialId: materialRef(input.materialId) }),
  }),
  restoreMaterialRevision: t.field({
    type: SaveMaterialDraftPayload,
    errors,
    description: 'Copies a published revision into the draft (same conflict rule as saveMaterialDraft).',
    args: { input: t.arg({ type: RestoreMaterialRevisionInput, required: true }) },
    resolve: (_root, { input }, ctx) => content.restoreRevision(ctx.deps, ctx.actor, { ...input, materialId: materialRef(input.materialId) }),
  }),
}));
