import { type ErrorMember, type FormErrors, toFormErrors } from '../../lib/mutations/form-errors';

/** Spec §8 "Company name": the failure toast, shown only when the name is (or may be) what failed. */
export const COMPANY_NAME_FAILED = 'Failed to save company name. Please try again.';

/** The server says which: "Company name updated successfully." when the name changed, else this. */
export const COMPANY_SAVED = 'Company updated successfully.';

export const COMPANY_FIELD_LABELS = {
  name: 'Company name',
  website: 'Website',
  size: 'Company size',
  engagedWithinDays: 'Engaged within (days)',
  atRiskAfterDays: 'At risk after (days)',
};

export interface CompanySaveFailure extends FormErrors {
  /** The toast: the spec's name message when the name failed, else null. */
  toast: string | null;
}

/**
 * What the company form shows for a failed save: each field's message next to it as a sentence
 * ("Website is invalid"), the spec's name toast only when the name is what failed, and the
 * server's own words for a failure that names no field of this form (rate limit, permissions) —
 * never the name toast for those: it would blame the name for something else.
 */
export function companySaveFailure(error: ErrorMember): CompanySaveFailure {
  const errors = toFormErrors(error, COMPANY_FIELD_LABELS);
  return { ...errors, toast: 'name' in errors.fields ? COMPANY_NAME_FAILED : null };
}
