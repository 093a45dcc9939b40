export interface ProfileFields {
  firstName: string;
  lastName: string;
  jobTitle: string;
  companyName: string;
}

/** Spec §5: profile save sends only the non-empty fields (trimmed). */
export function profileInput(fields: ProfileFields): Partial<ProfileFields> {
  const input: Partial<ProfileFields> = {};
  for (const key of Object.keys(fields) as (keyof ProfileFields)[]) {
    const value = fields[key].trim();
    if (value) input[key] = value;
  }
  return input;
}

/** "job title @ company", or whichever half exists. */
export function roleLine(jobTitle: string | null | undefined, companyName: string | null | undefined): string {
  const title = jobTitle?.trim() ?? '';
  const company = companyName?.trim() ?? '';
  if (title && company) return `${title} @ ${company}`;
  return title || (company ? `@ ${company}` : '');
}
