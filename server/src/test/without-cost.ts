/**
 * A GraphQL answer without `extensions.cost` (graphql/query-cost-plugin.ts puts it on every
 * answer), for tests that compare whole answers; query-cost-plugin.test.ts checks the cost itself.
 */
export function withoutCost<T>(body: T): T {
  if (!body || typeof body !== 'object' || !('extensions' in body)) return body;
  const { extensions, ...rest } = body as { extensions?: Record<string, unknown> };
  const { cost: _cost, ...others } = extensions ?? {};
  return (Object.keys(others).length ? { ...rest, extensions: others } : rest) as T;
}
