/**
 * The public schema's breaking-change check (README "Public GraphQL API"), run by `npm test`
 * (`npm run schema:breaking`): schema.graphql against main's, with GraphQL Inspector. A change an
 * integrator's query could trip over (a field, type, argument or enum value removed or changed,
 * a nullable field made non-null in input, an argument made required) fails, unless the removed
 * field was deprecated in main first (`@deprecated(reason: …)`: deprecate, release, then remove).
 */
import { CriticalityLevel, DiffRule, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

export type BreakingChange = { path: string; message: string };

export async function breakingChanges(baseSdl: string, currentSdl: string): Promise<BreakingChange[]> {
  const changes = await diff(buildSchema(baseSdl), buildSchema(currentSdl), [DiffRule.suppressRemovalOfDeprecatedField]);
  return changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking).map((c) => ({ path: c.path ?? '', message: c.message }));
}
