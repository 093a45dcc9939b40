import { describe, expect, it } from 'vitest';
import { embedPath, embedSnippet, embedUrl, hasEmbed } from './embed-snippet';

describe('embed snippet', () => {
  it('puts the view path under /embed', () => {
    expect(embedPath('/demo/walkthroughs/getting-started')).toBe('/embed/demo/walkthroughs/getting-started');
    expect(embedUrl('http://localhost:4000/', '/demo/docs/style-guide')).toBe('http://localhost:4000/embed/demo/docs/style-guide');
  });

  it('is an iframe 400 high and 100% wide, titled with the name', () => {
    expect(embedSnippet('https://learnhub.example', '/demo/walkthroughs/getting-started', 'Getting started')).toBe(
      '<iframe src="https://learnhub.example/embed/demo/walkthroughs/getting-started" height="400" width="100%" title="Getting started" style="border:0" allowfullscreen></iframe>',
    );
  });

  it('escapes the name so it cannot break out of the title attribute', () => {
    const snippet = embedSnippet('https://x.test', '/a/walkthroughs/b', 'Tips & "tricks" <b>');
    expect(snippet).toContain('title="Tips &amp; &quot;tricks&quot; &lt;b&gt;"');
  });

  it('exists for the kinds the walkthrough player shows, not paths', () => {
    expect(['WALKTHROUGH', 'VIDEO', 'DOC', 'PATH'].map(hasEmbed)).toEqual([true, true, true, false]);
  });
});
