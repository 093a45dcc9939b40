/**
 * The Excel export, written with SheetJS (write only): the sheet "data" (audience.md §9) holds
 * the header row and the learners, and a second sheet "filters" says when and with which filters
 * they were taken. Text goes in typed string cells, which spreadsheets never run as formulas, so
 * a name like "=HYPERLINK(…)" is written as it is, without the CSV's apostrophe.
 */
import { utils, write } from 'xlsx';
import { type ExportRequest, metaRows, tableRows } from './export-table';

export function buildXlsx(request: ExportRequest): Uint8Array {
  const data = utils.aoa_to_sheet(tableRows(request));
  data['!cols'] = [{ wch: 24 }, { wch: 30 }, { wch: 38 }, { wch: 16 }, { wch: 36 }];
  const filters = utils.aoa_to_sheet(metaRows(request.meta));
  filters['!cols'] = [{ wch: 16 }, { wch: 60 }];
  const book = utils.book_new();
  utils.book_append_sheet(book, data, 'data');
  utils.book_append_sheet(book, filters, 'filters');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}
