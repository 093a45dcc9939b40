/**
 * Introspection (`__schema`, `__type`) answers only signed-in staff: the schema is no secret to
 * the people building on it, but anonymous visitors probing for fields get nothing to map.
 * `__typename` stays open to everyone (clients need it to read unions).
 *
 * Checked just before execution, where the caller is known (over HTTP the context is built after
 * validation; over graphql-ws it comes from connectionParams).
 */
import { type DocumentNode, GraphQLError, Kind, visit, BREAK } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.js';

export const INTROSPECTION_REFUSED = 'Introspection is only available to signed-in staff: send your token as `Authorization: Bearer <token>`.';

function asksForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

const refusal = () => new GraphQLError(INTROSPECTION_REFUSED, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401, spec: false } } });

export function useStaffOnlyIntrospection(): Plugin {
  const refuse = (args: { document: DocumentNode; contextValue: unknown }) =>
    !(args.contextValue as Partial<GraphQLContext>).actor && asksForIntrospection(args.document);
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (refuse(args)) setResultAndStopExecution({ errors: [refusal()] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      if (refuse(args)) setResultAndStopExecution({ errors: [refusal()] });
    },
  };
}
