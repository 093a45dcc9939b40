/**
 * Vitest global setup: the migrations are applied once per run, to a template every test
 * database then starts as a copy of, instead of once per test app (a fresh migration costs 2–5 s
 * of schema engine on this machine, a copy well under one).
 *
 * - PostgreSQL (DATABASE_URL set): a database `lh_template_…` on the same server; test databases
 *   are `CREATE DATABASE … TEMPLATE` of it (scratch-database.ts). Dropped at the end of the run.
 * - PGlite (the default): an in-memory database migrated here and dumped to a file; each test app
 *   loads that dump (harness.ts).
 *
 * The workers learn where the template is from the environment, which they inherit. Migrations
 * are still applied from empty in every run: to the template itself, on PGlite and on PostgreSQL
 * (a failure fails the run), and by the browser journeys' server to its fresh embedded database;
 * content/draft-steps-migration.test.ts replays migrations on a database of its own.
 */
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { applyMigrations } from '../db/migrations.js';
import { scratchDatabase } from './scratch-database.js';

/** Read by scratch-database.ts. */
export const PG_TEMPLATE_ENV = 'LEARNHUB_TEST_PG_TEMPLATE';
export const PGLITE_TEMPLATE_ENV = 'LEARNHUB_TEST_PGLITE_TEMPLATE';

export async function setup(): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = await scratchDatabase('lh_template', baseUrl, { template: null });
    // A pool of our own, ended before any copy: PostgreSQL copies a template nobody is connected to.
    const pool = new pg.Pool({ connectionString: template.url });
    try {
      await applyMigrations(new PrismaPg(pool));
    } finally {
      await pool.end();
    }
    process.env[PG_TEMPLATE_ENV] = template.name;
    return async () => {
      delete process.env[PG_TEMPLATE_ENV];
      await template.drop();
    };
  }
  const db = await openDatabase({ kind: 'pglite', dir: null });
  if (db.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await db.driver.pglite.dumpDataDir('none');
  await db.close();
  const file = path.join(tmpdir(), `learnhub-pglite-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(file, { force: true });
  };
}
