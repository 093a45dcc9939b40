import { graphql } from 'react-relay';

/**
 * What every mutation selects of its expected failures: the message of any `Error`, and the
 * per-field messages of a `ValidationError`. Spread unmasked (`...MutationErrors @relay(mask:
 * false)`) in the mutation's result union, so handlers read `result.message` and
 * `result.fieldErrors` directly (form-errors.ts, mutation-failure.ts turn them into what a form shows).
 */
graphql`
  fragment MutationErrors on Error {
    message
    ... on ValidationError {
      fieldErrors {
        field
        messages
      }
    }
  }
`;
