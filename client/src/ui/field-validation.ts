import { useCallback, useState } from 'react';
import { MESSAGES } from '../lib/validation';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A custom check: returns the message to show, or null/undefined when the value is fine. */
export type FieldValidator = (value: string) => string | null | undefined;

/**
 * The message a field shows after blur (spec §5): "This field is required" for an empty
 * required field, otherwise the browser's native validity message, otherwise the custom
 * validator's message. The custom message is also set as the element's custom validity, so
 * form.checkValidity() agrees with what the user sees.
 */
export function fieldMessage(element: FieldElement, validate?: FieldValidator): string | null {
  element.setCustomValidity('');
  if (element.required && element.value.trim() === '') return MESSAGES.required;
  if (!element.validity.valid) return element.validationMessage || MESSAGES.required;
  const custom = validate?.(element.value) ?? null;
  if (custom) element.setCustomValidity(custom);
  return custom;
}

/**
 * Tracks the blur-time message of one field. Once a message is shown it is re-checked on every
 * change, so it disappears as soon as the user fixes the value.
 */
export function useFieldValidation(validate?: FieldValidator) {
  const [message, setMessage] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const check = useCallback((element: FieldElement) => setMessage(fieldMessage(element, validate)), [validate]);

  const handleBlur = useCallback(
    (element: FieldElement) => {
      setTouched(true);
      check(element);
    },
    [check],
  );

  const handleChange = useCallback(
    (element: FieldElement) => {
      if (touched) check(element);
    },
    [check, touched],
  );

  return { message, handleBlur, handleChange };
}
