/**
 * Who may open a published material outside the staff app (authoring.md §4 "Material
 * visibility"): Public and "User Info Required" — anyone (the hub asks a guest for name and
 * e-mail first); Private — staff of the company who may read materials, and learners of the
 * company whose e-mail is on the material's Manage Access list, signed in by a magic link (a
 * guest's typed e-mail proves nothing). Drafts never: callers read the published copy only.
 */
import type { StaffActor } from '../../auth/actor.js';
import type { LearnerActor } from '../../auth/learner.js';
import { can } from '../../auth/permissions.js';
import type { Deps } from '../../deps.js';
import type { Prisma, Visibility } from '../../generated/prisma/client.js';

export type Viewer = { actor: StaffActor | null; learner: LearnerActor | null };

/** The e-mail a Private material's list is checked against: a verified learner's of this company only. */
async function learnerEmail(deps: Deps, learner: LearnerActor | null, companyId: string): Promise<string | null> {
  if (learner?.companyId !== companyId || !learner.verified) return null;
  return (await deps.prisma.learner.findUnique({ where: { id: learner.learnerId }, select: { email: true } }))?.email ?? null;
}

export async function mayOpenPublished(deps: Deps, viewer: Viewer, companyId: string, material: { id: string; visibility: Visibility }): Promise<boolean> {
  if (material.visibility !== 'PRIVATE') return true;
  const a = viewer.actor;
  if (a?.companyId === companyId && a.role && can(a.role, 'materials.read')) return true;
  const email = await learnerEmail(deps, viewer.learner, companyId);
  if (!email) return false;
  return (await deps.prisma.materialAccess.count({ where: { materialId: material.id, companyId, email } })) > 0;
}

/** The same rule as a filter over a company's materials, for a learner or a visitor (the hub's catalogue). */
export async function visibleTo(deps: Deps, learner: LearnerActor | null, companyId: string): Promise<Prisma.LearningMaterialWhereInput> {
  const email = await learnerEmail(deps, learner, companyId);
  const shared: Prisma.LearningMaterialWhereInput[] = email ? [{ visibility: 'PRIVATE', access: { some: { email } } }] : [];
  return { companyId, publishedRevision: { not: null }, OR: [{ visibility: { in: ['PUBLIC', 'GUEST'] } }, ...shared] };
}
