/**
 * The custom range picker (audience.md §2, §4, §5): Start date, End date, Clean all, Discard and
 * Apply; Apply without both dates says "Please add start date and end date inputs."; a chosen
 * range shows with a reset ("×") that returns to All time.
 */
import { useId, useState } from 'react';
import { Button } from '../../ui';
import { rangeProblem, toDmy, toIso } from './period-search';

type Props = {
  value: { startDate: string | null; endDate: string | null } | null;
  onApply(startDate: string, endDate: string): void;
  onReset(): void;
};

export function CustomRange({ value, onApply, onReset }: Props) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState(toIso(value?.startDate ?? null));
  const [end, setEnd] = useState(toIso(value?.endDate ?? null));
  const [error, setError] = useState('');
  const id = useId();
  const close = () => {
    setOpen(false);
    setError('');
  };
  // Discard forgets what was typed: the picker opens again on the range in use.
  const discard = () => {
    setStart(toIso(value?.startDate ?? null));
    setEnd(toIso(value?.endDate ?? null));
    close();
  };
  return (
    <div className="dashboard-range">
      {value ? (
        <span className="dashboard-range__chosen">
          <button type="button" className="dashboard__period" aria-pressed="true" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            {value.startDate} – {value.endDate}
          </button>
          <button type="button" className="dashboard-range__reset" aria-label="Reset the custom range" onClick={onReset}>
            ×
          </button>
        </span>
      ) : (
        <button type="button" className="dashboard__period" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          Custom range
        </button>
      )}
      {open && (
        <div id={id} className="dashboard-range__panel" role="group" aria-label="Custom range">
          <label className="dashboard-range__field">
            Start date
            <input type="date" className="ui-input" value={start} max={end || undefined} onChange={(e) => setStart(e.target.value)} />
          </label>
          <label className="dashboard-range__field">
            End date
            <input type="date" className="ui-input" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
          </label>
          {error && (
            <p role="alert" className="ui-field__error">
              {error}
            </p>
          )}
          <div className="dashboard-range__actions">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setStart('');
                setEnd('');
                close();
                onReset();
              }}
            >
              Clean all
            </Button>
            <Button variant="secondary" size="sm" onClick={discard}>
              Discard
            </Button>
            <Button
              size="sm"
              onClick={() => {
                const problem = rangeProblem(toDmy(start), toDmy(end));
                if (problem) return setError(problem);
                close();
                onApply(toDmy(start), toDmy(end));
              }}
            >
              Apply
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
