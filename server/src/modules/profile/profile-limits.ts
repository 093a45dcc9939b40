/** Longest first name, last name, job title, company label and industry role (characters). */
export const MAX_PROFILE_TEXT = 100;
