import { describe, expect, it } from 'vitest';
import { fileIcon, matchesFileSearch } from './file-icons';

describe('fileIcon', () => {
  it('maps pdf, docx, zip, csv, txt and images, anything else to a generic file', () => {
    expect(['pdf', 'DOCX', '.zip', 'csv', 'txt', 'png', 'JPG', 'jpeg', 'gif', 'xlsx', ''].map(fileIcon)).toEqual([
      'pdf',
      'docx',
      'zip',
      'csv',
      'txt',
      'image',
      'image',
      'image',
      'image',
      'file',
      'file',
    ]);
  });
});

describe('fileIcon from a media type', () => {
  it('reads the same icons from image/png, application/pdf, text/csv…', () => {
    expect(
      [
        'image/png',
        'application/pdf',
        'text/csv; charset=utf-8',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/zip',
        'text/plain',
        'application/octet-stream',
      ].map(fileIcon),
    ).toEqual(['image', 'pdf', 'csv', 'docx', 'zip', 'txt', 'file']);
  });
});

describe('matchesFileSearch', () => {
  it('finds a part of the name, whatever the case', () => {
    expect(matchesFileSearch('Quarterly-Report.PDF', 'report.pdf')).toBe(true);
    expect(matchesFileSearch('Quarterly-Report.PDF', ' QUART ')).toBe(true);
    expect(matchesFileSearch('Quarterly-Report.PDF', 'annual')).toBe(false);
    expect(matchesFileSearch('anything', '')).toBe(true);
  });
});
