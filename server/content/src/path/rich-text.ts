/**
 * Body text: a ProseMirror document as JSON, never HTML (authoring.md §3 body; issue 8). The
 * allowed nodes and marks are the editor's schema: paragraphs, bullet and ordered lists, hard
 * breaks; bold (strong), italic (em) and links. A checked document is rebuilt from the allowed
 * parts only, so unknown attributes never reach a viewer. A legacy string body becomes paragraphs.
 */
import { PATH_LIMITS as L } from './limits.js';

export type RichMark = { type: 'strong' } | { type: 'em' } | { type: 'link'; attrs: { href: string } };
export type RichInline = { type: 'text'; text: string; marks?: RichMark[] } | { type: 'hard_break' };
export type RichBlock =
  | { type: 'paragraph'; content?: RichInline[] }
  | { type: 'bullet_list'; content: RichListItem[] }
  | { type: 'ordered_list'; attrs?: { order: number }; content: RichListItem[] };
export type RichListItem = { type: 'list_item'; content: RichBlock[] };
export type RichDoc = { type: 'doc'; content: RichBlock[] };

/** Links may go to the web or to an e-mail address; nothing else (no javascript:, data:). */
export function isSafeHref(href: string): boolean {
  if (href.length > 2048) return false;
  if (/^mailto:[^\s]+@[^\s]+$/i.test(href)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return !!new URL(href).hostname;
  } catch {
    return false;
  }
}

/** Plain text → paragraphs, one per line (how legacy string bodies are converted). */
export function richTextFromPlain(text: string): RichDoc {
  return {
    type: 'doc',
    content: text.split(/\r?\n/).map((line) => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' })),
  };
}

/** The text of a body, paragraphs on their own lines (for previews, search and screen readers). */
export function richTextToPlain(doc: RichDoc): string {
  const lines: string[] = [];
  const walk = (blocks: RichBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'paragraph') lines.push((block.content ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join(''));
      else for (const item of block.content) walk(item.content);
    }
  };
  walk(doc.content);
  return lines.join('\n');
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a rich-text value (a ProseMirror doc, or a legacy string) and rebuilds it from the
 * allowed parts. Depth is checked before descending, so hostile nesting stops early.
 */
export function checkRichText(input: unknown): Checked<RichDoc> {
  if (typeof input === 'string') {
    if (input.length > L.richTextLength) return { ok: false, message: `must be at most ${L.richTextLength} characters of text` };
    return { ok: true, value: richTextFromPlain(input) };
  }
  let nodes = 0;
  let chars = 0;
  const fail = (message: string): never => {
    throw new RichTextError(message);
  };
  const count = () => {
    if (++nodes > L.richTextNodes) fail(`must have at most ${L.richTextNodes} parts`);
  };
  const list = (v: unknown, what: string): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : fail(`${what} must be a list`));

  const mark = (m: unknown): RichMark => {
    if (!isObject(m)) return fail('a mark must be an object');
    if (m.type === 'strong' || m.type === 'em') return { type: m.type };
    if (m.type === 'link') {
      const href = isObject(m.attrs) ? m.attrs.href : undefined;
      if (typeof href !== 'string' || !isSafeHref(href)) return fail('a link must go to an http(s) address or mailto:');
      return { type: 'link', attrs: { href } };
    }
    return fail(`unknown mark ${JSON.stringify(m.type ?? null).slice(0, 40)}`);
  };
  const inline = (n: unknown): RichInline => {
    count();
    if (!isObject(n)) return fail('a part must be an object');
    if (n.type === 'hard_break') return { type: 'hard_break' };
    if (n.type !== 'text') return fail(`unknown inline part ${JSON.stringify(n.type ?? null).slice(0, 40)}`);
    if (typeof n.text !== 'string' || n.text === '') return fail('text must be non-empty text');
    chars += n.text.length;
    if (chars > L.richTextLength) fail(`must be at most ${L.richTextLength} characters of text`);
    const marks = list(n.marks, 'marks').map(mark);
    return marks.length ? { type: 'text', text: n.text, marks } : { type: 'text', text: n.text };
  };
  const block = (n: unknown, depth: number): RichBlock => {
    count();
    if (depth > L.richTextDepth) fail(`must be nested at most ${L.richTextDepth} levels deep`);
    if (!isObject(n)) return fail('a part must be an object');
    if (n.type === 'paragraph') {
      const content = list(n.content, 'content').map(inline);
      return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
    }
    if (n.type === 'bullet_list' || n.type === 'ordered_list') {
      const items = list(n.content, 'content').map((item): RichListItem => {
        count();
        if (!isObject(item) || item.type !== 'list_item') return fail('a list holds list items');
        const content = list(item.content, 'content').map((b) => block(b, depth + 2));
        return { type: 'list_item', content: content.length ? content : [{ type: 'paragraph' }] };
      });
      if (n.type === 'bullet_list') return { type: 'bullet_list', content: items };
      const order = isObject(n.attrs) && Number.isInteger(n.attrs.order) ? Math.min(Math.max(Number(n.attrs.order), 1), 1_000_000) : 1;
      return order === 1 ? { type: 'ordered_list', content: items } : { type: 'ordered_list', attrs: { order }, content: items };
    }
    return fail(`unknown block ${JSON.stringify(n.type ?? null).slice(0, 40)}`);
  };

  try {
    if (!isObject(input) || input.type !== 'doc') return { ok: false, message: 'must be a rich-text document ({"type": "doc", …}) or text' };
    const content = list(input.content, 'content').map((b) => block(b, 1));
    return { ok: true, value: { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] } };
  } catch (e) {
    if (e instanceof RichTextError) return { ok: false, message: e.message };
    throw e;
  }
}

class RichTextError extends Error {}
