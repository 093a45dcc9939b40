/**
 * One of the web client's operations as the Relay compiler persisted it: its id (what the client
 * sends, `documentId`) and its text (client/persisted-operations.json), so a bench follows the
 * page's own query. Anonymous callers (the hub) may send only the id; staff may send the text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client');

export function clientOperation(name: string): { id: string; text: string } {
  const artifact = readFileSync(path.join(clientDir, 'src/__generated__', `${name}.graphql.ts`), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
  const text = id && (JSON.parse(readFileSync(path.join(clientDir, 'persisted-operations.json'), 'utf8')) as Record<string, string>)[id];
  if (!id || !text) throw new Error(`no persisted operation for ${name}: run \`npx relay-compiler\` at the root`);
  return { id, text };
}
