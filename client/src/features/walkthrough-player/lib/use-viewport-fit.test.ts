import { describe, expect, it } from 'vitest';
import { MIN_FIT_HEIGHT_PX, viewportFitHeight } from './use-viewport-fit';

describe('viewportFitHeight', () => {
  it('fills the window below the top, keeping 24 px under it', () => {
    // 900 high window, player starting 136 px down the page: 900 − 136 − 24 = 740.
    expect(viewportFitHeight(900, 136)).toBe(740);
  });

  it('stops at the minimum in a very short window', () => {
    expect(viewportFitHeight(500, 136)).toBe(MIN_FIT_HEIGHT_PX);
  });
});
