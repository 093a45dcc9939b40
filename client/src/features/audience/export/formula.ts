/**
 * A spreadsheet runs a cell that starts with = + - @, a tab or a carriage return as a formula
 * (CSV injection: a learner named "=HYPERLINK(…)" would become a live link in the staff member's
 * Excel). Such text is written with a leading apostrophe, which spreadsheets show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
