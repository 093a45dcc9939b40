/**
 * The company's image library (the editor's Library panel): images checked from the bytes and
 * stored under random keys; the sender's file name is only a label.
 */
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';
import { UUID } from '../materials/index.js';
import { storeImage } from '../profile/index.js';
import { assertCanCreate } from '../billing/index.js';

export const LIBRARY_IMAGE_ADDED = 'Image added successfully.';
export const LIBRARY_IMAGE_DELETED = 'Image deleted successfully.';
export const LIBRARY_LIST_LIMIT = 500;

/** Newest first; id breaks ties. */
export const LIBRARY_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

const ROW_SELECT = { id: true, filename: true, createdAt: true, upload: { select: { key: true } } } as const;

export type LibraryImageRow = { id: string; filename: string; createdAt: Date; upload: { key: string } };

/** The caller's library, newest first (REST list; GraphQL pages through Company.libraryImages). */
export async function listLibraryImages(deps: Deps, actor: StaffActor | null): Promise<LibraryImageRow[]> {
  const { companyId } = requirePermission(actor, 'materials.read');
  return deps.prisma.libraryImage.findMany({
    where: { companyId },
    orderBy: LIBRARY_ORDER,
    take: LIBRARY_LIST_LIMIT,
    select: ROW_SELECT,
  });
}

/** Adds a checked image (jpg, png, gif; 15 MB) to the caller's library. */
export async function uploadLibraryImage(deps: Deps, actor: StaffActor | null, file: unknown, fileField = 'file'): Promise<LibraryImageRow> {
  const { companyId, userId } = requirePermission(actor, 'materials.write');
  await assertCanCreate(deps, companyId);
  const image = await storeImage(deps, file, fileField);
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const upload = await tx.upload.create({
        data: { companyId, key: image.key, filename: image.filename, contentType: image.mime, size: image.size, purpose: 'library', createdById: userId },
      });
      return tx.libraryImage.create({ data: { companyId, uploadId: upload.id, filename: image.filename }, select: ROW_SELECT });
    });
  } catch (err) {
    await deps.storage.remove(image.key);
    throw err;
  }
}

/**
 * Takes an image out of the library. The file and its Upload row stay: steps may already show
 * it by address, and nothing records which ones do.
 */
export async function deleteLibraryImage(deps: Deps, actor: StaffActor | null, id: string): Promise<{ id: string }> {
  const { companyId } = requirePermission(actor, 'materials.write');
  const gone = UUID.test(id) ? await deps.prisma.libraryImage.deleteMany({ where: { id, companyId } }) : { count: 0 };
  if (gone.count !== 1) throw new NotFoundError('Image not found.');
  return { id };
}
