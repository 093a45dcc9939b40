/** Session time in each standard's format (SCORM 1.2 CMITimespan; SCORM 2004 and xAPI ISO 8601). */

/** SCORM 1.2 `HHHH:MM:SS.SS` (hours two to four digits; at most 9999 hours). */
export function scorm12Timespan(ms: number): string {
  const centis = Math.min(Math.max(0, Math.round(ms / 10)), 9999 * 360_000 + 359_999);
  const hours = Math.floor(centis / 360_000);
  const minutes = Math.floor((centis % 360_000) / 6000);
  const seconds = (centis % 6000) / 100;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** ISO 8601 duration with hours, minutes and seconds to the hundredth: `PT1H2M3.45S` (`PT0S` for none). */
export function isoDuration(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centis / 360_000);
  const minutes = Math.floor((centis % 360_000) / 6000);
  const seconds = (centis % 6000) / 100;
  const s = seconds ? `${Number.isInteger(seconds) ? seconds : seconds.toFixed(2).replace(/0$/, '')}S` : '';
  const body = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${s}`;
  return `PT${body || '0S'}`;
}
