/**
 * A text field whose typing is one undo step (authoring.md §4: Enter, Escape or blur saves and
 * leaves editing). Focus opens a gesture in the store, each keystroke edits inside it, blur
 * closes it. Escape and Enter (single-line fields) leave the field.
 */
import type { PathDoc } from '@learnhub/content';
import { type CSSProperties, useId } from 'react';
import type { EditorStore } from '../../../kit/editor';
import type { PathRecipe } from '../model/operations';

type Props = {
  store: EditorStore<PathDoc>;
  value: string;
  label: string;
  maxLength: number;
  edit(value: string): PathRecipe;
  multiline?: boolean;
  /** One line of text that wraps instead of scrolling sideways (titles): Enter still leaves it. */
  wrap?: boolean;
  className?: string;
  style?: CSSProperties;
  placeholder?: string;
  /** Shown as a visible label above the field instead of only to screen readers. */
  visibleLabel?: boolean;
  id?: string;
};

export function GestureField({ store, value, label, maxLength, edit, multiline, wrap, className, style, placeholder, visibleLabel, id }: Props) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const common = {
    id: fieldId,
    className: ['path-field', wrap && 'path-field--wrap', className].filter(Boolean).join(' '),
    style,
    value,
    maxLength,
    placeholder,
    'aria-label': visibleLabel ? undefined : label,
    onFocus: () => store.beginGesture(),
    onBlur: () => store.endGesture(),
    onKeyDown: (e: React.KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (e.key === 'Escape' || (e.key === 'Enter' && !multiline)) {
        e.preventDefault();
        e.currentTarget.blur();
      }
    },
  };
  const field = multiline ? (
    <textarea {...common} rows={3} onChange={(e) => store.editInGesture(edit(e.target.value))} />
  ) : wrap ? (
    // A pasted line break becomes a space: the text stays one line.
    <textarea {...common} rows={1} onChange={(e) => store.editInGesture(edit(e.target.value.replace(/\r?\n/g, ' ')))} />
  ) : (
    <input {...common} type="text" onChange={(e) => store.editInGesture(edit(e.target.value))} />
  );
  if (!visibleLabel) return field;
  return (
    <div className="path-labelled">
      <label htmlFor={fieldId}>{label}</label>
      {field}
    </div>
  );
}
