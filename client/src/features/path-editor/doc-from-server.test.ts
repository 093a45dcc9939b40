import { describe, expect, it } from 'vitest';
import { pathDocFromServer } from './doc-from-server';

describe('pathDocFromServer', () => {
  it('keeps stored values and adds the default sections and values a config lacks', () => {
    const doc = pathDocFromServer(
      [{ id: 5, title: 'One', layers: [{ id: 'b', type: 'body', content: 'Plain' }] }],
      [{ sectionId: 'ha', sectionTitle: 'Header Area', values: [{ id: 'haBGColor', title: 'Background Color', value: '#000000', type: 'color' }] }],
    );
    expect(doc.steps[0]?.layers[0]).toMatchObject({ content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plain' }] }] } });
    expect(doc.config.map((s) => s.sectionId)).toEqual(['ha', 'ca', 'ba', 'phc', 'th', 'cp']);
    const ha = doc.config[0]?.values.map((v) => [v.id, v.value]);
    expect(ha).toEqual([
      ['haBGColor', '#000000'],
      ['haLinkColor', '#FFFFFF'],
      ['haTextColor', '#FFFFFF'],
      ['haFont', 'Open Sans'],
    ]);
  });
});
