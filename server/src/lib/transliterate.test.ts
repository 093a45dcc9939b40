import { describe, expect, it } from 'vitest';
import { transliterate } from './transliterate.js';

describe('transliterate', () => {
  it('writes out the letters NFKD keeps whole', () => {
    expect(transliterate('æ Æ ø Ø ß ẞ œ Œ đ Đ ł Ł þ Þ')).toBe('ae AE o O ss SS oe OE d D l L th TH');
  });

  it('drops accents from the rest, composed or not, and unfolds ligatures', () => {
    expect(transliterate('Å å é E\u0301 ñ ǅ ﬁ Ǿ')).toBe('A a e E n Dz fi O');
  });

  it('leaves other scripts and ASCII alone', () => {
    expect(transliterate('Fjord Læring 2026 – 日本語')).toBe('Fjord Laering 2026 – 日本語');
  });
});
