/**
 * The material a learner (or a visitor) writes progress for: published, of the caller's
 * company, and one they may open (materials/material-visibility.ts). Anything else is "not
 * found" — a learner learns nothing about other companies' materials or drafts.
 */
import {
  type ConfigSection,
  kindOf,
  type PackageStep,
  readConfig,
  readPackageSteps,
  type PathStep,
  trustedPathSteps,
  upgradeDocument,
} from '@learnhub/content';
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import type { MaterialKind } from '../../generated/prisma/client.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { mayOpenPublished, UUID } from '../materials/index.js';

export type LearnerMaterial = {
  id: string;
  companyId: string;
  slug: string;
  name: string;
  kind: MaterialKind;
  /** Path steps; a walkthrough's steps with only their ids (its steps are not answered). */
  steps: PathStep[];
  /** A SCORM package's items (its steps); [] for other kinds. */
  packageSteps: PackageStep[];
  stepIds: number[];
  config: ConfigSection[];
  /** The company's time zone: the day its activity is counted on. */
  timeZone: string;
};

const notFound = () => new NotFoundError('There is no such material on this hub.');

async function published(deps: Deps, companyId: string, materialId: string) {
  if (!UUID.test(materialId)) throw ValidationError.field('materialId', "materialId must be the material's id as the hub lists it.");
  const m = await deps.prisma.learningMaterial.findFirst({
    where: { id: materialId, companyId, publishedRevision: { not: null } },
    select: {
      id: true,
      companyId: true,
      slug: true,
      name: true,
      kind: true,
      visibility: true,
      publishedData: true,
      publishedConfig: true,
      company: { select: { timeZone: true } },
    },
  });
  if (!m) throw notFound();
  return m;
}

function shape(m: Awaited<ReturnType<typeof published>>): LearnerMaterial {
  const data = upgradeDocument(m.kind, m.publishedData);
  const pathDocument = kindOf(m.kind).document === 'path';
  const steps = pathDocument ? trustedPathSteps(data) : [];
  const stepIds = pathDocument
    ? steps.map((s) => s.id)
    : data.flatMap((s) => (typeof s === 'object' && s !== null && typeof (s as { id?: unknown }).id === 'number' ? [(s as { id: number }).id] : []));
  return {
    id: m.id,
    companyId: m.companyId,
    slug: m.slug,
    name: m.name,
    kind: m.kind,
    steps,
    packageSteps: kindOf(m.kind).document === 'package' ? readPackageSteps(data) : [],
    stepIds,
    config: readConfig(m.publishedConfig),
    timeZone: m.company.timeZone,
  };
}

export async function materialForLearner(deps: Deps, learner: LearnerActor, materialId: string): Promise<LearnerMaterial> {
  const m = await published(deps, learner.companyId, materialId);
  if (!(await mayOpenPublished(deps, { actor: null, learner }, learner.companyId, m)))
    throw new ForbiddenError(
      learner.verified ? 'This material is not shared with you.' : 'This material is private: sign in with the link we e-mail you to open it.',
    );
  return shape(m);
}

/** A visitor who is not signed in: Public materials only (a guest material asks for name and e-mail first). */
export async function materialForVisitor(deps: Deps, companyId: string, materialId: string): Promise<LearnerMaterial> {
  const m = await published(deps, companyId, materialId);
  if (m.visibility !== 'PUBLIC') throw new ForbiddenError('Sign in to the hub first.');
  return shape(m);
}
