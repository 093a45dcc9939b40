/**
 * A sign-in design's custom CSS is untrusted: an author (or whoever took their session) could
 * use it to load things, run things or read the page (attribute selectors + url() sends a
 * typed e-mail away one character at a time). It is parsed with PostCSS (a real CSS parser;
 * unparseable CSS is refused with the parser's line and column) and rebuilt from what is safe:
 *
 * - at-rules: only @media and @supports (their rules are checked the same way) and @keyframes;
 *   @import, @font-face, @namespace, @charset, @page and anything else are dropped;
 * - declarations: values are read with comments removed and CSS escapes decoded (so `\75 rl(`
 *   and `ur/ * * /l(` are seen as `url(`), and a declaration is dropped when it could fetch or
 *   run anything: url() other than an inline raster image, image-set(), src, expression(),
 *   behavior, -moz-binding, javascript: — or when it mentions `<` at all;
 * - selectors: every rule is scoped under SCOPE (the sign-in page's root); `html`, `body` and
 *   `:root` become the root itself; a selector that mentions `<` is dropped.
 * Every drop is reported (what, and why), so the author sees what was removed; the stored CSS is
 * the rebuilt one. The page that uses it also has a Content-Security-Policy without external
 * images, fonts or connections (page-headers.ts), which would stop anything that slipped through.
 */
import postcss, { type AtRule, type ChildNode, type Container, CssSyntaxError, type Declaration, type Rule } from 'postcss';

/** The class of the sign-in page's root element (client: MagicLinkPage). */
export const SCOPE = '.signin-design';
export const CSS_MAX_CHARS = 20_000;

export type CssRemoval = { what: string; why: string };
export type SanitizedCss = { css: string; removed: CssRemoval[] };

export class CssRefused extends Error {}

const ALLOWED_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes']);
const FORBIDDEN_PROPERTIES: Record<string, string> = {
  behavior: 'behavior runs script in old browsers',
  '-ms-behavior': 'behavior runs script in old browsers',
  '-moz-binding': '-moz-binding runs script in old browsers',
  src: 'src loads files',
};
/** Inline raster images only: no SVG (it can hold script and links), no addresses. */
const SAFE_DATA_URL = /^data:image\/(?:png|gif|jpeg|webp);base64,[a-z0-9+/=\s]*$/i;

/** Decodes CSS escapes (`\75`, `\75 `, `\u`) and drops comments: what the browser will read. */
export function readable(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\\([^\n0-9a-f])/gi, '$1')
    .replace(/\\\n/g, '');
}

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/** Why a declaration must go, or null when it may stay. */
function declarationProblem(prop: string, value: string): string | null {
  const p = readable(prop).toLowerCase().trim();
  const v = readable(value).toLowerCase();
  if (FORBIDDEN_PROPERTIES[p]) return FORBIDDEN_PROPERTIES[p]!;
  if (v.includes('<') || p.includes('<')) return 'markup such as </style> is not allowed in CSS';
  if (/expression\s*\(/.test(v)) return 'expression() runs script in old browsers';
  if (/javascript\s*:|vbscript\s*:/.test(v)) return 'script addresses are not allowed';
  if (/image-set\s*\(|cross-fade\s*\(|element\s*\(/.test(v)) return 'image-set() and similar functions load files';
  if (v.includes('@import')) return '@import loads another stylesheet';
  const urls = [...v.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/g)].map((m) => m[2] ?? '');
  if (/url\s*\(/.test(v) && (urls.length === 0 || urls.some((u) => !SAFE_DATA_URL.test(u)))) {
    return 'url() may only hold an inline PNG, GIF, JPEG or WebP image: anything else would load from elsewhere';
  }
  return null;
}

/** The selector scoped under SCOPE; null when it must go. */
function scopedSelector(selector: string): string | null {
  if (readable(selector).includes('<')) return null;
  return selector
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const rooted = part.replace(/^(?:html\s*)?(?:body|:root|html)\b/i, SCOPE);
      return rooted.startsWith(SCOPE) ? rooted : `${SCOPE} ${rooted}`;
    })
    .join(', ');
}

function cleanContainer(container: Container, removed: CssRemoval[], inKeyframes: boolean): void {
  container.each((node: ChildNode) => {
    if (node.type === 'comment') {
      node.remove();
      return;
    }
    if (node.type === 'atrule') {
      const at = node as AtRule;
      const name = at.name.toLowerCase();
      if (!ALLOWED_AT_RULES.has(name) || readable(at.params).includes('<') || /url\s*\(/i.test(readable(at.params))) {
        const why =
          name === 'import'
            ? '@import loads another stylesheet'
            : name === 'font-face'
              ? '@font-face loads fonts from elsewhere'
              : `@${name} is not allowed here`;
        removed.push({ what: short(`@${at.name} ${at.params}`.trim()), why });
        at.remove();
        return;
      }
      cleanContainer(at, removed, inKeyframes || name.endsWith('keyframes'));
      return;
    }
    if (node.type === 'rule') {
      const rule = node as Rule;
      if (!inKeyframes) {
        const scoped = scopedSelector(rule.selector);
        if (!scoped) {
          removed.push({ what: short(rule.selector), why: 'markup such as </style> is not allowed in CSS' });
          rule.remove();
          return;
        }
        rule.selector = scoped;
      }
      cleanContainer(rule, removed, inKeyframes);
      if (rule.nodes.length === 0) rule.remove();
      return;
    }
    if (node.type === 'decl') {
      const decl = node as Declaration;
      const problem = declarationProblem(decl.prop, decl.value);
      if (problem) {
        removed.push({ what: short(`${decl.prop}: ${decl.value}`), why: problem });
        decl.remove();
        return;
      }
      // Whatever the author's comments or raw spacing were, write the value as read.
      decl.raws.value = undefined;
    }
  });
}

/** The safe CSS and what was removed; throws CssRefused for CSS that cannot be read at all. */
export function sanitizeCss(input: string): SanitizedCss {
  if (input.length > CSS_MAX_CHARS) throw new CssRefused(`Custom CSS can have at most ${CSS_MAX_CHARS.toLocaleString('en')} characters.`);
  if (input.includes('\u0000')) throw new CssRefused('Custom CSS cannot contain NUL characters.');
  if (input.trim() === '') return { css: '', removed: [] };
  let root: postcss.Root;
  try {
    root = postcss.parse(input);
  } catch (err) {
    if (err instanceof CssSyntaxError) throw new CssRefused(`The CSS could not be read: ${err.reason} (line ${err.line}, column ${err.column}).`);
    throw err;
  }
  const removed: CssRemoval[] = [];
  // Declarations outside any rule (allowed by the parser) style nothing safely: dropped.
  root.each((node) => {
    if (node.type === 'decl') {
      removed.push({ what: short(`${node.prop}: ${node.value}`), why: 'a declaration outside a rule applies to nothing' });
      node.remove();
    }
  });
  cleanContainer(root, removed, false);
  // Belt and braces: nothing that could end the <style> or link element's text survives.
  const css = root.toString().replace(/</g, '\\3c ').trim();
  return { css, removed };
}
