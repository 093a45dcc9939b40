import { Temporal } from 'temporal-polyfill';

/** Whether the runtime knows this IANA zone (a company's zone, the dashboard's periods). */
export function isTimeZone(zone: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}
