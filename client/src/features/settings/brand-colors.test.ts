import { describe, expect, it } from 'vitest';
import { hexFieldError, previewColors, toBrandInput } from './brand-colors';

const saved = { topBarBackground: '#0B2545', topBarPrimary: '#0E7C74', topBarText: '#FFFFFF' };

describe('hexFieldError', () => {
  it("uses the server's wording with the field's label", () => {
    expect(hexFieldError('topBarPrimary', '#F7258')).toBe('Primary colour must be a colour like #0B2545');
    expect(hexFieldError('topBarBackground', '')).toBe('Background colour must be a colour like #0B2545');
    expect(hexFieldError('topBarText', ' #ffffff ')).toBeNull();
  });
});

describe('previewColors', () => {
  it('paints typed colours once they are complete and keeps the saved ones for half-typed fields', () => {
    expect(previewColors({ topBarBackground: '#3a0ca3', topBarPrimary: '#F72', topBarText: '' }, saved)).toEqual({
      topBarBackground: '#3A0CA3',
      topBarPrimary: '#0E7C74',
      topBarText: '#FFFFFF',
    });
  });
});

describe('toBrandInput', () => {
  it('sends all three colours trimmed and uppercase', () => {
    expect(toBrandInput({ topBarBackground: ' #3a0ca3', topBarPrimary: '#f72585', topBarText: '#FFFFFF' })).toEqual({
      ok: true,
      input: { topBarBackground: '#3A0CA3', topBarPrimary: '#F72585', topBarText: '#FFFFFF' },
    });
  });

  it('names every malformed field instead', () => {
    expect(toBrandInput({ topBarBackground: 'navy', topBarPrimary: '#F72585', topBarText: '#FFF' })).toEqual({
      ok: false,
      errors: { topBarBackground: 'Background colour must be a colour like #0B2545', topBarText: 'Text colour must be a colour like #0B2545' },
    });
  });
});
