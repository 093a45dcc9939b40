import { describe, expect, it } from 'vitest';
import { tickLabels } from './chart-ticks';

const MONTHS = ['Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026'];
const DAYS = Array.from({ length: 30 }, (_, i) => String(i + 1));

describe('the chart’s x labels', () => {
  it('all twelve months on a wide chart; on a phone every fourth, so none overlap', () => {
    // A label of 8 characters takes 8 × 7 + 16 = 72 px: 1,000 px hold 13 of them, 270 px 3.
    expect(tickLabels(MONTHS, 1000)).toBeUndefined();
    expect(tickLabels(MONTHS, 270)).toEqual(['Dec 2025', 'Apr 2026', 'Aug 2026']);
  });

  it('a month’s days every fifth, or sparser when even that does not fit', () => {
    // "30" takes 30 px: 900 px hold all 30, but days go by fives; 120 px hold 4: every 8th.
    expect(tickLabels(DAYS, 900)).toEqual(['1', '6', '11', '16', '21', '26']);
    expect(tickLabels(DAYS, 120)).toEqual(['1', '9', '17', '25']);
    expect(tickLabels(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], 300)).toBeUndefined();
  });
});
