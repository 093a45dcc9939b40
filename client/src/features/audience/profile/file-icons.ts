/** The icon a file gets in the Files tab (audience.md §2): pdf, docx, zip, csv, txt and images; anything else a generic file. */
export type FileIcon = 'pdf' | 'docx' | 'zip' | 'csv' | 'txt' | 'image' | 'file';

const IMAGES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp']);

/** Media types a server may send instead of an extension. */
const MEDIA_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'application/zip': 'zip',
  'text/csv': 'csv',
  'text/plain': 'txt',
};

/** The icon for a file type given as an extension ("pdf", ".PNG") or a media type ("image/png"). */
export function fileIcon(fileType: string): FileIcon {
  const given = fileType.trim().toLowerCase().replace(/^\./, '').split(';')[0]?.trim() ?? '';
  const type = given.startsWith('image/') ? 'png' : (MEDIA_TYPES[given] ?? given);
  if (type === 'pdf' || type === 'zip' || type === 'csv' || type === 'txt') return type;
  if (type === 'docx' || type === 'doc') return 'docx';
  if (IMAGES.has(type)) return 'image';
  return 'file';
}

/** The few letters drawn on the icon. */
export const FILE_ICON_TEXT: Record<FileIcon, string> = { pdf: 'PDF', docx: 'DOC', zip: 'ZIP', csv: 'CSV', txt: 'TXT', image: 'IMG', file: 'FILE' };

/** Case-insensitive "contains" on the file name (the Files tab's search). */
export const matchesFileSearch = (fileName: string, search: string) => fileName.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
