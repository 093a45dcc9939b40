/**
 * A step's due date: a dd/mm/yyyy field with a calendar beside it (the browser's date picker,
 * which offers no day before today), and the due-date line as learners will read it.
 */
import { useEffect, useId, useState } from 'react';
import { dueDateLine, todayIn } from '../../path-viewer';
import { parseTyped, toDisplay } from '../model/due-date-input';

type Props = { value: string; onChange(iso: string): void };

export function DueDateField({ value, onChange }: Props) {
  const [text, setText] = useState(toDisplay(value));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  useEffect(() => setText(toDisplay(value)), [value]);
  const today = todayIn();
  const line = dueDateLine(value, today);

  function commit(next: string) {
    const parsed = parseTyped(next, today);
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    if (parsed.iso !== value) onChange(parsed.iso);
  }

  return (
    <div className="path-due">
      <label htmlFor={`${id}-text`}>Due date</label>
      <div className="path-due__inputs">
        <input
          id={`${id}-text`}
          className="path-field path-due__text"
          placeholder="dd/mm/yyyy"
          inputMode="numeric"
          value={text}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : `${id}-line`}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => commit(text)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(text);
          }}
        />
        <input
          className="path-due__calendar"
          type="date"
          aria-label="Pick the due date from a calendar"
          min={today.toString()}
          value={value}
          onChange={(e) => {
            setError(null);
            if (e.target.value !== value) onChange(e.target.value);
          }}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="path-due__error">
          {error}
        </p>
      ) : (
        <p id={`${id}-line`} className="path-due__line">
          {line ? `${line.relative} ${line.date}` : 'No due date'}
        </p>
      )}
    </div>
  );
}
