import { useId } from 'react';
import { normalizeHex } from '../../lib/contrast';
import { FieldShell } from '../../ui';
import { describedBy } from '../../ui/Field';
import { BRAND_HINTS, BRAND_LABELS, type BrandField } from './brand-colors';

interface BrandColorFieldProps {
  field: BrandField;
  /** The hex text as typed. */
  value: string;
  /** The saved colour, shown by the picker while the typed value is incomplete. */
  fallback: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
  /** Extra hint after the field's own (e.g. the live contrast ratio). */
  note?: string;
  disabled: boolean;
}

/**
 * One brand colour: the browser's colour picker and a hex field kept in step. The hex field is
 * the labelled control (typed, pasted, read by screen readers); the picker is a shortcut to it.
 */
export function BrandColorField({ field, value, fallback, onChange, onBlur, error, note, disabled }: BrandColorFieldProps) {
  const id = useId();
  const label = BRAND_LABELS[field];
  const hint = note ? `${BRAND_HINTS[field]} ${note}` : BRAND_HINTS[field];
  // <input type="color"> only holds lowercase #rrggbb.
  const swatch = (normalizeHex(value) ?? fallback).toLowerCase();
  return (
    <FieldShell id={id} label={label} hint={hint} message={error} className="brand-field">
      <div className="brand-field__row">
        <input
          type="color"
          className="brand-field__picker"
          aria-label={`${label} picker`}
          value={swatch}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <input
          id={id}
          className="ui-input brand-field__hex"
          value={value}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
    </FieldShell>
  );
}
