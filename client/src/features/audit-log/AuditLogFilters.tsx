import { type FormEvent, useMemo, useState } from 'react';
import { Button, Select, TextField } from '../../ui';
import { type AuditFilter, actionOptions, EMPTY_FILTERS, type FilterForm, filterFor, NO_FILTER } from './audit-display';

interface AuditLogFiltersProps {
  /** Company.auditActions: the action names in the log. */
  actions: readonly string[];
  /** Shows the list for these filters (Apply), or for none (Clear). */
  onApply: (filter: AuditFilter) => void;
  busy: boolean;
}

/**
 * The log's filters: an action (from those in the log), an actor (an e-mail, a user id or a token
 * id), and a range of days in this browser's time zone. Apply shows the first page for them;
 * Clear empties the fields and shows the whole log.
 */
export function AuditLogFilters({ actions, onApply, busy }: AuditLogFiltersProps) {
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTERS);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const options = useMemo(() => actionOptions(actions), [actions]);
  const set = (field: keyof FilterForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'from' || field === 'to') setRangeError(null);
  };

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = filterFor(form);
    if ('error' in result) {
      setRangeError(result.error);
      return;
    }
    setRangeError(null);
    onApply(result.filter);
  }

  function clear() {
    setForm(EMPTY_FILTERS);
    setRangeError(null);
    onApply(NO_FILTER);
  }

  return (
    <form className="audit-filters" aria-label="Filter the audit log" onSubmit={apply} noValidate>
      <div className="audit-filters__fields">
        <Select label="Action" options={options} value={form.action} onChange={set('action')} fieldClassName="audit-filters__field audit-filters__action" />
        <TextField
          label="Actor"
          hint="An e-mail, a user id or a token id."
          value={form.actor}
          onChange={set('actor')}
          autoComplete="off"
          spellCheck={false}
          fieldClassName="audit-filters__field audit-filters__actor"
        />
        <TextField label="From" type="date" value={form.from} onChange={set('from')} fieldClassName="audit-filters__field" />
        <TextField label="To" type="date" value={form.to} onChange={set('to')} error={rangeError} fieldClassName="audit-filters__field" />
      </div>
      <div className="audit-filters__buttons">
        <Button type="submit" size="sm" loading={busy}>
          Apply
        </Button>
        <Button variant="secondary" size="sm" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
