/**
 * GraphQL for SCORM packages (issue 25 §2): upload and replace a package's zip (send them as
 * multipart requests; the zip may be 200 MB for staff who may write materials), and a package
 * material's items on the Material node (the draft's, with a runtime address for the author's
 * preview; the published ones). Publishing is every material's publishMaterial.
 */
import { kindOf, readPackageSteps } from '@learnhub/content';
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { ConflictError, PayloadTooLargeError } from '../../lib/errors.js';
import { draftLoaders } from '../content/index.js';
import { MaterialPayload, materialUuid } from '../materials/index.js';
import { launchableItems, type PackageItem, type PublishedPackage } from './package-launch.js';
import * as packages from './packages.service.js';

export const PackageItemRef = builder.objectRef<PackageItem>('PackageItem').implement({
  description: "One launchable item of a SCORM package (a SCO or an asset), in the manifest's order: a step of the package material.",
  fields: (t) => ({
    stepId: t.exposeInt('id', { description: 'The step id progress is kept under; a re-upload keeps it for the same identifier.' }),
    identifier: t.exposeString('identifier', { description: "The manifest item's identifier." }),
    title: t.exposeString('title'),
    launch: t.exposeString('launch', { description: 'The file it opens inside the package, with its parameters.' }),
    sco: t.exposeBoolean('sco', { description: 'A SCO talks to the SCORM API; an asset is only shown.' }),
    standard: t.exposeString('standard', { description: 'scorm12 or scorm2004.' }),
    runtimeUrl: t.exposeString('runtimeUrl', {
      nullable: true,
      description: 'The runtime page on the package origin that plays it (for 12 hours); null while the package origin is not listening.',
    }),
  }),
});

export const PublishedPackageRef = builder.objectRef<PublishedPackage>('PublishedPackage').implement({
  description: 'What the hub plays of a SCORM package: its published items, each with its runtime address.',
  fields: (t) => ({
    revision: t.exposeInt('revision'),
    items: t.field({ type: [PackageItemRef], resolve: (p) => p.items }),
  }),
});

builder.prismaObjectFields('LearningMaterial', (t) => ({
  packageItems: t.field({
    type: [PackageItemRef],
    nullable: true,
    description: "A SCORM package's items in the draft (the latest zip), with runtime addresses for the preview; null for other kinds.",
    select: { id: true, kind: true },
    resolve: async (m, _args, ctx) =>
      kindOf(m.kind).document === 'package' ? launchableItems(ctx.deps.config, readPackageSteps(await draftLoaders(ctx.deps.prisma).steps(m.id))) : null,
  }),
  packageTitle: t.string({
    nullable: true,
    description: "The title the draft's zip gives itself (its manifest's organization); null for other kinds.",
    select: { id: true, kind: true, companyId: true },
    resolve: async (m, _args, ctx) => {
      if (kindOf(m.kind).document !== 'package') return null;
      const [first] = readPackageSteps(await draftLoaders(ctx.deps.prisma).steps(m.id));
      if (!first) return null;
      const pkg = await ctx.deps.prisma.scormPackage.findFirst({ where: { id: first.packageId, companyId: m.companyId }, select: { title: true } });
      return pkg?.title ?? null;
    },
  }),
  publishedPackageItems: t.field({
    type: [PackageItemRef],
    nullable: true,
    description: "A SCORM package's published items; null until first published (and for other kinds).",
    select: { kind: true, publishedData: true, publishedRevision: true },
    resolve: (m, _args, ctx) =>
      kindOf(m.kind).document !== 'package' || m.publishedRevision === null ? null : launchableItems(ctx.deps.config, readPackageSteps(m.publishedData)),
  }),
}));

const UploadPackageInput = builder.inputType('UploadPackageInput', {
  fields: (t) => ({
    name: t.string({ description: "The material's name; the manifest's title when left out or blank." }),
    file: t.field({ type: 'File', required: true, description: 'A SCORM 1.2 or 2004 zip with imsmanifest.xml at its root, at most 200 MB.' }),
  }),
});
const ReplacePackageInput = builder.inputType('ReplacePackageInput', {
  fields: (t) => ({
    materialId: t.id({ required: true, description: 'Global id of the package Material.' }),
    file: t.field({ type: 'File', required: true, description: 'The new zip; items whose identifier stays keep their learners’ progress.' }),
  }),
});

const errors = { types: [...commonErrors, ConflictError, PayloadTooLargeError] };

builder.mutationFields((t) => ({
  uploadPackage: t.field({
    type: MaterialPayload,
    errors,
    description: 'Create → "Upload a SCORM package": a new draft material from the zip (send as a GraphQL multipart request).',
    args: { input: t.arg({ type: UploadPackageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const made = await packages.uploadPackage(ctx.deps, ctx.actor, { name: input.name, file: input.file, fileField: 'file' });
      return { materialId: made.material.id, message: packages.PACKAGE_UPLOADED };
    },
  }),
  replacePackage: t.field({
    type: MaterialPayload,
    errors,
    description: "A new zip for a package material: the draft's items become the new package's (publish to show them to learners).",
    args: { input: t.arg({ type: ReplacePackageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const made = await packages.replacePackage(ctx.deps, ctx.actor, {
        materialId: materialUuid(String(input.materialId)),
        file: input.file,
        fileField: 'file',
      });
      return { materialId: made.material.id, message: packages.PACKAGE_REPLACED };
    },
  }),
}));
