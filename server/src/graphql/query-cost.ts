/**
 * What one GraphQL operation may cost, counted before it runs (graphql-query-complexity), with
 * the caller's real variable values: a connection asked for `first: $n` costs n pages of its
 * selection, whether n is written inline or sent as a variable.
 *
 * The cost is an upper bound of the values the response can hold:
 * - every field costs 1, plus what is selected under it;
 * - a connection (a field with `first`/`last` returning a `…Connection`) costs 1 plus its page
 *   size times its selection; the page size is `first` or `last`, else the default, capped at
 *   the maximum (the same numbers the resolvers use: PAGE_SIZE);
 * - a field fetching a list of ids (Relay's `nodes(ids:)`) costs 1 plus the number of ids times
 *   its selection;
 * - fields that return a whole walkthrough document (drafts, published copies, their steps, up to
 *   1 MB each) declare `extensions: { cost: HEAVY_FIELD_COST }` and cost that instead of 1.
 */
import { type DocumentNode, getOperationAST, getVariableValues, type GraphQLSchema, getNamedType } from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

/** Connection page sizes: the Prisma plugin's defaults and every hand-written connection use these. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** A field returning a whole document (a draft holds up to MAX_DRAFT_BYTES, 5 MB): at the cost limit of 10,000, one query reads at most four with anything else selected (five alone: 25 MB), never nine copies of one. */
export const HEAVY_FIELD_COST = 2000;

/** Past this many field visits (fragments spread many times over) counting stops and the query is refused. */
export const MAX_COUNTED_NODES = 10_000;

/** `extensions: { cost }` on a field (see HEAVY_FIELD_COST). */
const declaredCost: ComplexityEstimator = ({ field, childComplexity }) => {
  const cost = field.extensions?.cost;
  return typeof cost === 'number' ? cost + childComplexity : undefined;
};

/** A Relay connection: its page size times one entry's selection. */
const connectionCost: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const paged = field.args.some((a) => a.name === 'first') && getNamedType(field.type).name.endsWith('Connection');
  if (!paged) return undefined;
  const asked = typeof args.first === 'number' ? args.first : typeof args.last === 'number' ? args.last : PAGE_SIZE.default;
  const pageSize = Math.min(Math.max(asked, 0), PAGE_SIZE.max);
  return 1 + pageSize * childComplexity;
};

/** A page-numbered list (`extensions: { pageSizeArg }`, e.g. `audience(pageSize:)`): its page size times an entry. */
const pageSizeCost: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const arg = field.extensions?.pageSizeArg;
  if (typeof arg !== 'string') return undefined;
  const size = typeof args[arg] === 'number' ? Math.min(Math.max(args[arg] as number, 0), PAGE_SIZE.max) : PAGE_SIZE.default;
  return 1 + size * childComplexity;
};

/** `nodes(ids: [...])`: one lookup per id. */
const perIdCost: ComplexityEstimator = ({ args, childComplexity }) => (Array.isArray(args.ids) ? 1 + args.ids.length * childComplexity : undefined);

const everyField: ComplexityEstimator = ({ childComplexity }) => 1 + childComplexity;

export const costEstimators = [declaredCost, connectionCost, pageSizeCost, perIdCost, everyField];

export type QueryCost =
  /** The operation's cost with these variables. */
  | { cost: number }
  /** The variables don't fit the operation: execution reports why, there is nothing to count. */
  | { cost: null }
  /** Too many field visits to count (MAX_COUNTED_NODES). */
  | { tooLarge: true };

/**
 * The cost of the operation `operationName` in `document` with `variables` (raw, as sent).
 * The document must already be valid against `schema`.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): QueryCost {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return { cost: null };
  const { errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (errors?.length) return { cost: null };
  try {
    return {
      cost: getComplexity({
        schema,
        query: document,
        variables: variables ?? {},
        operationName: operation.name?.value,
        estimators: costEstimators,
        maxQueryNodes: MAX_COUNTED_NODES,
      }),
    };
  } catch {
    // Variables were checked above, so the one thing left to throw is the node count.
    return { tooLarge: true };
  }
}
