/**
 * A spreadsheet runs a CSV cell that starts with = + - @, a tab or a carriage return as a formula
 * (CSV injection: a learner named "=HYPERLINK(…)" would become a live link in the staff member's
 * Excel). Spreadsheets also skip leading blanks and read full-width signs as the ASCII ones, so
 * " =x", "\u00a0=x", "\u200b=x" and "＝x" run too: a cell is escaped when its first character
 * that is neither white space nor invisible is one of those signs. Such text is written with a
 * leading apostrophe, which spreadsheets show as plain text. Only the CSV needs this: the Excel
 * export writes typed string cells, which are never evaluated.
 */

/** = + - @ and their full-width (＝＋－＠) and small (﹦﹢﹣﹫) forms. */
const FORMULA_SIGN = /^[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]/u;

/**
 * What may come before the sign unseen: white space (space, NBSP, the en/em spaces, the
 * ideographic space, line breaks, tab), controls, format characters (zero-width space and
 * joiners, word joiner, byte order mark, soft hyphen, direction marks) and the Hangul fillers.
 */
const UNSEEN_PREFIX = /^[\s\p{Cc}\p{Cf}\u115f\u1160\u3164\uffa0]+/u;

export function needsFormulaEscape(value: string): boolean {
  if (value.startsWith('\t') || value.startsWith('\r')) return true;
  return FORMULA_SIGN.test(value.replace(UNSEEN_PREFIX, ''));
}

export function escapeFormula(value: string): string {
  return needsFormulaEscape(value) ? `'${value}` : value;
}
