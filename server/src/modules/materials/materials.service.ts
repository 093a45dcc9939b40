/**
 * Learning materials: create, settings, visibility, duplicate, delete, and the reads the REST
 * shim needs (GraphQL reads go through Pothos' planning with the same company scoping). Every
 * lookup is narrowed to the actor's company, so another company's id or slug is "not found".
 */
import { kindOf } from '@learnhub/content';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { LearningMaterial, Prisma } from '../../generated/prisma/client.js';
import type { MaterialKind } from '../../generated/prisma/enums.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { contentKind, copyDraftSteps, firstStepBackgrounds, readDraft, replaceDraftSteps, type StoredStep } from '../content/index.js';
import { copyName, freeSlugs, parseDescription, parseKind, parseName, parseVisibility, PATH_NO_DESCRIPTION, slugBase, UUID } from './material-rules.js';
import { statusWhere, type MaterialStatusValue } from './material-status.js';
import { assertCanCreate } from '../billing/index.js';

export const MATERIAL_CREATED = 'Material created successfully.';
export const MATERIAL_UPDATED = 'Material updated successfully.';
export const VISIBILITY_UPDATED = 'Visibility updated successfully.';
export const MATERIAL_DUPLICATED = 'Material duplicated successfully.';
export const MATERIAL_DELETED = 'Material deleted successfully.';

/** Newest first; id breaks ties so cursor pages never skip or repeat a material. */
export const MATERIAL_ORDER: Prisma.LearningMaterialOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

type Db = Deps['prisma'] | Prisma.TransactionClient;

/**
 * The caller's material by uuid or slug. A malformed or foreign reference is "not found":
 * never a database error, never a hint that it exists elsewhere.
 */
export async function findMaterial(db: Db, companyId: string, ref: string): Promise<LearningMaterial> {
  const m = ref ? await db.learningMaterial.findFirst({ where: materialRefWhere(companyId, ref) }) : null;
  if (!m) throw new NotFoundError('Material not found.');
  return m;
}

/** As findMaterial, reading only `select`: saves and reads of big drafts skip the JSON columns they don't need. */
export async function findMaterialFields<S extends Prisma.LearningMaterialSelect>(
  db: Db,
  companyId: string,
  ref: string,
  select: S,
): Promise<Prisma.LearningMaterialGetPayload<{ select: S }>> {
  const m = ref ? await db.learningMaterial.findFirst({ where: materialRefWhere(companyId, ref), select }) : null;
  if (!m) throw new NotFoundError('Material not found.');
  return m as Prisma.LearningMaterialGetPayload<{ select: S }>;
}

function materialRefWhere(companyId: string, ref: string): Prisma.LearningMaterialWhereInput {
  return { companyId, OR: UUID.test(ref) ? [{ id: ref }, { slug: ref }] : [{ slug: ref }] };
}

/**
 * Inserts a row with the first free slug for `name`, safe under any number of racing creates:
 * each candidate (base, base-2, …) is inserted with ON CONFLICT DO NOTHING, and a candidate that
 * comes back empty was just taken by someone else, so the next one is tried. Every miss means a
 * row with that slug exists, so the loop ends (at the latest after one try per racer) and it never
 * raises a unique violation (which would abort a surrounding transaction on PostgreSQL).
 */
export async function insertWithFreeSlug(
  db: Db,
  companyId: string,
  name: string,
  data: Omit<Prisma.LearningMaterialCreateManyInput, 'slug' | 'companyId' | 'name'>,
): Promise<LearningMaterial> {
  const rows = await db.learningMaterial.findMany({ where: { companyId, slug: { startsWith: slugBase(name) } }, select: { slug: true } });
  for (const slug of freeSlugs(name, new Set(rows.map((r) => r.slug)))) {
    const [created] = await db.learningMaterial.createManyAndReturn({ data: [{ ...data, companyId, name, slug }], skipDuplicates: true });
    if (created) return created;
  }
  throw new Error('unreachable: freeSlugs never ends');
}

/** Creates a material of `kind` with the spec's default first step and styling. */
export async function createMaterial(deps: Deps, actor: StaffActor | null, input: { name: unknown; kind: unknown }): Promise<LearningMaterial> {
  const a = requirePermission(actor, 'materials.write');
  await assertCanCreate(deps, a.companyId);
  const name = parseName(input.name);
  const kind = parseKind(input.kind);
  if (kindOf(kind).createdFrom === 'upload') throw ValidationError.field('kind', PACKAGE_FROM_UPLOAD);
  const { steps, config } = contentKind(kind).defaults();
  const m = await insertWithFreeSlug(deps.prisma, a.companyId, name, { kind, createdById: a.userId, draftConfig: config as Prisma.InputJsonValue });
  // Not one interactive transaction, for the reason given in duplicateMaterial: a material whose
  // first step can't be written is taken back instead.
  await takeBackOnError(deps, m.id, () => replaceDraftSteps(deps.prisma, m.id, kind, steps));
  return m;
}

