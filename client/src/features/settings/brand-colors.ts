/**
 * The Brand settings form's rules, kept pure for unit tests: field labels, the `#RRGGBB` check
 * (the server's wording), what the live preview shows while a field is half-typed, and the
 * mutation input.
 */
import { normalizeHex } from '../../lib/contrast';

export type BrandField = 'topBarBackground' | 'topBarPrimary' | 'topBarText';
export type BrandValues = Record<BrandField, string>;

export const BRAND_FIELDS: readonly BrandField[] = ['topBarBackground', 'topBarPrimary', 'topBarText'];

export const BRAND_LABELS: Record<BrandField, string> = {
  topBarBackground: 'Background colour',
  topBarPrimary: 'Primary colour',
  topBarText: 'Text colour',
};

export const BRAND_HINTS: Record<BrandField, string> = {
  topBarBackground: 'Behind the logo, links and avatar.',
  topBarPrimary: 'Fills the Create button.',
  topBarText: 'The logo name, links and your name.',
};

/** The server's fragment for a malformed colour; the label goes in front. */
export const HEX_MESSAGE = 'must be a colour like #0B2545';

/** The message for a hex field (TextField `validate`), or null when it is `#RRGGBB`. */
export function hexFieldError(field: BrandField, value: string): string | null {
  return normalizeHex(value) ? null : `${BRAND_LABELS[field]} ${HEX_MESSAGE}`;
}

/** What the preview paints: each typed colour once it is valid, else the last saved one. */
export function previewColors(values: BrandValues, saved: BrandValues): BrandValues {
  const pick = (field: BrandField) => normalizeHex(values[field]) ?? saved[field];
  return { topBarBackground: pick('topBarBackground'), topBarPrimary: pick('topBarPrimary'), topBarText: pick('topBarText') };
}

export type BrandInputResult = { ok: true; input: BrandValues } | { ok: false; errors: Partial<Record<BrandField, string>> };

/** All three colours normalised for `updateBrandColors`, or a message per malformed field. */
export function toBrandInput(values: BrandValues): BrandInputResult {
  const errors: Partial<Record<BrandField, string>> = {};
  for (const field of BRAND_FIELDS) {
    const message = hexFieldError(field, values[field]);
    if (message) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const hex = (field: BrandField) => normalizeHex(values[field]) as string;
  return { ok: true, input: { topBarBackground: hex('topBarBackground'), topBarPrimary: hex('topBarPrimary'), topBarText: hex('topBarText') } };
}
