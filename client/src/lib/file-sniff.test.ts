import { describe, expect, it } from 'vitest';
import { bytesMatchName, sniffBytes } from './file-sniff';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('sniffing a picked file', () => {
  it('names the types our uploads take by their first bytes, and UTF-8 text', () => {
    expect(sniffBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffBytes(new TextEncoder().encode('GIF89a'))).toBe('gif');
    expect(sniffBytes(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(sniffBytes(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('zip');
    expect(sniffBytes(new TextEncoder().encode('name,ville\nÉlodie,Zürich\n'))).toBe('text');
    // A character cut by the end of the sample is still text; NUL bytes or bad UTF-8 are not.
    expect(sniffBytes(new TextEncoder().encode('é').subarray(0, 1))).toBe('text');
    expect(sniffBytes(bytes(0x41, 0, 0x42))).toBe('other');
    expect(sniffBytes(bytes(0xc3, 0x28))).toBe('other');
    expect(sniffBytes(bytes())).toBe('other');
  });

  it('a name claims a type the bytes must be: text named x.png does not match, a JPEG named .png does', async () => {
    const images = ['jpeg', 'png', 'gif'] as const;
    expect(await bytesMatchName(new File(['notes'], 'x.png'), images)).toBe(false);
    expect(await bytesMatchName(new File([bytes(0xff, 0xd8, 0xff, 0xe0)], 'x.png'), images)).toBe(true);
    expect(await bytesMatchName(new File([bytes(0xff, 0xd8, 0xff, 0xe0)], 'x'), images)).toBe(false);
    expect(await bytesMatchName(new File(['a,b'], 'a.csv'), ['text'])).toBe(true);
  });
});
