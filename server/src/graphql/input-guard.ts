/**
 * Refuses text the database cannot store (NUL, unpaired surrogates), non-finite numbers and JSON
 * nested too deep (lib/unsafe-input.ts) in every GraphQL request, once, before any resolver runs:
 * in inline string literals (a validation rule) and in every variable (just before execution,
 * over HTTP and graphql-ws alike). Sign-in and sign-up are covered too: no token is needed to
 * reach them, so they must not fail with a database error either.
 */
import { type ASTNode, GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { describeUnsafeInput, findUnsafeInput, unsafeText } from '../lib/unsafe-input.js';

const badInput = (message: string, nodes?: ASTNode) =>
  new GraphQLError(message, { nodes, extensions: { code: 'BAD_USER_INPUT', http: { status: 400, spec: false } } });

/** Inline strings: `signIn(email: "a\u0000@b")`. */
const inlineTextRule: ValidationRule = (context) => ({
  StringValue(node) {
    const message = unsafeText(node.value);
    if (message) context.reportError(badInput(message, node));
  },
});

/** Variables as sent: `{"input": {"email": "a\u0000@b"}}` → "Text must not contain NUL characters ($input.email)." */
function variablesError(variables: unknown): GraphQLError | null {
  if (!variables || typeof variables !== 'object') return null;
  const found = findUnsafeInput(variables);
  return found ? badInput(describeUnsafeInput({ ...found, path: `$${found.path}` })) : null;
}

export function useUnsafeInputGuard(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(inlineTextRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const error = variablesError(args.variableValues);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = variablesError(args.variableValues);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
