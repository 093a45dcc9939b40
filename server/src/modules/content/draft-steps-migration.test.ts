/** The migration that moved draft steps into rows keeps every keyable step, in order, of every stored draft. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../../../prisma/migrations');
const TARGET = 'draft_step_rows';

const db = new PGlite();
afterAll(() => db.close());

const migration = async (dir: string) => readFile(path.join(MIGRATIONS, dir, 'migration.sql'), 'utf8');

describe('migration draft_step_rows', () => {
  it('backfills steps as rows in draft order, leaves out steps a row cannot key, and drops draftData', async () => {
    const dirs = (await readdir(MIGRATIONS)).filter((d) => /^\d{14}_/.test(d)).sort();
    const at = dirs.findIndex((d) => d.endsWith(`_${TARGET}`));
    expect(at).toBeGreaterThan(0);
    for (const dir of dirs.slice(0, at)) await db.exec(await migration(dir));

    const company = '00000000-0000-7000-8000-000000000001';
    await db.query(`INSERT INTO "Company" ("id", "slug", "name", "updatedAt") VALUES ($1, 'c', 'C', now())`, [company]);
    const drafts: Record<string, unknown> = {
      '00000000-0000-7000-8000-00000000000a': [
        { id: 30, title: 'c' },
        { id: 10, title: 'a' },
        { id: 20, title: 'b' },
      ],
      // A path with a repeated id, a fractional id, a string id, a non-object and an id too large: only 5 (first) and 6 stay.
      '00000000-0000-7000-8000-00000000000b': [
        { id: 5, title: 'first' },
        { id: 1.5 },
        { id: '7' },
        'x',
        { id: 5, title: 'again' },
        { id: 100000000 },
        { id: 6 },
      ],
      '00000000-0000-7000-8000-00000000000c': [],
      '00000000-0000-7000-8000-00000000000d': { not: 'a list' },
    };
    for (const [id, data] of Object.entries(drafts)) {
      await db.query(
        `INSERT INTO "LearningMaterial" ("id", "companyId", "kind", "slug", "name", "draftData", "updatedAt") VALUES ($1, $2, 'PATH', $4, 'M', $3::jsonb, now())`,
        [id, company, JSON.stringify(data), `m-${id.slice(-1)}`],
      );
    }

    await db.exec(await migration(dirs[at]!));

    const rows = await db.query<{ materialId: string; stepId: number; position: number; data: unknown }>(
      `SELECT "materialId", "stepId", "position", "data" FROM "MaterialDraftStep" ORDER BY "materialId", "position"`,
    );
    expect(rows.rows).toEqual([
      { materialId: '00000000-0000-7000-8000-00000000000a', stepId: 30, position: 0, data: { id: 30, title: 'c' } },
      { materialId: '00000000-0000-7000-8000-00000000000a', stepId: 10, position: 1, data: { id: 10, title: 'a' } },
      { materialId: '00000000-0000-7000-8000-00000000000a', stepId: 20, position: 2, data: { id: 20, title: 'b' } },
      { materialId: '00000000-0000-7000-8000-00000000000b', stepId: 5, position: 0, data: { id: 5, title: 'first' } },
      { materialId: '00000000-0000-7000-8000-00000000000b', stepId: 6, position: 1, data: { id: 6 } },
    ]);
    const columns = await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'LearningMaterial' AND column_name = 'draftData'`);
    expect(columns.rows).toEqual([]);
    // The rows go with their material.
    await db.query(`DELETE FROM "LearningMaterial" WHERE "id" = '00000000-0000-7000-8000-00000000000a'`);
    expect((await db.query(`SELECT count(*)::int AS n FROM "MaterialDraftStep"`)).rows).toEqual([{ n: 2 }]);
  });
});
