/** `npm run db:seed`: seeds the demo company into the configured database (idempotent). */
import { loadConfig } from "../config.js";
import { closeDeps, createDeps } from "../deps.js";
import { openDatabase } from "./database.js";
import { seedDemo } from "./seed.js";

const config = loadConfig();
const db = await openDatabase(config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dir: config.pgliteDir });
const deps = createDeps(config, db);
console.log((await seedDemo(deps)) ? "Seeded the demo company." : "The demo company exists already: nothing to do.");
await closeDeps(deps);
