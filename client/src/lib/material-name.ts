/** Material name rules (spec §5, §8): the create form (features/shell) and the settings dialog (features/materials) apply them. */
export const NAME_BLANK = "Name can't be blank";
export const NAME_REQUIRED_ALERT = 'Please first enter the name of the material.';

/** The inline message for a name, or null when it is fine (blank or whitespace-only is not). */
export function nameProblem(value: string): string | null {
  return value.trim() === '' ? NAME_BLANK : null;
}
