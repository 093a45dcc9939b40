/**
 * `npm run schema:breaking`: schema.graphql (as it is in the working tree) against the same file
 * on main (SCHEMA_BASE_REF overrides: a tag, another branch). On main itself with nothing changed
 * there is nothing to compare; on a branch, or with the schema edited, every breaking change is
 * listed and the command fails. Without git history (an unpacked tarball) it says so and passes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { breakingChanges } from './schema-breaking.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ref = process.env.SCHEMA_BASE_REF ?? 'main';
let base: string;
try {
  base = execFileSync('git', ['show', `${ref}:schema.graphql`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
} catch {
  console.log(`schema:breaking: no ${ref}:schema.graphql to compare with (no git history?): skipped.`);
  process.exit(0);
}
const current = readFileSync(path.join(root, 'schema.graphql'), 'utf8');
const found = await breakingChanges(base, current);
if (found.length) {
  console.error(`schema.graphql breaks ${found.length} thing(s) integrators may use (against ${ref}). Deprecate first, remove in a later release:`);
  for (const c of found) console.error(`  ${c.path}: ${c.message}`);
  process.exit(1);
}
console.log(`schema.graphql has no breaking change against ${ref}.`);
