/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, a field quoted (its
 * quotes doubled) when it holds a comma, a quote, CR or LF. The file starts with a UTF-8 byte
 * order mark so Excel reads accented, Greek or Chinese names as UTF-8, not as the local code page.
 */
export type Cell = string | number | null;

function field(cell: Cell): string {
  const text = cell === null ? '' : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
