/**
 * Latin text as ASCII letters, for slugs made from names (workspaces, materials): the letters
 * that Unicode does not decompose into a base letter and accents are written out (æ → ae,
 * ø → o, ß → ss, œ → oe, đ → d, ł → l, þ → th…), then every other letter loses its accents
 * (NFKD, marks dropped: é → e, å → a, ﬁ → fi). "Fjord Læring" → "Fjord Laering". Letters of
 * other scripts stay as they are; the slug rules drop them.
 */
const WRITTEN_OUT: Record<string, string> = {
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  ẞ: 'SS',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŋ: 'ng',
  Ŋ: 'NG',
  ŧ: 't',
  Ŧ: 'T',
  ſ: 's',
};
const WRITTEN_OUT_RE = new RegExp(`[${Object.keys(WRITTEN_OUT).join('')}]`, 'gu');

export function transliterate(text: string): string {
  return text
    .normalize('NFKD')
    .replace(WRITTEN_OUT_RE, (ch) => WRITTEN_OUT[ch] ?? ch)
    .replace(/\p{M}+/gu, '');
}
