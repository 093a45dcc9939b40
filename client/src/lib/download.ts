/** Saves a blob through a hidden download link, as the browser saves any download, under `name`. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; give slow browsers a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
