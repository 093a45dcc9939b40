import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.js';

let dir: string;
let db: Database | undefined;
afterAll(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('checkpoints the embedded database while it runs, so a crash replays only the latest writes', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lh-checkpoints-'));
  db = await openDatabase({ kind: 'pglite', dir }, { migrate: false, checkpointEveryMs: 300 });
  if (db.driver.kind !== 'pglite') throw new Error('expected PGlite');
  const pglite = db.driver.pglite;
  // Bytes of WAL after the last checkpoint's redo point: what a start after kill -9 replays.
  const toReplay = async () =>
    Number(
      (await pglite.query<{ n: string }>(`SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::text AS n FROM pg_control_checkpoint()`)).rows[0]!.n,
    );
  // Stored uncompressed, so 5,000 rows of 4 KB write about 20 MB of WAL.
  await pglite.exec(`CREATE TABLE filler (body text); ALTER TABLE filler ALTER body SET STORAGE EXTERNAL`);
  await pglite.exec(`INSERT INTO filler SELECT repeat(md5(g::text), 128) FROM generate_series(1, 5000) g`);
  expect(await toReplay()).toBeGreaterThan(15_000_000);
  await expect.poll(toReplay, { timeout: 5_000, interval: 100 }).toBeLessThan(100_000);
});
