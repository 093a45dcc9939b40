/**
 * `npm run analytics:rebuild [-- <workspace>]`: recomputes the dashboard's rollups from the activity
 * log, for one company or all, in each company's time zone (rollups.ts). Safe to run at any time:
 * each company's rollups are replaced in one transaction.
 */
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { rebuildRollups } from './rollups.js';

const config = loadConfig();
const db = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.pgliteDir });
try {
  const slug = process.argv[2];
  const companies = await db.prisma.company.findMany({ where: slug ? { slug } : {}, select: { id: true, slug: true } });
  if (slug && companies.length === 0) throw new Error(`No workspace named ${slug}.`);
  for (const c of companies) {
    await rebuildRollups(db.prisma, c.id);
    console.log(`Rebuilt the rollups of ${c.slug}.`);
  }
  // Fresh statistics at once rather than at autovacuum's next pass: planned without them, the
  // dashboard's tables sort every learner of a period instead of reading the top of an index.
  await db.prisma.$executeRawUnsafe('ANALYZE');
} finally {
  await db.close();
}
