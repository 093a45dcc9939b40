/** Image upload limits (authoring spec §5, §9): 15 MB, and per-uploader image types; shared by the settings and materials uploaders. */
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

/** Decodes an image file; rejects when the bytes are not an image the browser can show. */
export type ImageDecoder = (file: Blob) => Promise<unknown>;

function decodeWithBrowser(file: Blob): Promise<unknown> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file).then((bitmap) => bitmap.close());
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(undefined);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Not an image'));
    };
    image.src = url;
  });
}

/**
 * checkImageFile, then a real decode: a file named .png that is not an image gets the type
 * message here instead of a broken preview (or a round trip to the server).
 */
export async function checkPickedImage(file: File, options: { checkSize?: boolean } = {}, decode: ImageDecoder = decodeWithBrowser): Promise<string | null> {
  const problem = checkImageFile(file, options);
  if (problem) return problem;
  try {
    await decode(file);
    return null;
  } catch {
    return IMAGE_MESSAGES.type;
  }
}
