/**
 * The benchmark's database: a fresh PGlite directory under a temp DATA_DIR (default), or a fresh
 * database on the PostgreSQL server named by DATABASE_URL. Seeded once with two users: one who
 * belongs to 1 company and one who belongs to 50, each with a staff session token.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { type Database, type DatabaseTarget, openDatabase } from '../../server/src/db/database.js';
import { hashToken, newToken } from '../../server/src/lib/tokens.js';

export type BenchDb = { target: DatabaseTarget; env: Record<string, string>; label: string; drop(): Promise<void> };

/** Where both servers will find the same data. */
export async function benchDatabase(dataDir: string): Promise<BenchDb> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dir = path.join(dataDir, 'pglite');
    return { target: { kind: 'pglite', dir }, env: { DATA_DIR: dataDir }, label: 'embedded PGlite', drop: async () => {} };
  }
  const name = `lh_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    label: 'PostgreSQL',
    async drop() {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

export type Seeded = { one: { token: string; email: string }; fifty: { token: string; email: string } };

/** Migrates (openDatabase does) and seeds 50 companies and the two users. */
export async function seed(db: Database): Promise<Seeded> {
  const { prisma } = db;
  // Explicit, distinct createdAt values: the membership list is ordered by it, in both servers.
  const t0 = Date.now() - 3600_000;
  const at = (i: number) => new Date(t0 + i * 1000);
  await prisma.company.createMany({
    data: Array.from({ length: 50 }, (_, i) => ({ name: `Bench Company ${i + 1}`, slug: `bench-company-${i + 1}`, createdAt: at(i) })),
  });
  const companies = await prisma.company.findMany({ orderBy: { createdAt: 'asc' }, select: { id: true } });
  const user = async (email: string, count: number) => {
    const u = await prisma.user.create({
      data: { email, confirmedAt: new Date(), profile: { create: { firstName: 'Bench', lastName: `User ${count}` } } },
    });
    await prisma.membership.createMany({
      data: companies
        .slice(0, count)
        .map((c, i) => ({ companyId: c.id, userId: u.id, role: i === 0 ? ('OWNER' as const) : ('MEMBER' as const), createdAt: at(i) })),
    });
    const token = newToken();
    await prisma.session.create({
      data: { tokenHash: hashToken(token), userId: u.id, companyId: companies[0]!.id, expiresAt: new Date(Date.now() + 24 * 3600 * 1000) },
    });
    return { token, email };
  };
  return { one: await user('bench-1@example.com', 1), fifty: await user('bench-50@example.com', 50) };
}

export { openDatabase };
