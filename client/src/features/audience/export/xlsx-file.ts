/** The Excel export: one sheet named "data" (audience.md §9), written with SheetJS (write only). */
import { utils, write } from 'xlsx';
import { type ExportRequest, sheetRows } from './export-table';

export function buildXlsx(request: ExportRequest): Uint8Array {
  const sheet = utils.aoa_to_sheet(sheetRows(request));
  sheet['!cols'] = [{ wch: 24 }, { wch: 30 }, { wch: 38 }, { wch: 16 }, { wch: 36 }];
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'data');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}
