/** The company's hub on this site's origin: `/{workspace}`, where learners find its published materials. */
export function hubUrl(origin: string, companySlug: string): string {
  return `${origin.replace(/\/$/, '')}/${encodeURIComponent(companySlug)}`;
}
