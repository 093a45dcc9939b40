/** Generic attachments (POST /upload_files): images, PDF, DOCX and CSV, checked from the bytes. */
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { checkDocument, fileLabel, MAX_UPLOAD_BYTES } from '../../uploads/file-check.js';
import { uploadUrl } from '../../uploads/storage.js';
import { isFileLike } from '../profile/index.js';
import { assertCanCreate } from '../billing/index.js';

/** Stores a checked attachment for the caller's company; returns its address. */
export async function uploadFile(deps: Deps, actor: StaffActor | null, file: unknown, field = 'file'): Promise<{ url: string }> {
  const { companyId, userId } = requirePermission(actor, 'materials.write');
  await assertCanCreate(deps, companyId);
  if (!isFileLike(file)) throw ValidationError.field(field, 'must be a file');
  if (file.size > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError();
  if (file.size === 0) throw ValidationError.field(field, "can't be empty");
  const { mime, ext } = await checkDocument(file, file);
  // Stored before the row: a store out of reach is a 503 with nothing recorded.
  const key = await deps.storage.put(file, ext);
  const filename = fileLabel(file.name, `file.${ext}`);
  try {
    await deps.prisma.upload.create({ data: { companyId, key, filename, contentType: mime, size: file.size, purpose: 'file', createdById: userId } });
  } catch (err) {
    await deps.storage.remove(key);
    throw err;
  }
  return { url: uploadUrl(key)! };
}
