import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('path uploads', () => {
  it('takes JPG, JPEG and PNG images only, with the spec message', () => {
    expect(uploadProblem(file('a.png', 'image/png'), 'image')).toBeNull();
    expect(uploadProblem(file('a.jpg', 'image/jpeg'), 'image')).toBeNull();
    expect(uploadProblem(file('a.gif', 'image/gif'), 'image')).toBe('Only JPG, PNG, and JPEG images are allowed.');
    expect(uploadProblem(file('a.pdf', 'application/pdf'), 'image')).toBe('Only JPG, PNG, and JPEG images are allowed.');
  });

  it('takes PDF, DOCX and CSV attachments (a CSV without a type by its name), at most 15 MB', () => {
    expect(uploadProblem(file('a.pdf', 'application/pdf'), 'attachment')).toBeNull();
    expect(uploadProblem(file('a.csv', ''), 'attachment')).toBeNull();
    expect(uploadProblem(file('a.csv', 'application/vnd.ms-excel'), 'attachment')).toBeNull();
    expect(uploadProblem(file('a.exe', 'application/x-msdownload'), 'attachment')).toBe('Only DOCX, CSV and PDF files are allowed.');
    expect(uploadProblem(file('a.pdf', 'application/pdf', 15_728_641), 'attachment')).toBe('File size exceeds the maximum limit of 15 MB.');
    expect(uploadProblem(file('a.pdf', 'application/pdf', 15_728_640), 'attachment')).toBeNull();
  });
});
