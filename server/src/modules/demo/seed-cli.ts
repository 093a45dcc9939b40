/** `npm run db:seed`: seeds the demo company into the configured database (idempotent; passwords as at start-up, see demoPassword). */
import { loadConfig } from '../../config.js';
import { closeDeps } from '../../deps.js';
import { createAppDeps } from '../../composition.js';
import { openDatabase } from '../../db/database.js';
import { demoPassword, demoUsers, seedDemo } from './seed.js';

const config = loadConfig();
const db = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.pgliteDir });
const deps = createAppDeps(config, db);
const demo = demoPassword(config);
if (await seedDemo(deps, demo.password)) {
  console.log('Seeded the demo company.');
  if (demo.random) console.log(`Demo sign-in (password shown only now): ${demoUsers.map((u) => u.email).join(', ')} / ${demo.password}`);
} else {
  console.log('The demo company exists already: nothing to do.');
}
await closeDeps(deps);
