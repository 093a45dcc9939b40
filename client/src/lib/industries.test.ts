import { describe, expect, it } from 'vitest';
import { COMPANY_SIZES, INDUSTRIES } from './industries';

describe('INDUSTRIES', () => {
  it('has about 140 unique entries from Accounting to Writing and Editing', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(140);
    expect(new Set(INDUSTRIES).size).toBe(INDUSTRIES.length);
    expect(INDUSTRIES[0]).toBe('Accounting');
    expect(INDUSTRIES.at(-1)).toBe('Writing and Editing');
  });
});

describe('COMPANY_SIZES', () => {
  it('lists the spec choices in order', () => {
    expect(COMPANY_SIZES).toEqual(['Just Me', '2-5', '6-10', '11-25', '26-50', '51-200', '200-1000', '1000-10,000', '10,000+']);
  });
});
