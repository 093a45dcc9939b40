/** A new, empty PostgreSQL database beside DATABASE_URL's, for tests that need one of their own. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(baseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates it; `url` is DATABASE_URL with its name, `drop()` removes it (its connections forced out). */
export async function scratchDatabase(prefix: string, baseUrl = process.env.DATABASE_URL): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!baseUrl) throw new Error('scratchDatabase needs DATABASE_URL.');
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
