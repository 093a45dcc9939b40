/**
 * Two real server processes (the `src/main.ts` entry, spawned) on one PostgreSQL database and one
 * Redis: an editor subscribed on process B hears a save made through process A. Runs only with
 * DATABASE_URL and REDIS_URL (CI's second pass); the in-process pub/sub cannot cross processes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { closeDeps, type Deps } from '../../deps.js';
import { createAppDeps } from '../../composition.js';
import { buildCompany } from '../../test/factories.js';
import type { TestApp } from '../../test/harness.js';
import { insertWalkthrough, MATERIAL_SAVED, sampleSteps, SAVE } from './walkthroughs.test-helpers.js';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server entry under tsx, as `npm run dev` starts it; resolves once /healthz answers. */
async function startServer(url: string, name: string): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      REDIS_URL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), `lh-${name}-`)),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, output: () => output };
    await sleep(100);
  }
  throw new Error(`${name} did not start: ${output}`);
}

describe.skipIf(!DATABASE_URL || !REDIS_URL)('materialSaved across two server processes (PostgreSQL + Redis)', () => {
  const dbName = `lh_test_2proc_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let url: string;
  let deps: Deps;
  const servers: { child: ChildProcess; base: string; output: () => string }[] = [];
  let client: Client | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    const u = new URL(DATABASE_URL!);
    u.pathname = `/${dbName}`;
    url = u.toString();
    // Migrated once here, so the two servers start on a ready database and never race to migrate it.
    const db = await openDatabase({ kind: 'postgres', url });
    deps = createAppDeps(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lh-2proc-')), DATABASE_URL: url }),
      db,
    );
    servers.push(await startServer(url, 'server-a'), await startServer(url, 'server-b'));
  }, 120_000);

  afterAll(async () => {
    await client?.dispose();
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await new Promise((resolve) => (s.child.exitCode !== null ? resolve(null) : s.child.once('exit', resolve)));
    }
    if (deps) await closeDeps(deps);
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('a save through process A reaches a subscriber on process B with its revision and clientId', async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    const t = { prisma: deps.prisma, deps } as unknown as TestApp;
    const { company, owner } = await buildCompany(t);
    const m = await insertWalkthrough(t, company.id);

    client = createClient({
      url: `${b.base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: owner.token },
      retryAttempts: 0,
    });
    const events: any[] = [];
    const errors: unknown[] = [];
    client.subscribe(
      { query: MATERIAL_SAVED, variables: { id: m.gid } },
      { next: (v) => (v.data ? events.push(v.data.materialSaved) : errors.push(v.errors)), error: (e) => errors.push(e), complete: () => {} },
    );

    let revision = 0;
    const saveOnA = async (clientId: string) => {
      const res = await fetch(`${a.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({
          query: SAVE,
          variables: { input: { materialId: m.gid, baseRevision: revision, data: sampleSteps(revision + 1), config: [], clientId } },
        }),
      });
      const r = (await res.json()).data.saveMaterialDraft;
      expect(r.__typename).toBe('SaveMaterialDraftPayload');
      revision = r.revision;
    };
    // Until B's subscription is live (its Redis subscribe is asynchronous), early saves may go unheard.
    for (let i = 0; i < 40 && events.length === 0; i++) {
      await saveOnA(`warm-up-${i}`);
      for (let j = 0; j < 5 && events.length === 0; j++) await sleep(50);
    }
    expect(events.length, `no event on B; errors: ${JSON.stringify(errors)}; A: ${a.output()} B: ${b.output()}`).toBeGreaterThan(0);

    events.length = 0;
    await saveOnA('editor-on-a');
    for (let i = 0; i < 60 && events.length === 0; i++) await sleep(50);
    expect(events).toEqual([
      {
        materialId: m.gid,
        revision,
        savedAt: expect.any(String),
        savedByName: 'Owner User',
        clientId: 'editor-on-a',
        reason: 'SAVED',
        material: { id: m.gid, revision },
      },
    ]);
    expect(errors).toEqual([]);
  }, 60_000);
});
