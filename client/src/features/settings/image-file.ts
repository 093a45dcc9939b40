/** Upload limits (authoring spec §5, §9): 15 MB, and per-uploader image types. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024; // 15728640

export const IMAGE_MESSAGES = {
  type: 'Only JPG, PNG, GIF, and JPEG images are allowed.',
  size: 'File size exceeds the maximum limit of 15 MB.',
} as const;

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];

/** The `accept` attribute for JPG/JPEG/PNG/GIF pickers. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';

/**
 * The message for a picked image, or null when it may be sent. A courtesy check only: the server
 * decides from the file's bytes.
 */
export function checkImageFile(file: { name: string; type: string; size: number }, options: { checkSize?: boolean } = {}): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type.toLowerCase()) : IMAGE_EXTENSIONS.includes(extension);
  if (!typeOk || !IMAGE_EXTENSIONS.includes(extension)) return IMAGE_MESSAGES.type;
  if ((options.checkSize ?? true) && file.size > MAX_UPLOAD_BYTES) return IMAGE_MESSAGES.size;
  return null;
}
