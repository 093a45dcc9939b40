/**
 * Reading walkthrough content: the draft and the published copy for staff (the REST shim), the
 * published-walkthrough picker, and the public read behind embeds (no sign-in).
 */
import { kindsWhere, upgradeDocument } from '@learnhub/content';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { configOrDefault, findMaterialFields, mayOpenPublished, UUID, type Viewer } from '../materials/index.js';
import type { MaterialKind } from '../../generated/prisma/enums.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { readDraft } from '../content/index.js';
import { type ConfigSection, readConfig, readSteps, type WalkthroughStep } from './walkthrough-data.js';

export const NOT_PUBLISHED = 'This walkthrough has not been published yet.';
/** Kinds that store the walkthrough document (steps with a screenshot and layers). */
export const WALKTHROUGH_KINDS: MaterialKind[] = kindsWhere((k) => k.document === 'walkthrough');
/** The kinds the walkthrough picker lists (what a path's Walkthroughs element is pointed at). */
const PICKER_KINDS: MaterialKind[] = kindsWhere((k) => k.walkthroughPicker);

/** The draft as the editor loads it: steps, config (the kind's default when empty) and revision. */
export async function getDraft(deps: Deps, actor: StaffActor | null, ref: string) {
  const a = requirePermission(actor, 'materials.read');
  const m = await findMaterialFields(deps.prisma, a.companyId, ref, { id: true, kind: true, draftConfig: true, revision: true });
  const data = await readDraft(deps.prisma, m.id);
  return { materialId: m.id, data, config: configOrDefault(m.kind, m.draftConfig), revision: m.revision };
}

/** The published copy, or NotFoundError when it was never published. */
export async function getPublished(deps: Deps, actor: StaffActor | null, ref: string) {
  const a = requirePermission(actor, 'materials.read');
  const m = await findMaterialFields(deps.prisma, a.companyId, ref, {
    kind: true,
    publishedData: true,
    publishedConfig: true,
    publishedRevision: true,
    publishedAt: true,
  });
  if (m.publishedRevision === null || m.publishedData === null) throw new NotFoundError(NOT_PUBLISHED);
  return {
    data: upgradeDocument(m.kind, m.publishedData),
    config: configOrDefault(m.kind, m.publishedConfig),
    revision: m.publishedRevision,
    publishedAt: m.publishedAt,
  };
}

/**
 * The walkthrough picker's search (`by=aasm_state&keyword=published`): the caller's published
 * walkthroughs, by name. Other filters are not part of the contract and are refused.
 */
export async function searchWalkthroughs(deps: Deps, actor: StaffActor | null, query: { by?: string; keyword?: string }) {
  const a = requirePermission(actor, 'materials.read');
  if (query.by !== 'aasm_state') throw ValidationError.field('by', 'Only by=aasm_state is supported.');
  if (query.keyword !== 'published') throw ValidationError.field('keyword', 'Only keyword=published is supported.');
  return deps.prisma.learningMaterial.findMany({
    where: { companyId: a.companyId, kind: { in: PICKER_KINDS }, publishedRevision: { not: null } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true },
  });
}

export type PublishedWalkthrough = {
  name: string;
  slug: string;
  companyName: string;
  kind: MaterialKind;
  revision: number;
  steps: WalkthroughStep[];
  config: ConfigSection[];
};

/** A company by its current workspace name or a former one (embed links outlive renames). */
export async function companyBySlug(deps: Deps, rawSlug: string) {
  const slug = rawSlug.trim().toLowerCase();
  if (!slug || slug.length > 64) return null;
  const current = await deps.prisma.company.findUnique({ where: { slug }, select: { id: true, name: true } });
  if (current) return current;
  const alias = await deps.prisma.companySlugAlias.findUnique({ where: { slug }, select: { company: { select: { id: true, name: true } } } });
  return alias?.company ?? null;
}

/**
 * The published copy for viewers outside the app (embeds, the hub, a path's Walkthroughs
 * element): null unless the material is a published walkthrough, doc or video of that company
 * that the viewer may open (materials/material-visibility.ts: Public and "User Info Required"
 * for anyone; Private for the company's staff and the learners on its access list). Found by its
 * slug, or by its uuid (what a path's Walkthroughs element keeps, inside a global id).
 */
export async function publishedWalkthrough(
  deps: Deps,
  viewer: Viewer,
  companySlug: string,
  ref: { slug: string } | { id: string },
): Promise<PublishedWalkthrough | null> {
  if ('slug' in ref ? ref.slug.length > 200 : !UUID.test(ref.id)) return null;
  const key = 'slug' in ref ? { slug: ref.slug } : { id: ref.id };
  const company = await companyBySlug(deps, companySlug);
  if (!company) return null;
  const m = await deps.prisma.learningMaterial.findFirst({
    where: { companyId: company.id, ...key, kind: { in: WALKTHROUGH_KINDS }, publishedRevision: { not: null } },
    select: { id: true, name: true, slug: true, kind: true, visibility: true, publishedRevision: true, publishedData: true, publishedConfig: true },
  });
  if (!m || m.publishedRevision === null) return null;
  if (!(await mayOpenPublished(deps, viewer, company.id, m))) return null;
  return {
    name: m.name,
    slug: m.slug,
    companyName: company.name,
    kind: m.kind,
    revision: m.publishedRevision,
    steps: readSteps(m.publishedData),
    config: readConfig(configOrDefault(m.kind, m.publishedConfig)),
  };
}
