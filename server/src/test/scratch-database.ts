/**
 * A new PostgreSQL database beside DATABASE_URL's, for tests that need one of their own: a copy
 * of the run's migrated template (database-templates.ts) when there is one on that server, else
 * empty.
 */
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

/**
 * Creates it; `url` is DATABASE_URL with its name, `drop()` removes it (its connections forced out).
 * `template`: the database to copy (null: an empty one); by default the run's template, on
 * DATABASE_URL's server only.
 */
export async function scratchDatabase(
  prefix: string,
  baseUrl = process.env.DATABASE_URL,
  options: { template?: string | null } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!baseUrl) throw new Error('scratchDatabase needs DATABASE_URL.');
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const runTemplate = baseUrl === process.env.DATABASE_URL ? process.env.LEARNHUB_TEST_PG_TEMPLATE : undefined;
  const template = options.template === undefined ? runTemplate : options.template;
  await onServer(baseUrl, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
