/** A mutation result as the settings and team screens select it: a payload, or one of the Error types. */
export interface MutationResultShape {
  readonly __typename: string;
  readonly message?: string | null;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly messages: ReadonlyArray<string> }> | null;
}

export interface MutationFailure {
  /** The server's message (shown as the toast or alert). */
  message: string;
  /** First message per input field (camelCase name, e.g. "workspaceName", "invites.0.email"). */
  fieldErrors: Record<string, string>;
}

/**
 * Null when the result is the expected payload type; otherwise what went wrong, with the
 * server's words. Every union member other than the payload implements `Error`.
 */
export function mutationFailure(result: MutationResultShape | null | undefined, payloadType: string, fallback: string): MutationFailure | null {
  if (result && result.__typename === payloadType) return null;
  const fieldErrors: Record<string, string> = {};
  for (const error of result?.fieldErrors ?? []) {
    const first = error.messages[0];
    if (first && !(error.field in fieldErrors)) fieldErrors[error.field] = first;
  }
  return { message: result?.message || fallback, fieldErrors };
}
