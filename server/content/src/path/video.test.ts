import { describe, expect, it } from 'vitest';
import { parseVideoSource } from './video.js';

describe('parseVideoSource', () => {
  it('turns YouTube links of every shape into a no-cookie embed of the id, dropping tracking parameters', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&utm_source=newsletter&t=42',
      'https://youtu.be/dQw4w9WgXcQ?si=tracking123',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    ])
      expect(parseVideoSource(link)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: embed });
  });

  it('turns Vimeo and Wistia links into their players', () => {
    expect(parseVideoSource('https://vimeo.com/76979871?share=copy')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
    expect(parseVideoSource('https://player.vimeo.com/video/76979871')?.kind).toBe('vimeo');
    expect(parseVideoSource('https://acme.wistia.com/medias/e4a27b971d?wvideo=x')).toEqual({
      kind: 'wistia',
      id: 'e4a27b971d',
      embedUrl: 'https://fast.wistia.net/embed/iframe/e4a27b971d',
    });
    expect(parseVideoSource('https://fast.wistia.net/embed/iframe/e4a27b971d')?.kind).toBe('wistia');
  });

  it('plays any other http(s) address as a file, and refuses other schemes and malformed ids', () => {
    expect(parseVideoSource('https://cdn.example.com/intro.mp4')).toEqual({ kind: 'file', url: 'https://cdn.example.com/intro.mp4' });
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:video/mp4;base64,AAAA',
      'ftp://example.com/a.mp4',
      '//youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://vimeo.com/about',
      'https://user:pw@example.com/a.mp4',
    ])
      expect(parseVideoSource(bad), bad).toBeNull();
  });
});
