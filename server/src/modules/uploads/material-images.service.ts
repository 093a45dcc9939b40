/**
 * A material's images (thumbnail, favicon, cover, logo): checked from the bytes, stored under a
 * random key with an Upload row. Duplicated materials share image keys, so a file is deleted
 * only when no material of the company still points at it.
 */
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { ConflictError } from '../../lib/errors.js';
import { uploadUrl } from '../../uploads/storage.js';
import { findMaterial } from '../materials/index.js';
import { storeImage } from '../profile/index.js';
import { assertCanCreate } from '../billing/index.js';

export const MATERIAL_IMAGE_KINDS = ['THUMBNAIL', 'FAVICON', 'COVER', 'LOGO'] as const;
export type MaterialImageKind = (typeof MATERIAL_IMAGE_KINDS)[number];

const column = { THUMBNAIL: 'thumbnailKey', FAVICON: 'faviconKey', COVER: 'coverKey', LOGO: 'logoKey' } as const;
// The settings dialog calls the favicon "Logo" (authoring.md §8), so both say "Logo".
const label = { THUMBNAIL: 'Thumbnail', FAVICON: 'Logo', COVER: 'Cover', LOGO: 'Logo' } as const;
const purpose = { THUMBNAIL: 'walkthrough_thumbnail', FAVICON: 'material_favicon', COVER: 'material_cover', LOGO: 'walkthrough_logo' } as const;

export type MaterialImageResult = { materialId: string; message: string; imageUrl: string | null };

type Tx = Prisma.TransactionClient;

/** True while any material of the company still uses `key` as one of its images. */
async function keyInUse(tx: Tx, companyId: string, key: string): Promise<boolean> {
  const n = await tx.learningMaterial.count({ where: { companyId, OR: [{ thumbnailKey: key }, { faviconKey: key }, { coverKey: key }, { logoKey: key }] } });
  return n > 0;
}

/** After `key` was unset: drops its Upload row when nothing uses it; returns whether the file may go. */
async function releaseKey(tx: Tx, companyId: string, key: string | null): Promise<boolean> {
  if (!key || (await keyInUse(tx, companyId, key))) return false;
  await tx.upload.deleteMany({ where: { companyId, key, libraryImage: { is: null } } });
  return true;
}

/** Sets one of the material's images from a checked upload; the old file goes unless still shared. */
export async function uploadMaterialImage(
  deps: Deps,
  actor: StaffActor | null,
  input: { materialId: string; kind: MaterialImageKind; file: unknown; fileField?: string },
): Promise<MaterialImageResult> {
  const a = requirePermission(actor, 'materials.write');
  await assertCanCreate(deps, a.companyId);
  const field = column[input.kind];
  // Look the material up before storing anything: a foreign id leaves no file behind.
  await findMaterial(deps.prisma, a.companyId, input.materialId);
  const image = await storeImage(deps, input.file, input.fileField ?? 'file');
  let result: { id: string; drop: string | null };
  try {
    result = await deps.prisma.$transaction(async (tx) => {
      const m = await findMaterial(tx, a.companyId, input.materialId);
      // Swap only if the key is still the one we read: a parallel upload of the same kind would
      // otherwise leave its file unreferenced. The loser gets a Conflict and its file is removed.
      const swapped = await tx.learningMaterial.updateMany({ where: { id: m.id, [field]: m[field] }, data: { [field]: image.key } });
      if (swapped.count !== 1) throw new ConflictError('The image was changed at the same time. Please try again.');
      await tx.upload.create({
        data: {
          companyId: a.companyId,
          key: image.key,
          filename: image.filename,
          contentType: image.mime,
          size: image.size,
          purpose: purpose[input.kind],
          createdById: a.userId,
        },
      });
      const old = m[field];
      return { id: m.id, drop: old && old !== image.key && (await releaseKey(tx, a.companyId, old)) ? old : null };
    });
  } catch (err) {
    await deps.storage.remove(image.key);
    throw err;
  }
  if (result.drop) await deps.storage.remove(result.drop);
  // The hub's cards show the thumbnail (http-cache/hub-cache.ts).
  await deps.hubCache.changed(a.companyId);
  return { materialId: result.id, message: `${label[input.kind]} added successfully.`, imageUrl: uploadUrl(image.key) };
}

/** Clears one of the material's images; removing one that is not set is fine. */
export async function removeMaterialImage(
  deps: Deps,
  actor: StaffActor | null,
  input: { materialId: string; kind: MaterialImageKind },
): Promise<MaterialImageResult> {
  const a = requirePermission(actor, 'materials.write');
  const field = column[input.kind];
  const result = await deps.prisma.$transaction(async (tx) => {
    const m = await findMaterial(tx, a.companyId, input.materialId);
    const old = m[field];
    if (!old) return { id: m.id, drop: null };
    // Only if still unchanged; otherwise whoever changed it owns the old file's release.
    const cleared = await tx.learningMaterial.updateMany({ where: { id: m.id, [field]: old }, data: { [field]: null } });
    if (cleared.count !== 1) return { id: m.id, drop: null };
    return { id: m.id, drop: (await releaseKey(tx, a.companyId, old)) ? old : null };
  });
  if (result.drop) await deps.storage.remove(result.drop);
  await deps.hubCache.changed(a.companyId);
  return { materialId: result.id, message: `${label[input.kind]} removed.`, imageUrl: null };
}
