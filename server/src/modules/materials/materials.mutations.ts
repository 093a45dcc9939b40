/** Material mutations: thin adapters over materials.service and material-access.service. */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import * as access from './material-access.service.js';
import { MaterialKindEnum, MaterialVisibilityEnum, materialUuid } from './material-enums.schema.js';
import * as materials from './materials.service.js';

type Result = { materialId: string; message: string };

export const MaterialPayload = builder.objectRef<Result>('MaterialPayload').implement({
  fields: (t) => ({
    material: t.prismaField({
      type: 'LearningMaterial',
      resolve: (query, p, _args, ctx) => ctx.deps.prisma.learningMaterial.findUniqueOrThrow({ ...query, where: { id: p.materialId } }),
    }),
    message: t.exposeString('message'),
  }),
});

const DeleteMaterialPayload = builder.objectRef<Result>('DeleteMaterialPayload').implement({
  fields: (t) => ({
    deletedMaterialId: t.id({
      description: "Global id of the deleted Material (for Relay's @deleteEdge).",
      resolve: (p) => encodeGlobalID('Material', p.materialId),
    }),
    message: t.exposeString('message'),
  }),
});

/** A Domain id as a global id or a raw uuid; the service checks it belongs to the caller's company. */
function domainUuid(id: string | number | null | undefined): string | null | undefined {
  if (id === undefined || id === null || id === '') return id as null | undefined;
  try {
    const decoded = decodeGlobalID(String(id));
    return decoded.typename === 'Domain' ? decoded.id : String(id);
  } catch {
    return String(id);
  }
}

const materialIdField = { description: 'Global id of the Material.' };

const CreateMaterialInput = builder.inputType('CreateMaterialInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '1–200 characters after trimming.' }),
    kind: t.field({ type: MaterialKindEnum, required: true }),
  }),
});
const UpdateMaterialSettingsInput = builder.inputType('UpdateMaterialSettingsInput', {
  description: 'Fields left out stay as they are (a null name too); a null or blank description or domainId clears it. Paths refuse a description.',
  fields: (t) => ({ materialId: t.id({ required: true, ...materialIdField }), name: t.string(), description: t.string(), domainId: t.id() }),
});
const SetMaterialVisibilityInput = builder.inputType('SetMaterialVisibilityInput', {
  fields: (t) => ({ materialId: t.id({ required: true, ...materialIdField }), visibility: t.field({ type: MaterialVisibilityEnum, required: true }) }),
});
const MaterialIdInput = (name: string) => builder.inputType(name, { fields: (t) => ({ materialId: t.id({ required: true, ...materialIdField }) }) });
const DuplicateMaterialInput = MaterialIdInput('DuplicateMaterialInput');
const DeleteMaterialInput = MaterialIdInput('DeleteMaterialInput');
const SetMaterialAccessInput = builder.inputType('SetMaterialAccessInput', {
  fields: (t) => ({
    materialId: t.id({ required: true, ...materialIdField }),
    emails: t.stringList({ required: true, description: `The whole list (replaces the old one); normalised and deduplicated; at most ${access.ACCESS_MAX}.` }),
  }),
});

const errors = { types: [...commonErrors] };

builder.mutationFields((t) => ({
  createMaterial: t.field({
    type: MaterialPayload,
    errors,
    description: 'Creates a material with the default first step and styling of its kind.',
    args: { input: t.arg({ type: CreateMaterialInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      materialId: (await materials.createMaterial(ctx.deps, ctx.actor, input)).id,
      message: materials.MATERIAL_CREATED,
    }),
  }),
  updateMaterialSettings: t.field({
    type: MaterialPayload,
    errors,
    args: { input: t.arg({ type: UpdateMaterialSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const m = await materials.updateMaterialSettings(ctx.deps, ctx.actor, {
        materialId: materialUuid(String(input.materialId)),
        name: input.name ?? undefined,
        description: input.description,
        domainId: domainUuid(input.domainId),
      });
      return { materialId: m.id, message: materials.MATERIAL_UPDATED };
    },
  }),
  setMaterialVisibility: t.field({
    type: MaterialPayload,
    errors,
    args: { input: t.arg({ type: SetMaterialVisibilityInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const m = await materials.setMaterialVisibility(ctx.deps, ctx.actor, {
        materialId: materialUuid(String(input.materialId)),
        visibility: input.visibility,
      });
      return { materialId: m.id, message: materials.VISIBILITY_UPDATED };
    },
  }),
  duplicateMaterial: t.field({
    type: MaterialPayload,
    errors,
    description: 'Copies a material as "{name} (copy)": unpublished, counters at zero.',
    args: { input: t.arg({ type: DuplicateMaterialInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const m = await materials.duplicateMaterial(ctx.deps, ctx.actor, { materialId: materialUuid(String(input.materialId)) });
      return { materialId: m.id, message: materials.MATERIAL_DUPLICATED };
    },
  }),
  deleteMaterial: t.field({
    type: DeleteMaterialPayload,
    errors,
    args: { input: t.arg({ type: DeleteMaterialInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const m = await materials.deleteMaterial(ctx.deps, ctx.actor, { materialId: materialUuid(String(input.materialId)) });
      return { materialId: m.id, message: materials.MATERIAL_DELETED };
    },
  }),
  setMaterialAccess: t.field({
    type: MaterialPayload,
    errors,
    description: 'Replaces the e-mails invited to a private material.',
    args: { input: t.arg({ type: SetMaterialAccessInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const r = await access.setMaterialAccess(ctx.deps, ctx.actor, { materialId: materialUuid(String(input.materialId)), emails: input.emails });
      return { materialId: r.materialId, message: access.ACCESS_UPDATED };
    },
  }),
}));
