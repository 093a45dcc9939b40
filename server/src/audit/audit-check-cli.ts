/**
 * `npm run audit:check`: recomputes every company's audit chain (audit-log.ts) and reports the
 * first broken link of each, if any. Exits 1 when a chain is broken, so it can run on a schedule.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { verifyAuditChain } from './audit-log.js';

const config = loadConfig();
const db = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.pgliteDir });
const results = await verifyAuditChain(db.prisma, process.argv[2]);
let broken = 0;
for (const r of results) {
  if (r.brokenAt) {
    broken++;
    console.log(`${r.companyId}: BROKEN at entry ${r.brokenAt.seq}: ${r.brokenAt.reason}`);
  } else console.log(`${r.companyId}: ${r.entries} entries, chain intact`);
}
console.log(broken ? `${broken} of ${results.length} chains broken.` : `All ${results.length} chains intact.`);
await db.close();
process.exit(broken ? 1 : 0);
