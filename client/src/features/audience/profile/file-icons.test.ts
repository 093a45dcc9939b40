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

describe('matchesFileSearch', () => {
  it('finds a part of the name, whatever the case', () => {
    expect(matchesFileSearch('Quarterly-Report.PDF', 'report.pdf')).toBe(true);
    expect(matchesFileSearch('Quarterly-Report.PDF', ' QUART ')).toBe(true);
    expect(matchesFileSearch('Quarterly-Report.PDF', 'annual')).toBe(false);
    expect(matchesFileSearch('anything', '')).toBe(true);
  });
});
