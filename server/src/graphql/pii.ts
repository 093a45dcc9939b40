/**
 * Learners' names, e-mails and pictures leave the product only for people and for API tokens
 * with the `pii:read` scope (README "API tokens"); for any other token these fields are null.
 */
import { mayReadPii } from '../auth/actor.js';
import type { GraphQLContext } from './context.js';

export const PII_NOTE = ' Null for an API token without the pii:read scope.';

/** The value, or null when the caller may not read learners' personal data. */
export function pii<T>(ctx: GraphQLContext, value: T): T | null {
  return mayReadPii(ctx.actor) ? value : null;
}
