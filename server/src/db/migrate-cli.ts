/**
 * `npm run db:migrate` applies pending migrations to the configured database;
 * `npm run db:migration:new -- <name>` writes a new migration from schema.prisma changes.
 */
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { createMigration } from './migrations.js';

const [command, name] = process.argv.slice(2);
const config = loadConfig();

if (command === 'deploy') {
  const db = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.pgliteDir });
  console.log(`Database migrated (${db.kind}).`);
  await db.close();
} else if (command === 'new' && name) {
  // The diff replays existing migrations on a throw-away shadow database, so an in-memory
  // PGlite is all it needs: no server has to run.
  const pglite = new PGlite();
  const dir = await createMigration(name, new PrismaPGlite(pglite));
  console.log(dir ? `Wrote ${dir}/migration.sql` : 'schema.prisma has no changes: no migration written.');
  await pglite.close();
} else {
  console.error('usage: db:migrate | db:migration:new -- <name>');
  process.exit(2);
}
