/**
 * Paths for the REST shim (rest-routes.md "Walkthroughs and paths", path rows): the draft by
 * slug with its steps read by the path rules, and the guard that an address names a path.
 * Saving and publishing are the content module's, for every kind.
 */
import { configOr, kindOf, kindsWhere, pathConfig, readPathSteps, withoutAnswers } from '@learnhub/content';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Permission } from '../../auth/permissions.js';
import type { Deps } from '../../deps.js';
import type { MaterialKind } from '../../generated/prisma/enums.js';
import { findMaterialFields, mayOpenPublished, type Viewer } from '../materials/index.js';
import { NotFoundError } from '../../lib/errors.js';
import { readDraft } from '../content/index.js';
import { companyBySlug } from '../walkthroughs/index.js';

export const PATH_NOT_FOUND = 'Path not found.';

/** The kinds that store the path document (the REST path rows and viewers read them). */
const PATH_DOCUMENT_KINDS = kindsWhere((k) => k.document === 'path');
const storesPath = (m: { kind: MaterialKind } | null): m is { kind: MaterialKind } => m !== null && kindOf(m.kind).document === 'path';

const notFoundAsNull = (err: unknown) => {
  if (err instanceof NotFoundError) return null;
  throw err;
};

/** The id of the caller's path named by `ref` (uuid or slug); NotFoundError for anything else, another company's included. */
export async function pathId(deps: Deps, actor: StaffActor | null, ref: string, permission: Permission): Promise<string> {
  const a = requirePermission(actor, permission);
  const m = await findMaterialFields(deps.prisma, a.companyId, ref, { id: true, kind: true }).catch(notFoundAsNull);
  if (!storesPath(m)) throw new NotFoundError(PATH_NOT_FOUND);
  return m.id;
}

/** The path's draft: steps (normalised by the path rules), styling and revision. */
export async function getPath(deps: Deps, actor: StaffActor | null, ref: string) {
  const a = requirePermission(actor, 'materials.read');
  const m = await findMaterialFields(deps.prisma, a.companyId, ref, {
    id: true,
    kind: true,
    name: true,
    slug: true,
    description: true,
    draftConfig: true,
    revision: true,
  }).catch(notFoundAsNull);
  if (!storesPath(m)) throw new NotFoundError(PATH_NOT_FOUND);
  const data = readPathSteps(await readDraft(deps.prisma, m.id));
  return { id: m.id, name: m.name, slug: m.slug, description: m.description, data, config: configOr(m.draftConfig, pathConfig), revision: m.revision };
}

export type PublishedPath = { name: string; slug: string; companyName: string; revision: number; data: unknown[]; config: unknown[] };

/**
 * The published path for viewers outside the app (its share address signed out, an embed): null
 * unless it is published and public or "User Info Required"; staff of the company also get
 * private ones. Without the correct answers and explanations (withoutAnswers).
 */
export async function publishedPath(deps: Deps, viewer: Viewer, companySlug: string, slug: string): Promise<PublishedPath | null> {
  if (slug.length > 200) return null;
  const company = await companyBySlug(deps, companySlug);
  if (!company) return null;
  const m = await deps.prisma.learningMaterial.findFirst({
    where: { companyId: company.id, slug, kind: { in: PATH_DOCUMENT_KINDS }, publishedRevision: { not: null } },
    select: { id: true, name: true, slug: true, visibility: true, publishedRevision: true, publishedData: true, publishedConfig: true },
  });
  if (!m || m.publishedRevision === null) return null;
  if (!(await mayOpenPublished(deps, viewer, company.id, m))) return null;
  return {
    name: m.name,
    slug: m.slug,
    companyName: company.name,
    revision: m.publishedRevision,
    data: withoutAnswers(readPathSteps(m.publishedData)),
    config: configOr(m.publishedConfig, pathConfig),
  };
}
