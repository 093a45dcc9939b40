/**
 * SCORM packages as materials (issue 25 §2): upload a zip to make a PACKAGE material, upload a new
 * zip to replace it. The zip is checked and stored whole first (store-package.ts), then the
 * material's draft gets one step per launchable item, each naming the stored package; publishing
 * is every material's publish, so learners keep the last published package until the author
 * publishes the new one.
 *
 * - **Name**: the form's `name`, or the manifest's title when it is left out or blank.
 * - **Replacing keeps progress**: an item whose manifest identifier the current draft has keeps
 *   that step's id (package/schema.ts `packageStepIds`), and progress is kept per step id.
 *   The material's row is locked while the steps are worked out, so two replacements at once
 *   apply one after the other, never mixed.
 * - **Nothing half-made**: a refused zip stores nothing; a material that cannot be written takes
 *   its just-stored package back.
 * Old packages stay stored while a revision names them (a restore brings them back).
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { kindOf, kindsWhere, newStepId, PACKAGE_LIMITS, PACKAGE_TOO_LARGE, type PackageStep, packageStepIds, readPackageSteps } from '@learnhub/content';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { LearningMaterial } from '../../generated/prisma/client.js';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { spilledFilePath } from '../../uploads/multipart.js';
import { assertCanCreate } from '../billing/index.js';
import { readDraft, replaceDraftSteps } from '../content/index.js';
import { findMaterialFields, materials, NAME_MAX, parseName } from '../materials/index.js';
import { type StoredPackage, removeStoredPackage, storePackage } from './store-package.js';

export const PACKAGE_UPLOADED = 'Package uploaded: publish it to show it in the hub.';
export const PACKAGE_REPLACED = 'Package replaced: publish it to show the new version in the hub.';
export const PACKAGE_FILE_MISSING = 'Choose the zip file of a SCORM package.';
export const PACKAGE_NOT_FOUND = 'Package not found.';

/** The kind a zip makes: the one that stores the package document. */
const PACKAGE_KIND = kindsWhere((k) => k.document === 'package')[0]!;

export type PackageMaterial = { material: Pick<LearningMaterial, 'id' | 'slug' | 'name' | 'kind'>; package: StoredPackage; steps: PackageStep[] };

/** The form's file, or a field error; over the limit is a 413 (the multipart parser cut it one byte over). */
function requireZip(file: unknown, field: string): File {
  if (!(file instanceof File) || file.size === 0) throw ValidationError.field(field, PACKAGE_FILE_MISSING);
  if (file.size > PACKAGE_LIMITS.compressedBytes) throw new PayloadTooLargeError(PACKAGE_TOO_LARGE);
  return file;
}

/** Runs `use` with the zip on disk: the upload's own temporary file, or a copy of any other File. */
async function withZipOnDisk<T>(file: File, use: (zipPath: string) => Promise<T>): Promise<T> {
  const spilled = spilledFilePath(file);
  if (spilled) return use(spilled);
  const dir = await mkdtemp(path.join(tmpdir(), 'lh-zip-'));
  try {
    const copy = path.join(dir, 'package.zip');
    await pipeline(Readable.fromWeb(file.stream() as import('node:stream/web').ReadableStream), createWriteStream(copy));
    return await use(copy);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The draft steps of a stored package, keeping the ids of `previous` items by identifier. */
function stepsOf(stored: StoredPackage, previous: readonly PackageStep[]): PackageStep[] {
  const ids = packageStepIds(
    previous,
    stored.scos.map((s) => s.identifier),
    newStepId,
  );
  return stored.scos.map((sco, i) => ({
    id: ids[i]!,
    identifier: sco.identifier,
    title: sco.title,
    launch: sco.launch,
    sco: sco.sco,
    packageId: stored.id,
    standard: stored.standard,
  }));
}

/** Create → "Upload a SCORM package": a new PACKAGE material (a draft) from the zip. */
export async function uploadPackage(
  deps: Deps,
  actor: StaffActor | null,
  input: { name?: unknown; file: unknown; fileField?: string },
): Promise<PackageMaterial> {
  const a = requirePermission(actor, 'materials.write');
  await assertCanCreate(deps, a.companyId);
  const named = typeof input.name === 'string' && input.name.trim() ? parseName(input.name) : null;
  const file = requireZip(input.file, input.fileField ?? 'file');
  const stored = await withZipOnDisk(file, (zipPath) => storePackage(deps, a.companyId, zipPath));
  try {
    const name = named ?? parseName(stored.title.slice(0, NAME_MAX));
    const steps = stepsOf(stored, []);
    const material = await deps.prisma.$transaction(async (tx) => {
      const m = await materials.insertWithFreeSlug(tx, a.companyId, name, { kind: PACKAGE_KIND, createdById: a.userId, draftConfig: [] });
      await replaceDraftSteps(tx, m.id, m.kind, steps);
      return m;
    });
    return { material, package: stored, steps };
  } catch (error) {
    await removeStoredPackage(deps, stored);
    throw error;
  }
}

/** The caller's package material by id or slug; anything else (another kind, another company) is "Package not found." */
export async function requirePackageMaterial(deps: Deps, actor: StaffActor | null, ref: string): Promise<{ id: string }> {
  const a = requirePermission(actor, 'materials.write');
  const found = await findMaterialFields(deps.prisma, a.companyId, ref, { id: true, kind: true }).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!found || kindOf(found.kind).createdFrom !== 'upload') throw new NotFoundError(PACKAGE_NOT_FOUND);
  return found;
}

/** A new zip for a package material: its draft's items become the new package's (publish to show them). */
export async function replacePackage(
  deps: Deps,
  actor: StaffActor | null,
  input: { materialId: string; file: unknown; fileField?: string },
): Promise<PackageMaterial> {
  const a = requirePermission(actor, 'materials.write');
  const found = await requirePackageMaterial(deps, actor, input.materialId);
  const file = requireZip(input.file, input.fileField ?? 'file');
  const stored = await withZipOnDisk(file, (zipPath) => storePackage(deps, a.companyId, zipPath));
  try {
    return await deps.prisma.$transaction(async (tx) => {
      // Locked until commit: a second replacement waits here and then reads this one's steps.
      const [m] = await tx.$queryRaw<Pick<LearningMaterial, 'id' | 'slug' | 'name' | 'kind'>[]>`
        SELECT "id", "slug", "name", "kind"::text AS "kind" FROM "LearningMaterial" WHERE "id" = ${found.id}::uuid AND "companyId" = ${a.companyId}::uuid FOR UPDATE`;
      if (!m) throw new NotFoundError(PACKAGE_NOT_FOUND);
      const steps = stepsOf(stored, readPackageSteps(await readDraft(tx, m.id)));
      await replaceDraftSteps(tx, m.id, m.kind, steps);
      // A new revision: the next publish publishes it (publishing an unchanged revision does nothing).
      await tx.$executeRaw`UPDATE "LearningMaterial" SET "revision" = "revision" + 1, "draftSaveId" = NULL, "updatedAt" = now() WHERE "id" = ${m.id}::uuid`;
      return { material: m, package: stored, steps };
    });
  } catch (error) {
    await removeStoredPackage(deps, stored);
    throw error;
  }
}
