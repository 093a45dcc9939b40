/**
 * The real server (src/main.ts) as a child process, from source (or its build, below), in production mode on 127.0.0.1
 * and a free port, on an embedded database in `dataDir` (a fresh temporary one by default): for
 * tests of what only a real process shows (production start, a crash with kill -9).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * TEST_SERVER_FROM_BUILD=1: run the built server (dist/, as `npm start` does) instead of the
 * sources under tsx, which compiles the whole server at every start. CI sets it for its second
 * pass, right after `npm test` built this very source; elsewhere the sources are the truth.
 */
const FROM_BUILD = process.env.TEST_SERVER_FROM_BUILD === '1';

export type ServerProcess = {
  url: string;
  dataDir: string;
  log(): string;
  /** SIGTERM, waits for the exit; removes the data unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
  /** SIGKILL: no shutdown, no flush; the data stays. */
  crash(): Promise<void>;
};

/** `ready`: the log line that says it has started (a worker serves no HTTP: its url is then ''). */
export async function startServerProcess(env: Record<string, string>, dataDir?: string, ready = /running at (http:\/\/\S+)/): Promise<ServerProcess> {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'lh-prod-')));
  const child: ChildProcess = spawn(process.execPath, FROM_BUILD ? ['dist/src/main.js'] : ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      // As in createTestApp: tests send documents of their own as learners and visitors.
      GRAPHQL_ARBITRARY_DOCUMENTS: 'anyone',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c) => (log += c));
  child.stderr?.on('data', (c) => (log += c));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = ready.exec(log);
      if (m) {
        clearInterval(timer);
        resolve(m[1] ?? '');
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}):\n${log}`));
    });
  });
  return {
    url,
    dataDir: dir,
    log: () => log,
    stop: async (keepData = false) => {
      child.kill('SIGTERM');
      await exited;
      if (!keepData) await rm(dir, { recursive: true, force: true });
    },
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
