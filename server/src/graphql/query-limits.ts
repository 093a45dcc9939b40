/**
 * Limits on what one GraphQL operation may ask for, so no single request can stop the server
 * (a 553-byte query nested nine connections deep once ran 28 s and took 4.2 GB; 300 aliases of a
 * draft turned an 18 KB query into a 270 MB answer). They apply over HTTP and over graphql-ws:
 * both run through Yoga's envelop plugins (see yoga.ts).
 *
 * Each refusal is a GraphQL error naming the limit, with HTTP status 400 whatever the Accept
 * header (`spec: false` stops Yoga answering 200 for application/json).
 *
 * Every operation the web client sends stays well inside these (client-operations.test.ts
 * measures them all and fails when one no longer does).
 */
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type QueryCost, queryCost } from './query-cost.js';

export const QUERY_LIMITS = {
  /**
   * Lexical tokens in the document, counted while parsing: stops a huge or deeply nested document
   * before graphql-js' recursive parser overflows the stack (it did at ~2,000 levels; 1,000
   * tokens allow at most 500). The client's largest operation has under 200.
   */
  tokens: 1000,
  /** Field nesting, fragments flattened (`__schema` is not counted). The client's deepest is 8. */
  depth: 12,
  /** Aliased fields per operation (`__typename` aliases are free). The client uses none. */
  aliases: 15,
  /** Directives per operation. The client sends none. */
  directives: 20,
  /** Cost as counted by query-cost.ts (page sizes included). The client's largest is under 5,000. */
  cost: 10_000,
} as const;

export type QueryLimit = keyof typeof QUERY_LIMITS | 'nodes';

/** A refusal: 400, a message naming the limit, `extensions.code` QUERY_LIMIT and which limit. */
export function limitError(message: string, limit: QueryLimit): GraphQLError {
  return new GraphQLError(message.replace(/^Syntax Error: /, ''), {
    extensions: { code: 'QUERY_LIMIT', limit, http: { status: 400, spec: false } },
  });
}

/** Armor's validation rules report through the validation context instead of throwing. */
const report = (limit: QueryLimit) => ({
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(limitError(error.message, limit))],
});

/**
 * Counts the cost with the real variables, so it runs where they are known: just before
 * execution (Yoga caches validation per document, whatever the variables).
 */
/** The cost counted for an operation's context, so the cost report (query-cost-plugin.ts) does not count it again. */
export const countedCosts = new WeakMap<object, QueryCost>();

function useQueryCostLimit(max: number): Plugin {
  const check = (args: {
    schema: Parameters<typeof queryCost>[0];
    document: Parameters<typeof queryCost>[1];
    variableValues?: unknown;
    operationName?: string | null;
    contextValue?: unknown;
  }) => {
    const counted = queryCost(args.schema, args.document, args.variableValues as Record<string, unknown> | undefined, args.operationName);
    if (args.contextValue && typeof args.contextValue === 'object') countedCosts.set(args.contextValue, counted);
    if ('tooLarge' in counted) return limitError('Query is too large to count its cost: it spreads its fragments too many times.', 'nodes');
    if (counted.cost !== null && counted.cost > max)
      return limitError(`Query cost limit of ${max} exceeded, found ${counted.cost}. Ask for smaller pages (first/last) or fewer fields.`, 'cost');
    return null;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

/** Error codes whose HTTP status is 400 for every caller (see useRefusalStatus). */
export const REFUSAL_CODES = new Set(['QUERY_LIMIT', 'BAD_USER_INPUT']);

/**
 * Yoga marks every parse failure as a "spec" error (`extensions.http.spec`), which it answers
 * with 200 when the caller accepts application/json; the token limit fails the parse, so its
 * refusal would be a 200. Our refusals keep their 400 whatever the Accept header.
 */
function useRefusalStatus(): Plugin {
  return {
    onResultProcess({ result }) {
      for (const r of Array.isArray(result) ? result : [result]) {
        if (!r || typeof r !== 'object' || !('errors' in r) || !Array.isArray(r.errors)) continue;
        for (const error of r.errors as GraphQLError[]) {
          const http = error.extensions?.http as { spec?: boolean } | undefined;
          if (http && REFUSAL_CODES.has(String(error.extensions.code))) http.spec = false;
        }
      }
    },
  };
}

/** The limit plugins, in the order they run: tokens while parsing, then validation, then cost. */
export function queryLimitPlugins(options: { production: boolean }): Plugin[] {
  return [
    useRefusalStatus(),
    maxTokensPlugin({
      n: QUERY_LIMITS.tokens,
      exposeLimits: true,
      // Thrown from inside the lexer, so parsing stops at the limit instead of recursing on.
      onReject: [
        (_context, error) => {
          throw limitError(error.message, 'tokens');
        },
      ],
    }),
    maxDepthPlugin({ n: QUERY_LIMITS.depth, flattenFragments: true, ignoreIntrospection: true, ...report('depth') }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases, ...report('aliases') }),
    maxDirectivesPlugin({ n: QUERY_LIMITS.directives, ...report('directives') }),
    useQueryCostLimit(QUERY_LIMITS.cost),
    // "Did you mean …?" lists field names to anyone probing; developers keep the hints.
    ...(options.production ? [blockFieldSuggestionsPlugin({ mask: '' })] : []),
  ] as Plugin[];
}
