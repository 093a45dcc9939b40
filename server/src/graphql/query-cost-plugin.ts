/**
 * What an operation costs, said in every response (README "Public GraphQL API"), as Shopify's
 * GraphQL API says it: `extensions.cost = { requestedQueryCost, actualQueryCost, throttleStatus }`.
 *
 * - **requested**: counted before execution with the real variables (query-cost.ts: every field
 *   1, a connection its page size times its selection).
 * - **actual**: counted on the answer: every field in `data` is 1 and a list counts the items it
 *   really holds, so a page of 3 costs 3 entries however large `first` was.
 * - **throttleStatus** (API tokens only): the token's leaky bucket (lib/cost-bucket.ts, 10,000
 *   points, 500 a second back). The requested cost is taken before execution and the unused part
 *   given back after; a token whose bucket does not hold the requested cost gets 429 with
 *   Retry-After and `extensions.code` THROTTLED, and one operation may request at most the
 *   bucket's capacity. People (the web app's sessions) are not throttled: the 10,000 limit of
 *   query-limits.ts and the rate limits hold for everyone.
 */
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  getVariableValues,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values.js';
import type { Plugin } from 'graphql-yoga';
import { COST_BUCKET, type BucketState } from '../lib/cost-bucket.js';
import type { GraphQLContext } from './context.js';
import { PAGE_SIZE, queryCost } from './query-cost.js';
import { countedCosts } from './query-limits.js';

/** Fields in the answer's data: objects' fields count 1 each plus what they hold; lists, their items. */
export function actualCost(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + actualCost(v), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, v) => sum + 1 + actualCost(v), 0);
  return 0;
}

/**
 * Every connection must say how much it wants, as GitHub's API requires: `first` or `last`, at
 * most PAGE_SIZE.max (100). Returns the first problem, or null.
 */
export function connectionProblem(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | undefined,
  operationName?: string | null,
): string | null {
  // The variables as execution will see them: defaults filled in (`$first: Int = 20` sent empty).
  const operation = getOperationAST(document, operationName ?? undefined);
  const coerced = operation ? getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}) : null;
  if (!coerced || coerced.errors?.length) return null; // bad variables are execution's to report
  const variables = coerced.coerced;
  const typeInfo = new TypeInfo(schema);
  let problem: string | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const def = typeInfo.getFieldDef();
        if (problem || !def || !def.args.some((a) => a.name === 'first') || !getNamedType(def.type).name.endsWith('Connection')) return;
        let args: Record<string, unknown>;
        try {
          args = getArgumentValues(def, node, variables);
        } catch {
          return; // a bad argument is execution's to report
        }
        const size = args.first ?? args.last;
        if (typeof size !== 'number') problem = `\`${node.name.value}\` needs \`first\` or \`last\` (at most ${PAGE_SIZE.max}).`;
        else if (size > PAGE_SIZE.max || size < 0) problem = `\`${node.name.value}\` asks for ${size}: \`first\` and \`last\` are 0 to ${PAGE_SIZE.max}.`;
      },
    }),
  );
  return problem;
}

type Cost = { requestedQueryCost: number | null; actualQueryCost: number; throttleStatus: BucketState | null };

export function useQueryCost(): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as GraphQLContext;
      const paging = connectionProblem(args.schema, args.document, args.variableValues as Record<string, unknown> | undefined, args.operationName);
      if (paging) {
        setResultAndStopExecution({
          errors: [new GraphQLError(paging, { extensions: { code: 'QUERY_LIMIT', limit: 'connection', http: { status: 400, spec: false } } })],
        });
        return;
      }
      // Counted already by the cost limit (query-limits.ts) for this operation's context.
      const counted =
        countedCosts.get(ctx) ?? queryCost(args.schema, args.document, args.variableValues as Record<string, unknown> | undefined, args.operationName);
      const requested = 'cost' in counted ? counted.cost : null;
      const tokenId = ctx.actor?.token?.id;
      let throttle: BucketState | null = null;
      if (tokenId && requested !== null) {
        if (requested > COST_BUCKET.capacity) {
          setResultAndStopExecution({
            errors: [
              new GraphQLError(
                `This query costs ${requested}: an API token's query may cost at most ${COST_BUCKET.capacity}. Ask for smaller pages (first/last) or fewer fields.`,
                { extensions: { code: 'QUERY_LIMIT', limit: 'cost', http: { status: 400, spec: false } } },
              ),
            ],
            extensions: { cost: { requestedQueryCost: requested, actualQueryCost: 0, throttleStatus: null } satisfies Cost },
          });
          return;
        }
        const taken = await ctx.deps.costBucket.take(tokenId, requested);
        if (!taken.ok) {
          setResultAndStopExecution({
            errors: [
              new GraphQLError(
                `Throttled: this query costs ${requested} and the token's bucket holds ${taken.state.currentlyAvailable}. Retry in ${taken.retryAfterSeconds} s.`,
                {
                  extensions: { code: 'THROTTLED', http: { status: 429, spec: false, headers: { 'Retry-After': String(taken.retryAfterSeconds) } } },
                },
              ),
            ],
            extensions: { cost: { requestedQueryCost: requested, actualQueryCost: 0, throttleStatus: taken.state } satisfies Cost },
          });
          return;
        }
        throttle = taken.state;
      }
      return {
        async onExecuteDone({ result, setResult }) {
          if (!result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
          const actual = actualCost(result.data);
          if (tokenId && requested !== null) throttle = await ctx.deps.costBucket.refund(tokenId, requested - actual);
          setResult({
            ...result,
            extensions: { ...result.extensions, cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: throttle } satisfies Cost },
          });
        },
      };
    },
  };
}
