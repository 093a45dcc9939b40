/**
 * A body's rich text (ProseMirror JSON, checked by the server: @learnhub/content rich-text.ts)
 * rendered as plain React elements, so viewing a path needs no editor library. Links open in a
 * new tab without access to this page.
 */
import type { RichBlock, RichDoc, RichInline, RichMark } from '@learnhub/content';
import type { ReactNode } from 'react';

/** The text wrapped in its marks, the first mark outermost. */
function withMarks(text: string, marks: readonly RichMark[] | undefined): ReactNode {
  let out: ReactNode = text;
  for (const mark of [...(marks ?? [])].reverse()) {
    if (mark.type === 'strong') out = <strong>{out}</strong>;
    else if (mark.type === 'em') out = <em>{out}</em>;
    else
      out = (
        <a href={mark.attrs.href} target="_blank" rel="noopener noreferrer">
          {out}
        </a>
      );
  }
  return out;
}

function inline(nodes: readonly RichInline[] | undefined): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: inline parts have no ids and never reorder while shown.
  return (nodes ?? []).map((n, i) => (n.type === 'hard_break' ? <br key={i} /> : <span key={i}>{withMarks(n.text, n.marks)}</span>));
}

function block(b: RichBlock, key: number): ReactNode {
  if (b.type === 'paragraph') return <p key={key}>{b.content?.length ? inline(b.content) : <br />}</p>;
  // biome-ignore lint/suspicious/noArrayIndexKey: list items have no ids and never reorder while shown.
  const items = b.content.map((item, i) => <li key={i}>{item.content.map(block)}</li>);
  return b.type === 'bullet_list' ? (
    <ul key={key}>{items}</ul>
  ) : (
    <ol key={key} start={b.attrs?.order}>
      {items}
    </ol>
  );
}

export function RichTextView({ doc }: { doc: RichDoc }) {
  return <div className="path-rich-text">{doc.content.map(block)}</div>;
}
