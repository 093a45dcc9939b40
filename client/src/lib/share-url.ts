/** The address shared and copied: a path (the material's hub path) on this site's origin. */
export function shareUrl(origin: string, viewPath: string): string {
  return `${origin.replace(/\/$/, '')}${viewPath}`;
}
