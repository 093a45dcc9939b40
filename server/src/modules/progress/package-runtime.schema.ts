/**
 * GraphQL for a SCORM package's runtime data (package-runtime.service.ts), learners only: the hub
 * page sends each commit the package's runtime page relays to it, and reads what each item
 * resumes from when it opens.
 */
import { builder } from '../../graphql/builder.js';
import { commonErrors } from '../../graphql/errors.js';
import { ConflictError } from '../../lib/errors.js';
import { packageResume, reportPackageRuntime } from './package-runtime.service.js';
import { ProgressPayload } from './progress.schema.js';

type Resume = Awaited<ReturnType<typeof packageResume>>[number];

const PackageItemRuntimeRef = builder.objectRef<Resume>('PackageItemRuntime').implement({
  description: "The learner's last report of one item of a SCORM package: what it resumes from.",
  fields: (t) => ({
    stepId: t.exposeInt('stepId'),
    completion: t.exposeString('completion', { description: 'completed, incomplete or unknown.' }),
    success: t.exposeString('success', { description: 'passed, failed or unknown.' }),
    scoreScaled: t.exposeFloat('scoreScaled', { nullable: true, description: '0–1.' }),
    scoreRaw: t.exposeFloat('scoreRaw', { nullable: true }),
    location: t.exposeString('location', { description: 'The bookmark the package set (cmi.core.lesson_location / cmi.location).' }),
    suspendData: t.exposeString('suspendData'),
    totalSeconds: t.exposeInt('totalSeconds', { description: "The package's own total time for the item." }),
  }),
});

const ReportPackageRuntimeInput = builder.inputType('ReportPackageRuntimeInput', {
  fields: (t) => ({
    materialId: t.id({ required: true }),
    clientId: t.string({ required: true, description: 'A new UUID per commit, kept for its retries.' }),
    stepId: t.int({ required: true, description: "The item's step id." }),
    report: t.field({
      type: 'JSON',
      required: true,
      description:
        'The commit as the runtime page relays it: { completionStatus, successStatus, score { raw min max scaled }, totalTimeSeconds, runtimeData (the CMI data) }.',
    }),
  }),
});

builder.queryFields((t) => ({
  packageResume: t.field({
    type: [PackageItemRuntimeRef],
    authScopes: { learner: true },
    description: "The signed-in learner's last report of each item of a published SCORM package.",
    args: { materialId: t.arg.id({ required: true }) },
    resolve: (_root, { materialId }, ctx) => packageResume(ctx.deps, ctx.learner!, String(materialId)),
  }),
}));

builder.mutationFields((t) => ({
  reportPackageRuntime: t.field({
    type: ProgressPayload,
    authScopes: { learner: true },
    errors: { types: [...commonErrors, ConflictError] },
    description: "One commit of a SCORM package item's runtime data: kept for resume; completion, success and score go into the learner's progress.",
    args: { input: t.arg({ type: ReportPackageRuntimeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      progress: await reportPackageRuntime(ctx.deps, ctx.learner!, String(input.materialId), input.stepId, input.report, input.clientId),
    }),
  }),
}));
