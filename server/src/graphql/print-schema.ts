/**
 * Prints the Pothos schema to the committed /schema.graphql (the contract Relay compiles
 * against). With --check, fails when the committed file is stale instead of writing it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema.graphql');
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== printed) {
    console.error('schema.graphql is stale: run `npm run schema:print` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  await writeFile(target, printed);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
