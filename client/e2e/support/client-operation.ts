import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect } from '@playwright/test';

const generatedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/__generated__');

/**
 * Runs one of the web client's own operations the way the app sends it: by the id the Relay
 * compiler persisted it under, never by its text. Learners and visitors may send nothing else
 * (server/src/graphql/persisted-operations.ts), so journeys act as a learner through this.
 */
export async function clientOperation(request: APIRequestContext, token: string | null, name: string, variables: object = {}) {
  const artifact = readFileSync(path.join(generatedDir, `${name}.graphql.ts`), 'utf8');
  const documentId = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
  if (!documentId) throw new Error(`${name} has no persisted id: run \`npx relay-compiler\` at the root`);
  const response = await request.post('/graphql', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: { documentId, operationName: name, variables },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}
