import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { parseTyped, toDisplay } from './due-date-input';

const today = Temporal.PlainDate.from('2026-11-23');

describe('due-date field', () => {
  it('shows and reads dd/mm/yyyy', () => {
    expect(toDisplay('2026-12-01')).toBe('01/12/2026');
    expect(toDisplay('')).toBe('');
    expect(parseTyped('1/12/2026', today)).toEqual({ iso: '2026-12-01' });
    expect(parseTyped('23/11/2026', today)).toEqual({ iso: '2026-11-23' });
    expect(parseTyped('', today)).toEqual({ iso: '' });
  });

  it('refuses other formats, impossible dates and days before today', () => {
    expect(parseTyped('2026-12-01', today)).toEqual({ error: 'Use the format dd/mm/yyyy.' });
    expect(parseTyped('31/02/2027', today)).toEqual({ error: "That date doesn't exist." });
    expect(parseTyped('22/11/2026', today)).toEqual({ error: "The due date can't be before today." });
  });
});
