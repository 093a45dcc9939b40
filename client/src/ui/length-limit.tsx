/**
 * Text fields with a maximum length never cut text silently: the browser's `maxLength` stops the
 * typing and trims a paste, and this says so ("Name can be at most 200 characters; only the first
 * 200 were pasted.") and shows a counter once the text nears the limit. The server enforces the
 * same limits (and says them) for callers that bypass the browser.
 */
import { type ClipboardEvent, type FormEvent, useState } from 'react';

/** The counter appears from this share of the limit on (a name of 3 words shows none). */
const COUNTER_FROM = 0.8;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface LengthLimit {
  /** Spread on the input or textarea (with its own onChange). */
  controlProps: { maxLength: number; onPaste(event: ClipboardEvent<TextControl>): void; onBeforeInput(event: FormEvent<TextControl>): void };
  /** "180/200", or null while far from the limit. */
  counter: string | null;
  /** Why text did not go in, or null. */
  notice: string | null;
}

export function lengthNotice(label: string, max: number, pasted: boolean): string {
  return pasted
    ? `${label} can be at most ${max.toLocaleString('en-US')} characters; only the first part of what you pasted went in.`
    : `${label} can be at most ${max.toLocaleString('en-US')} characters.`;
}

export function lengthCounter(length: number, max: number): string | null {
  return length >= max * COUNTER_FROM ? `${length.toLocaleString('en-US')}/${max.toLocaleString('en-US')}` : null;
}

/** The length limit of one text control showing `value`, named `label` in its notice. */
export function useLengthLimit(value: string, maxLength: number, label: string): LengthLimit {
  const [notice, setNotice] = useState<{ text: string; at: string } | null>(null);
  return {
    controlProps: {
      maxLength,
      onPaste(event) {
        const control = event.currentTarget;
        const selected = (control.selectionEnd ?? 0) - (control.selectionStart ?? 0);
        const after = control.value.length - selected + event.clipboardData.getData('text').length;
        if (after > maxLength) setNotice({ text: lengthNotice(label, maxLength, true), at: control.value });
      },
      onBeforeInput(event) {
        const control = event.currentTarget;
        const selected = (control.selectionEnd ?? 0) - (control.selectionStart ?? 0);
        if (control.value.length >= maxLength && selected === 0) setNotice({ text: lengthNotice(label, maxLength, false), at: control.value });
      },
    },
    counter: lengthCounter(value.length, maxLength),
    // The notice goes once the text is shortened again.
    notice: notice && value.length >= Math.min(maxLength, notice.at.length) ? notice.text : null,
  };
}

/**
 * The counter near the limit and the notice when text did not all go in. The notice region is
 * there from the start (empty), so screen readers announce the notice when it appears.
 */
export function LimitLines({ id, counter, notice }: { id: string; counter: string | null | undefined; notice: string | null }) {
  return (
    <>
      {counter && (
        <p className="ui-field__counter" aria-hidden="true">
          {counter}
        </p>
      )}
      <p id={`${id}-notice`} className="ui-field__notice" role="status">
        {notice}
      </p>
    </>
  );
}
