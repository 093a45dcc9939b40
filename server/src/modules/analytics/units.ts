/** Calendar units of a local day (YYYY-MM-DD): the rollups' weeks (from Monday), months and years. */
import { Temporal } from 'temporal-polyfill';

/** The first day of the week (Monday), month and year holding `day`. */
export function unitStartsOf(day: string): { week: string; month: string; year: string } {
  const d = Temporal.PlainDate.from(day);
  return { week: d.subtract({ days: d.dayOfWeek - 1 }).toString(), month: d.with({ day: 1 }).toString(), year: d.with({ month: 1, day: 1 }).toString() };
}
