import { describe, expect, it } from 'vitest';
import { checkRichText, richTextFromPlain, richTextToPlain } from './rich-text.js';

describe('checkRichText', () => {
  it('keeps paragraphs, lists, bold, italic and links, and drops unknown attributes', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { style: 'color:red' },
          content: [
            { type: 'text', text: 'Read ', marks: [{ type: 'strong', attrs: { onclick: 'x' } }] },
            { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: 'https://example.com', target: '_top' } }, { type: 'em' }] },
          ],
        },
        { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
      ],
    };
    expect(checkRichText(doc)).toEqual({
      ok: true,
      value: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Read ', marks: [{ type: 'strong' }] },
              { type: 'text', text: 'this', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }, { type: 'em' }] },
            ],
          },
          { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
        ],
      },
    });
  });

  it('refuses script links, HTML-ish nodes, and hostile nesting without overflowing the stack', () => {
    const link = (href: string) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }] }],
    });
    expect(checkRichText(link('javascript:alert(1)'))).toEqual({ ok: false, message: 'a link must go to an http(s) address or mailto:' });
    expect(checkRichText(link('data:text/html,<b>'))).toMatchObject({ ok: false });
    expect(checkRichText(link('mailto:team@example.com')).ok).toBe(true);
    expect(checkRichText({ type: 'doc', content: [{ type: 'html', html: '<script>' }] })).toEqual({ ok: false, message: 'unknown block "html"' });
    let deep: unknown = { type: 'paragraph' };
    for (let i = 0; i < 10_000; i++) deep = { type: 'bullet_list', content: [{ type: 'list_item', content: [deep] }] };
    expect(checkRichText({ type: 'doc', content: [deep] })).toEqual({ ok: false, message: 'must be nested at most 12 levels deep' });
  });

  it('converts a legacy string body into paragraphs, one per line', () => {
    expect(checkRichText('First line\n\nThird line')).toEqual({
      ok: true,
      value: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'First line' }] },
          { type: 'paragraph' },
          { type: 'paragraph', content: [{ type: 'text', text: 'Third line' }] },
        ],
      },
    });
    expect(richTextToPlain(richTextFromPlain('a\nb'))).toBe('a\nb');
  });

  it('refuses more than 20,000 characters of text', () => {
    const text = 'x'.repeat(10_001);
    const para = { type: 'paragraph', content: [{ type: 'text', text }] };
    expect(checkRichText({ type: 'doc', content: [para, para] })).toEqual({ ok: false, message: 'must be at most 20000 characters of text' });
    expect(checkRichText({ type: 'doc', content: [para] }).ok).toBe(true);
  });
});
