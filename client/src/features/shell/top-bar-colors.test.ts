import { describe, expect, it } from 'vitest';
import { topBarStyle } from './top-bar-colors';

describe('topBarStyle', () => {
  it('sets the three --topbar-* variables to the company colours', () => {
    expect(topBarStyle({ topBarBackground: '#0B2545', topBarPrimary: '#0E7C74', topBarText: '#FFFFFF' })).toEqual({
      '--topbar-bg': '#0B2545',
      '--topbar-primary': '#0E7C74',
      '--topbar-text': '#FFFFFF',
      '--topbar-primary-text': '#FFFFFF',
    });
  });

  it('gives the Create button dark text on a light primary the white brand text would vanish on', () => {
    const style = topBarStyle({ topBarBackground: '#3A0CA3', topBarPrimary: '#F72585', topBarText: '#FFFFFF' }) as Record<string, string>;
    expect(style['--topbar-text']).toBe('#FFFFFF');
    expect(style['--topbar-primary-text']).toBe('#000000');
  });
});
