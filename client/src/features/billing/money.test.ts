import { describe, expect, it } from 'vitest';
import { dollars } from './money';

describe('dollars', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(dollars(0)).toBe('$0.00');
    expect(dollars(2500)).toBe('$25.00');
    expect(dollars(2000)).toBe('$20.00');
    expect(dollars(123450)).toBe('$1,234.50');
    expect(dollars(5)).toBe('$0.05');
  });
});
