/**
 * How pg-boss reaches the database: an object with `executeSql(text, values)` answering as
 * node-postgres does (`{ rows }`). pg-boss sends two kinds of text: single statements with
 * parameters (send, fetch, complete…) and, without parameters, scripts of several statements in
 * their own BEGIN … COMMIT under an advisory lock (its schema, its maintenance).
 *
 * - PGlite (the embedded default): the app's one instance, shared with Prisma. A statement with
 *   parameters goes through `query`; a script through `exec`, inside `transaction()`: a script
 *   failing half-way would otherwise leave PGlite's single connection in an aborted transaction
 *   and every later query of the app failing. In there the script's own BEGIN and COMMIT are
 *   harmless (the first only warns; after its COMMIT, PGlite's finds nothing to commit), and an
 *   error rolls back before anyone else gets the connection.
 * - PostgreSQL: a small pool of its own on DATABASE_URL (node-postgres runs a text without
 *   parameters as a simple query, scripts included).
 * - Inside a Prisma transaction (`send(…, { tx })`): the job is inserted on the transaction's
 *   connection and exists only if the transaction commits.
 *
 * pg-boss does not await its own "completed"/"failed" writes after a handler returns, so each
 * executor counts the statements in flight and `settle()` waits for them before the connection
 * closes (JobQueue.stop).
 */
import type { PGlite, Results } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database.js';
import type { Prisma } from '../generated/prisma/client.js';

export type SqlResult = { rows: Record<string, unknown>[] };
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Resolves once no statement is in flight. */
  settle(): Promise<void>;
  /** Closes what the executor opened itself (PostgreSQL's pool); PGlite stays the app's. */
  close(): Promise<void>;
};

function tracked(run: (text: string, values?: unknown[]) => Promise<SqlResult>, close: () => Promise<void>): SqlExecutor {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const p = run(text, values);
      inFlight.add(p);
      const forget = () => inFlight.delete(p);
      p.then(forget, forget);
      return p;
    },
    async settle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    close,
  };
}

/** The statement's rows: for a script, those of its last statement that returns rows. */
function lastRows(results: Results[]): SqlResult {
  const withRows = results.filter((r) => r.fields.length > 0);
  return { rows: (withRows.at(-1) ?? results.at(-1))?.rows ?? [] };
}

export function pgliteExecutor(pglite: PGlite): SqlExecutor {
  return tracked(
    async (text, values) => {
      if (values?.length) return { rows: (await pglite.query<Record<string, unknown>>(text, values)).rows };
      return lastRows(await pglite.transaction((tx) => tx.exec(text)));
    },
    async () => {},
  );
}

export function postgresExecutor(url: string, onError: (err: Error) => void): SqlExecutor {
  // Workers poll one at a time and maintenance runs now and then: a few connections suffice.
  const pool = new pg.Pool({ connectionString: url, max: 4, application_name: 'learnhub-jobs' });
  pool.on('error', onError);
  return tracked(
    async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    () => pool.end(),
  );
}

export function executorFor(db: Database, onError: (err: Error) => void): SqlExecutor {
  return db.driver.kind === 'pglite' ? pgliteExecutor(db.driver.pglite) : postgresExecutor(db.driver.url, onError);
}

/**
 * pg-boss's insert on a Prisma transaction. Prisma types raw parameters from their JavaScript
 * values: objects (the job's data) go as JSON text, which the statement casts to jsonb, and
 * undefined as NULL, as node-postgres would send them.
 */
export function transactionExecutor(tx: Prisma.TransactionClient): Pick<SqlExecutor, 'executeSql'> {
  return {
    async executeSql(text, values = []) {
      const params = values.map((v) => (v === undefined ? null : v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v));
      return { rows: await tx.$queryRawUnsafe<Record<string, unknown>[]>(text, ...params) };
    },
  };
}
