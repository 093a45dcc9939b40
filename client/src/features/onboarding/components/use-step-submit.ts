import { useCallback, useState } from 'react';
import { MESSAGES } from '../../../lib/validation';
import { type ErrorMember, type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../../lib/mutations/form-errors';

type Result = ErrorMember & { readonly __typename: string };

/**
 * The error state of one onboarding step: "This field is required" for blank required fields
 * when the step is submitted, the server's messages next to their fields, and a step-level
 * message for everything else (network, rate limit).
 */
export function useStepSubmit(labels: Record<string, string>) {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  /** Marks blank required fields; true when none is blank. */
  const checkRequired = useCallback((values: Record<string, string>) => {
    const blank = Object.entries(values).filter(([, value]) => value.trim() === '');
    setErrors({ fields: Object.fromEntries(blank.map(([field]) => [field, MESSAGES.required])), form: null });
    return blank.length === 0;
  }, []);

  /** Runs the mutation; true when its result is the `ok` payload type. */
  const submit = useCallback(
    async (run: () => Promise<Result>, ok: string): Promise<boolean> => {
      try {
        const result = await run();
        if (result.__typename === ok) {
          setErrors(NO_ERRORS);
          return true;
        }
        setErrors(toFormErrors(result, labels));
      } catch (error) {
        setErrors({ fields: {}, form: networkErrorMessage(error) });
      }
      return false;
    },
    [labels],
  );

  const clearField = useCallback((field: string) => {
    setErrors((current) => (current.fields[field] ? { ...current, fields: { ...current.fields, [field]: '' } } : current));
  }, []);

  return { errors, setErrors, checkRequired, submit, clearField };
}