export const PACKAGE_FROM_UPLOAD = 'A SCORM package is made by uploading its zip: choose "Upload a SCORM package".';

export const DOMAIN_CHOICE = 'Please choose one of your domains.';

/** A domain of the caller's company (uuid), null to clear; anything else is a field error. */
async function parseDomain(db: Db, companyId: string, raw: unknown): Promise<string | null> {
  if (raw === null || raw === '') return null;
  const id = typeof raw === 'string' && UUID.test(raw) ? raw : null;
  const domain = id ? await db.domain.findFirst({ where: { id, companyId }, select: { id: true } }) : null;
  if (!domain) throw ValidationError.field('domainId', DOMAIN_CHOICE);
  return domain.id;
}

export type SettingsInput = { materialId: string; name?: unknown; description?: unknown; domainId?: unknown };

/** The columns settings changes read and return (never the draft or published JSON, which can be large). */
const SETTINGS = { id: true, kind: true, slug: true, name: true, description: true, visibility: true, domainId: true } as const;
export type MaterialSettings = Prisma.LearningMaterialGetPayload<{ select: typeof SETTINGS }>;

/**
 * Name, description and domain; fields left out stay as they are. The slug is read-only (share
 * links stay valid after a rename). Paths refuse a non-blank description.
 */
export async function updateMaterialSettings(deps: Deps, actor: StaffActor | null, input: SettingsInput): Promise<MaterialSettings> {
  const a = requirePermission(actor, 'materials.write');
  const m = await findMaterialFields(deps.prisma, a.companyId, input.materialId, SETTINGS);
  const data: Prisma.LearningMaterialUncheckedUpdateInput = {};
  if (input.name !== undefined) data.name = parseName(input.name);
  if (input.description !== undefined) {
    const description = parseDescription(input.description);
    if (!kindOf(m.kind).description && description) throw ValidationError.field('description', PATH_NO_DESCRIPTION);
    if (kindOf(m.kind).description) data.description = description;
  }
  if (input.domainId !== undefined) data.domainId = await parseDomain(deps.prisma, a.companyId, input.domainId);
  if (!Object.keys(data).length) return m;
  const updated = await deps.prisma.learningMaterial.update({ where: { id: m.id }, data, select: SETTINGS });
  // The hub's catalogue shows the name and description (http-cache/hub-cache.ts).
  await deps.hubCache.changed(a.companyId);
  return updated;
}

/** Private, public or guest ("User Info Required"). */
export async function setMaterialVisibility(
  deps: Deps,
  actor: StaffActor | null,
  input: { materialId: string; visibility: unknown },
): Promise<MaterialSettings> {
  const a = requirePermission(actor, 'materials.write');
  const m = await findMaterialFields(deps.prisma, a.companyId, input.materialId, SETTINGS);
  const visibility = parseVisibility(input.visibility);
  if (m.visibility === visibility) return m;
  const updated = await deps.prisma.learningMaterial.update({ where: { id: m.id }, data: { visibility }, select: SETTINGS });
  // A material made Private leaves the shared caches now, not when they expire.
  await deps.hubCache.changed(a.companyId);
  return updated;
}

/**
 * A copy named "{name} (copy)" with its own slug: the draft, settings, images and access list
 * are copied; it starts unpublished (DRAFT, no history) with zero counters.
 */
export async function duplicateMaterial(deps: Deps, actor: StaffActor | null, input: { materialId: string }): Promise<LearningMaterial> {
  const a = requirePermission(actor, 'materials.write');
  await assertCanCreate(deps, a.companyId);
  const m = await findMaterial(deps.prisma, a.companyId, input.materialId);
  const access = await deps.prisma.materialAccess.findMany({ where: { materialId: m.id }, select: { email: true } });
  const name = copyName(m.name);
  const copy = await insertWithFreeSlug(deps.prisma, a.companyId, name, {
    kind: m.kind,
    visibility: m.visibility,
    description: m.description,
    domainId: m.domainId,
    draftConfig: m.draftConfig as Prisma.InputJsonValue,
    thumbnailKey: m.thumbnailKey,
    faviconKey: m.faviconKey,
    coverKey: m.coverKey,
    logoKey: m.logoKey,
    createdById: a.userId,
  });
  // Not an interactive transaction: fifty copies at once would queue for the pool's connections
  // and time out. A copy whose steps or access list can't be written is taken back instead.
  await takeBackOnError(deps, copy.id, async () => {
    await copyDraftSteps(deps.prisma, m.id, copy.id);
    if (access.length) {
      await deps.prisma.materialAccess.createMany({ data: access.map((r) => ({ companyId: a.companyId, materialId: copy.id, email: r.email })) });
    }
  });
  return copy;
}

