export interface ProfileFields {
  firstName: string;
  lastName: string;
  jobTitle: string;
  companyName: string;
}

type StoredProfile = { readonly [K in keyof ProfileFields]?: string | null } | null | undefined;

/** The form's values for a saved profile (missing values are empty inputs). */
export function profileFields(profile: StoredProfile): ProfileFields {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    jobTitle: profile?.jobTitle ?? '',
    companyName: profile?.companyName ?? '',
  };
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
