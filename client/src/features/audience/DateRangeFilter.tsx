import { useEffect, useState } from 'react';
import { isIsoDay } from './audience-search';

/**
 * The Learning Start range: the company's local days on which learners first showed up. Either
 * end may be left open. A day is applied once it is complete; an end before the start is said so
 * and not applied.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}) {
  const [start, setStart] = useState(from ?? '');
  const [end, setEnd] = useState(to ?? '');
  useEffect(() => setStart(from ?? ''), [from]);
  useEffect(() => setEnd(to ?? ''), [to]);
  const backwards = Boolean(start && end && start > end);

  function apply(nextStart: string, nextEnd: string) {
    const s = isIsoDay(nextStart) ? nextStart : null;
    const e = isIsoDay(nextEnd) ? nextEnd : null;
    if ((nextStart && !s) || (nextEnd && !e) || (s && e && s > e)) return;
    if (s !== from || e !== to) onChange(s, e);
  }

  return (
    <fieldset className="audience-dates">
      <legend className="audience-dates__legend">Learning Start</legend>
      <label className="audience-dates__field">
        <span className="visually-hidden">Learning Start </span>Start date
        <input
          type="date"
          className="ui-input"
          value={start}
          max={end || undefined}
          aria-invalid={backwards || undefined}
          onChange={(event) => {
            setStart(event.target.value);
            apply(event.target.value, end);
          }}
        />
      </label>
      <label className="audience-dates__field">
        <span className="visually-hidden">Learning Start </span>End date
        <input
          type="date"
          className="ui-input"
          value={end}
          min={start || undefined}
          aria-invalid={backwards || undefined}
          aria-describedby={backwards ? 'audience-dates-error' : undefined}
          onChange={(event) => {
            setEnd(event.target.value);
            apply(start, event.target.value);
          }}
        />
      </label>
      {backwards && (
        <p id="audience-dates-error" className="audience-dates__error" role="alert">
          The end date is before the start date.
        </p>
      )}
    </fieldset>
  );
}
