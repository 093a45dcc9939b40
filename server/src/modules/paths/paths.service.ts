/**
 * Paths for the REST shim (rest-routes.md "Walkthroughs and paths", path rows): the draft by
 * slug with its steps read by the path rules, and the guard that an address names a path.
 * Saving and publishing are the content module's, for every kind.
 */
import { configOr, pathConfig, readPathSteps } from '@learnhub/content';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Permission } from '../../auth/permissions.js';
import type { Deps } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';
import { readDraft } from '../content/draft-store.js';
import { findMaterialFields } from '../materials/materials.service.js';

export const PATH_NOT_FOUND = 'Path not found.';

const notFoundAsNull = (err: unknown) => {
  if (err instanceof NotFoundError) return null;
  throw err;
};

/** The id of the caller's path named by `ref` (uuid or slug); NotFoundError for anything else, another company's included. */
export async function pathId(deps: Deps, actor: StaffActor | null, ref: string, permission: Permission): Promise<string> {
  const a = requirePermission(actor, permission);
  const m = await findMaterialFields(deps.prisma, a.companyId, ref, { id: true, kind: true }).catch(notFoundAsNull);
  if (m?.kind !== 'PATH') throw new NotFoundError(PATH_NOT_FOUND);
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
  if (m?.kind !== 'PATH') throw new NotFoundError(PATH_NOT_FOUND);
  const data = readPathSteps(await readDraft(deps.prisma, m.id));
  return { id: m.id, name: m.name, slug: m.slug, description: m.description, data, config: configOr(m.draftConfig, pathConfig), revision: m.revision };
}
