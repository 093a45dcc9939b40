/**
 * The ProseMirror schema of a body element: exactly the nodes and marks the server accepts
 * (@learnhub/content rich-text.ts): paragraphs, bullet and ordered lists, hard breaks; strong,
 * em and links. The document is stored as ProseMirror JSON, never as HTML.
 */
import { isSafeHref, type RichDoc } from '@learnhub/content';
import { type Node as PMNode, Schema } from 'prosemirror-model';

export const richTextSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { content: 'inline*', group: 'block', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
    bullet_list: { content: 'list_item+', group: 'block', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
    ordered_list: {
      content: 'list_item+',
      group: 'block',
      attrs: { order: { default: 1 } },
      parseDOM: [{ tag: 'ol', getAttrs: (dom) => ({ order: Number((dom as HTMLElement).getAttribute('start') ?? 1) || 1 }) }],
      toDOM: (node) => (node.attrs.order === 1 ? ['ol', 0] : ['ol', { start: node.attrs.order }, 0]),
    },
    list_item: { content: 'paragraph block*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
    text: { group: 'inline' },
    hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  },
  marks: {
    strong: { parseDOM: [{ tag: 'strong' }, { tag: 'b' }], toDOM: () => ['strong', 0] },
    em: { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] },
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          getAttrs: (dom) => {
            const href = (dom as HTMLElement).getAttribute('href') ?? '';
            return isSafeHref(href) ? { href } : false;
          },
        },
      ],
      toDOM: (mark) => ['a', { href: mark.attrs.href, rel: 'noopener noreferrer', target: '_blank' }, 0],
    },
  },
});

/** A stored body → a ProseMirror node (falls back to one empty paragraph if it doesn't fit the schema). */
export function toNode(doc: RichDoc): PMNode {
  try {
    return richTextSchema.nodeFromJSON(doc);
  } catch {
    return richTextSchema.node('doc', null, [richTextSchema.node('paragraph')]);
  }
}

/** A ProseMirror node → the stored JSON (the same shape the server checks). */
export function fromNode(node: PMNode): RichDoc {
  return node.toJSON() as RichDoc;
}
