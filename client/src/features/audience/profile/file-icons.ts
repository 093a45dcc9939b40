/** The icon a file gets in the Files tab (audience.md §2): pdf, docx, zip, csv, txt and images; anything else a generic file. */
export type FileIcon = 'pdf' | 'docx' | 'zip' | 'csv' | 'txt' | 'image' | 'file';

const IMAGES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp']);

export function fileIcon(fileType: string): FileIcon {
  const type = fileType.trim().toLowerCase().replace(/^\./, '');
  if (type === 'pdf' || type === 'zip' || type === 'csv' || type === 'txt') return type;
  if (type === 'docx' || type === 'doc') return 'docx';
  if (IMAGES.has(type)) return 'image';
  return 'file';
}

/** The few letters drawn on the icon. */
export const FILE_ICON_TEXT: Record<FileIcon, string> = { pdf: 'PDF', docx: 'DOC', zip: 'ZIP', csv: 'CSV', txt: 'TXT', image: 'IMG', file: 'FILE' };

/** Case-insensitive "contains" on the file name (the Files tab's search). */
export const matchesFileSearch = (fileName: string, search: string) => fileName.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
