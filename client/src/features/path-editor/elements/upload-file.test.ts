import { describe, expect, it } from 'vitest';
import { pickedFileProblem, uploadProblem } from './upload-file';

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

describe('path uploads read the bytes, not only the name', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);
  const picked = (bytes: BlobPart, name: string, type: string) => new File([bytes], name, { type });

  it('refuses a text file renamed x.png, and a GIF renamed .png, with the image message', async () => {
    expect(await pickedFileProblem(picked('just some notes\n', 'x.png', 'image/png'), 'image')).toBe('Only JPG, PNG, and JPEG images are allowed.');
    expect(await pickedFileProblem(picked(GIF, 'x.png', 'image/png'), 'image')).toBe('Only JPG, PNG, and JPEG images are allowed.');
    expect(await pickedFileProblem(picked(PNG, 'x.png', 'image/png'), 'image')).toBeNull();
  });

  it('refuses a PNG renamed .csv or .pdf; takes text as a CSV', async () => {
    expect(await pickedFileProblem(picked(PNG, 'a.csv', 'text/csv'), 'attachment')).toBe('Only DOCX, CSV and PDF files are allowed.');
    expect(await pickedFileProblem(picked('a,b\n1,2\n', 'a.pdf', 'application/pdf'), 'attachment')).toBe('Only DOCX, CSV and PDF files are allowed.');
    expect(await pickedFileProblem(picked('a,b\n1,2\n', 'a.csv', ''), 'attachment')).toBeNull();
    expect(await pickedFileProblem(picked('%PDF-1.4\n', 'a.pdf', 'application/pdf'), 'attachment')).toBeNull();
  });
});