/** Runs the rest of a material's creation; when it fails, deletes the new material (its rows go with it) and rethrows. */
async function takeBackOnError(deps: Deps, materialId: string, rest: () => Promise<void>): Promise<void> {
  try {
    await rest();
  } catch (err) {
    await deps.prisma.learningMaterial.delete({ where: { id: materialId } }).catch(() => {});
    throw err;
  }
}

/** Deletes a material with its history, access list and learner records (cascade). */
export async function deleteMaterial(deps: Deps, actor: StaffActor | null, input: { materialId: string }): Promise<{ id: string }> {
  const a = requirePermission(actor, 'materials.write');
  const m = await findMaterialFields(deps.prisma, a.companyId, input.materialId, { id: true });
  // Its exports for an LMS go with it (the rows by cascade); their stored zips are removed after.
  const zips = await deps.prisma.lmsExport.findMany({ where: { materialId: m.id, storageKey: { not: null } }, select: { storageKey: true } });
  await deps.prisma.$transaction(async (tx) => {
    // Its learners' risk facts (a due day, a missed pass mark) and completion rates (the
    // dashboard's period rows) go with its progress rows: the event's projectors see to them.
    const learners = await tx.progress.findMany({ where: { materialId: m.id }, select: { learnerId: true, nextDueDay: true, belowPassMark: true } });
    await tx.learningMaterial.delete({ where: { id: m.id } });
    await deps.events.emit(tx, 'material.deleted', {
      companyId: a.companyId,
      materialId: m.id,
      learners: learners.map((r) => ({ learnerId: r.learnerId, hadRiskFacts: r.nextDueDay !== null || r.belowPassMark })),
    });
  });
  // A store briefly out of reach leaves an unnamed key behind, never a failed delete.
  await Promise.allSettled(zips.map((z) => deps.storage.remove(z.storageKey!)));
  await deps.hubCache.changed(a.companyId);
  return m;
}

/** One of the caller's materials, by uuid or slug. */
export async function getMaterial(deps: Deps, actor: StaffActor | null, ref: string): Promise<LearningMaterial> {
  const a = requirePermission(actor, 'materials.read');
  return findMaterial(deps.prisma, a.companyId, ref);
}

/** The slug of the caller's company (the addresses REST gives its materials are under it). */
export async function callerCompanySlug(deps: Deps, actor: StaffActor | null): Promise<string> {
  const a = requirePermission(actor, 'materials.read');
  return (await deps.prisma.company.findUniqueOrThrow({ where: { id: a.companyId }, select: { slug: true } })).slug;
}

/** The draft steps, as stored, of a material the caller has looked up (getMaterial). */
export function readMaterialDraft(deps: Deps, materialId: string): Promise<StoredStep[]> {
  return readDraft(deps.prisma, materialId);
}

/** The background of each listed material's first draft step (REST's list shows it as the thumbnail), by material id. */
export function draftBackgrounds(deps: Deps, materialIds: readonly string[]): Promise<Map<string, string | null>> {
  return firstStepBackgrounds(deps.prisma, materialIds);
}

export type MaterialFilter = { kind?: MaterialKind | null; status?: MaterialStatusValue | null; search?: string | null };

/** The list filter shared by the GraphQL connection (scoped by its Company) and the REST list. */
export function materialsWhere(deps: Deps, f: MaterialFilter): Prisma.LearningMaterialWhereInput {
  const search = f.search?.trim();
  return {
    ...(f.kind ? { kind: f.kind } : {}),
    ...(f.status ? statusWhere(deps.prisma, f.status) : {}),
    ...(search ? { OR: [{ name: { contains: search, mode: 'insensitive' } }, { description: { contains: search, mode: 'insensitive' } }] } : {}),
  };
}

/** The caller's materials, newest first (the REST list; GraphQL pages through Company.materials). */
export async function listMaterials(deps: Deps, actor: StaffActor | null, f: MaterialFilter): Promise<LearningMaterial[]> {
  const a = requirePermission(actor, 'materials.read');
  return deps.prisma.learningMaterial.findMany({ where: { ...materialsWhere(deps, f), companyId: a.companyId }, orderBy: MATERIAL_ORDER });
}

export type MaterialCounts = { walkthroughs: number; paths: number; docs: number; videos: number };

/** Materials per kind in one grouped query. */
export async function countMaterials(deps: Deps, companyId: string): Promise<MaterialCounts> {
  const rows = await deps.prisma.learningMaterial.groupBy({ by: ['kind'], where: { companyId }, _count: { _all: true } });
  const n = (kind: MaterialKind) => rows.find((r) => r.kind === kind)?._count._all ?? 0;
  return { walkthroughs: n('WALKTHROUGH'), paths: n('PATH'), docs: n('DOC'), videos: n('VIDEO') };
}

/** The caller's counts per kind (the tab badges). */
export async function materialCounts(deps: Deps, actor: StaffActor | null): Promise<MaterialCounts> {
  const a = requirePermission(actor, 'materials.read');
  return countMaterials(deps, a.companyId);
}
