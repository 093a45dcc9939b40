import { useEffect, useId, useRef, useState } from 'react';
import { STATUSES, type StatusId } from './audience-search';

/**
 * The Activity Status multi-select (audience.md §2): Engaged, At Risk, Neutral and Select all, in
 * a panel under a button that says what is chosen. None ticked means every status. Changes apply
 * at once; Escape or a click outside closes the panel.
 */
export function StatusFilter({ value, onChange }: { value: StatusId[]; onChange: (statuses: StatusId[]) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The ticks follow a click at once; the address (value) catches up when the new answer is in.
  const [pending, setPending] = useState<{ from: string; to: StatusId[] } | null>(null);
  const chosen = pending && pending.from === value.join() ? pending.to : value;
  const choose = (statuses: StatusId[]) => {
    setPending({ from: value.join(), to: statuses });
    onChange(statuses);
  };
  const all = chosen.length === STATUSES.length;
  const summary =
    chosen.length === 0 || all
      ? 'All'
      : STATUSES.filter((s) => chosen.includes(s.id))
          .map((s) => s.label)
          .join(', ');

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const toggle = (id: StatusId) => choose(STATUSES.filter((s) => (s.id === id ? !chosen.includes(id) : chosen.includes(s.id))).map((s) => s.id));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it, as in a menu.
    <div
      className="audience-filter"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className="audience-filter__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Activity Status: <span className="audience-filter__value">{summary}</span>
        <span aria-hidden="true"> ▾</span>
      </button>
      <fieldset id={panelId} className="audience-filter__panel" hidden={!open}>
        <legend className="visually-hidden">Activity Status</legend>
        <label className="audience-filter__option audience-filter__option--all">
          <input
            type="checkbox"
            checked={all}
            ref={(input) => {
              if (input) input.indeterminate = chosen.length > 0 && !all;
            }}
            onChange={() => choose(all ? [] : STATUSES.map((s) => s.id))}
          />
          Select all
        </label>
        {STATUSES.map((status) => (
          <label key={status.id} className="audience-filter__option">
            <input type="checkbox" checked={chosen.includes(status.id)} onChange={() => toggle(status.id)} />
            {status.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
