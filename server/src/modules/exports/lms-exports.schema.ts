/**
 * GraphQL for exports for an LMS (issue 25 §1), as REST's: `exportMaterialForLms` asks for one
 * (built in the worker; `Material.lmsExports` shows its `progress` until `status` is READY),
 * `revokeLmsExport` revokes a linked one. `downloadUrl` is signed for 10 minutes.
 */
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { ConflictError } from '../../lib/errors.js';
import { materialUuid } from '../materials/index.js';
import * as lmsExports from './lms-exports.service.js';

const LmsExportFormatEnum = builder.enumType('LmsExportFormat', {
  description: 'SCORM 1.2, SCORM 2004 4th edition, or cmi5.',
  values: { SCORM12: { value: 'scorm12' }, SCORM2004: { value: 'scorm2004' }, CMI5: { value: 'cmi5' } } as const,
});
const LmsExportModeEnum = builder.enumType('LmsExportMode', {
  description:
    'PACKAGED: a self-contained zip of the published version. LINKED: a small launcher that plays the hosted material (later publishes reach the LMS) until revoked.',
  values: { PACKAGED: { value: 'packaged' }, LINKED: { value: 'linked' } } as const,
});
const LmsExportStatusEnum = builder.enumType('LmsExportStatus', {
  values: { BUILDING: { value: 'building' }, READY: { value: 'ready' }, FAILED: { value: 'failed' }, REVOKED: { value: 'revoked' } } as const,
});

export const LmsExportRef = builder.objectRef<lmsExports.LmsExportView>('LmsExport').implement({
  description: 'A material exported for an LMS.',
  fields: (t) => ({
    id: t.exposeID('id'),
    format: t.field({ type: LmsExportFormatEnum, resolve: (e) => e.format }),
    mode: t.field({ type: LmsExportModeEnum, resolve: (e) => e.mode }),
    revision: t.exposeInt('revision', { description: 'The published revision it was made from (a linked export plays the latest).' }),
    status: t.field({ type: LmsExportStatusEnum, resolve: (e) => e.status }),
    progress: t.exposeInt('progress', { description: '0–100 while building.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why the build failed.' }),
    size: t.exposeInt('size', { nullable: true, description: "The zip's size in bytes, once ready." }),
    downloadUrl: t.exposeString('downloadUrl', { nullable: true, description: 'The zip, signed for 10 minutes; null until ready and once revoked.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.prismaObjectFields('LearningMaterial', (t) => ({
  lmsExports: t.field({
    type: [LmsExportRef],
    description: 'Its exports for an LMS, newest first.',
    select: { id: true },
    resolve: (m, _args, ctx) => lmsExports.listExports(ctx.deps, ctx.actor, m.id),
  }),
}));

const ExportMaterialForLmsInput = builder.inputType('ExportMaterialForLmsInput', {
  fields: (t) => ({
    materialId: t.id({ required: true, description: 'Global id of a published Material.' }),
    format: t.field({ type: LmsExportFormatEnum, required: true }),
    mode: t.field({ type: LmsExportModeEnum, required: true }),
  }),
});
const RevokeLmsExportInput = builder.inputType('RevokeLmsExportInput', { fields: (t) => ({ id: t.id({ required: true }) }) });

const errors = { types: [...commonErrors, ConflictError] };

builder.mutationFields((t) => ({
  exportMaterialForLms: t.field({
    type: LmsExportRef,
    errors,
    description: '"Export for an LMS": the worker builds the zip (watch `progress` on Material.lmsExports).',
    args: { input: t.arg({ type: ExportMaterialForLmsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      lmsExports.createExport(ctx.deps, ctx.actor, { materialId: materialUuid(String(input.materialId)), format: input.format, mode: input.mode }),
  }),
  revokeLmsExport: t.field({
    type: LmsExportRef,
    errors,
    description: 'Revokes a linked export: its launcher shows a message instead of the material.',
    args: { input: t.arg({ type: RevokeLmsExportInput, required: true }) },
    resolve: (_root, { input }, ctx) => lmsExports.revokeExport(ctx.deps, ctx.actor, String(input.id)),
  }),
}));
