/**
 * The production topology on one machine, for the tests, the benchmarks and `npm run topology`:
 * HAProxy (Debian's) in front of N web processes (ROLE=web), one worker (ROLE=worker), sharing
 * PostgreSQL, Redis and an S3-compatible store (s3rver). PostgreSQL and Redis are the machine's
 * when their URLs are given (a scratch database is made), else started here in a temporary
 * folder, so the script needs nothing running beforehand.
 *
 * HAProxy checks `/readyz` every 500 ms (2 s to answer) and takes a process out after two 503s
 * in a row, so a web process drained with DRAIN_SECONDS=3 is out of rotation before it stops
 * accepting (one slow answer just after a start does not take it out); a request that still
 * meets a closed port is retried on another process (`retries`, `option redispatch`).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type S3StandIn, startS3StandIn } from './s3-stand-in.js';
import { scratchDatabase } from './scratch-database.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

export type Topology = {
  /** The proxy's address: what users and load use. */
  url: string;
  /** The proxy's package origin (PACKAGE_ORIGIN): SCORM packages play from it, on any web process. */
  packageUrl: string;
  webs: ServerProcess[];
  /** Each web process's own address (its `url` is the proxy's: PUBLIC_URL). */
  webUrls: string[];
  worker: ServerProcess;
  /** The variables every process got (DATABASE_URL, REDIS_URL, S3_…). */
  env: Record<string, string>;
  /** What HAProxy said (health-check changes and errors). */
  proxyLog(): string;
  /** SIGTERM one web process (it drains), wait for its exit, start it again on the same port. */
  restartWeb(index: number): Promise<void>;
  stop(): Promise<void>;
};

export const haproxyAvailable = () => existsSync('/usr/sbin/haproxy');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

type Service = { url: string; stop(): Promise<void> };

/**
 * The newest installed PostgreSQL's programs, a temporary folder for its data, and a way to run
 * them there: as the postgres user when we are root (initdb refuses root).
 */
export async function postgresWorkspace(prefix: string) {
  const bin = `/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql').sort().at(-1)}/bin`;
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    await chown(dir, uid, gid);
    await chmod(dir, 0o700);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : `${bin}/${program}`, asRoot ? ['-u', 'postgres', '--', `${bin}/${program}`, ...args] : args, { stdio: 'pipe' });
  return { dir, run };
}

/** A private PostgreSQL (initdb in a temporary folder). */
async function startPostgres(): Promise<Service> {
  const { dir, run } = await postgresWorkspace('lh-topology-pg-');
  const port = await freePort();
  run('initdb', ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-w',
    '-l',
    `${dir}/log`,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      run('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function startRedis(): Promise<Service> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      }),
    'Redis',
  );
  return { url: `redis://127.0.0.1:${port}`, stop: async () => void child.kill('SIGTERM') };
}

function haproxyConfig(port: number, webPorts: number[], packagePort: number, packagePorts: number[]): string {
  return `global
  maxconn 4096
  log stderr format raw local0 notice
defaults
  mode http
  log global
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option forwardfor
  option redispatch
  retries 3
frontend app
  bind 127.0.0.1:${port}
  default_backend web
backend web
  balance roundrobin
  option log-health-checks
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host 127.0.0.1
  http-check expect status 200
  timeout check 3s
  default-server inter 500ms fall 2 rise 2
${webPorts.map((p, i) => `  server web${i + 1} 127.0.0.1:${p} check`).join('\n')}
frontend packages
  bind 127.0.0.1:${packagePort}
  default_backend packages
backend packages
  balance roundrobin
  default-server inter 500ms fall 2 rise 2
${packagePorts.map((p, i) => `  server packages${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

export async function startTopology(
  options: { webs?: number; databaseUrl?: string; redisUrl?: string; drainSeconds?: number; env?: Record<string, string> } = {},
): Promise<Topology> {
  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
    cleanups.length = 0;
  };
  try {
    let databaseUrl: string;
    if (options.databaseUrl) {
      const scratch = await scratchDatabase('lh_topology', options.databaseUrl);
      cleanups.push(scratch.drop);
      databaseUrl = scratch.url;
    } else {
      const pg = await startPostgres();
      cleanups.push(pg.stop);
      databaseUrl = pg.url;
    }
    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      const redis = await startRedis();
      cleanups.push(redis.stop);
      redisUrl = redis.url;
    }
    const s3: S3StandIn = await startS3StandIn({ bucket: 'learnhub' });
    cleanups.push(s3.close);
    const proxyPort = await freePort();
    const packageProxyPort = await freePort();
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      ...s3.env,
      S3_BUCKET: s3.bucket,
      SIGNING_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: '127.0.0.1',
      DRAIN_SECONDS: String(options.drainSeconds ?? 3),
      // Every web process also serves the package origin, on a port of its own behind the proxy's
      // second frontend: PACKAGE_ORIGIN is that frontend (in production a host of its own).
      PACKAGE_ORIGIN: `http://127.0.0.1:${packageProxyPort}`,
      SEED_DEMO: 'true',
      DEMO_PASSWORD: 'demo-password-1',
      LOG_LEVEL: 'error',
      ...options.env,
    };
    const webPorts = await Promise.all(Array.from({ length: options.webs ?? 2 }, () => freePort()));
    const packagePorts = await Promise.all(webPorts.map(() => freePort()));
    const webEnv = (index: number) => ({ ...env, ROLE: 'web', PORT: String(webPorts[index]), PACKAGE_PORT: String(packagePorts[index]), LOG_LEVEL: 'info' });
    const ready = /running at (http:\/\/\S+)|LearnHub worker is running/;
    // All at once, as a deployment starts them: migrations and the demo seed must cope.
    const running: { worker?: ServerProcess; webs: ServerProcess[] } = { webs: [] };
    cleanups.push(async () => {
      await Promise.all([running.worker?.stop(), ...running.webs.map((w) => w.stop())]);
    });
    const started = await Promise.allSettled([
      startServerProcess({ ...env, ROLE: 'worker', LOG_LEVEL: 'info' }, undefined, /(LearnHub worker is running)/),
      ...webPorts.map((_, index) => startServerProcess(webEnv(index), undefined, ready)),
    ]);
    const failed = started.find((s) => s.status === 'rejected');
    const [worker, ...webs] = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    if (failed) {
      await Promise.all([worker, ...webs].map((p) => p?.stop()));
      throw failed.reason;
    }
    running.worker = worker;
    running.webs.push(...webs);
    const dir = await mkdtemp(path.join(tmpdir(), 'lh-topology-proxy-'));
    await writeFile(path.join(dir, 'haproxy.cfg'), haproxyConfig(proxyPort, webPorts, packageProxyPort, packagePorts));
    const proxy: ChildProcess = spawn('/usr/sbin/haproxy', ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let proxyLog = '';
    proxy.stderr?.on('data', (c) => (proxyLog += c));
    cleanups.push(async () => {
      proxy.kill('SIGTERM');
      await rm(dir, { recursive: true, force: true });
    });
    const url = `http://127.0.0.1:${proxyPort}`;
    // Every web process ready, then the proxy seeing them so (rise 2: two checks 500 ms apart).
    for (const web of webPorts) await waitFor(async () => (await fetch(`http://127.0.0.1:${web}/readyz`)).status === 200, `web process :${web}`);
    await new Promise((r) => setTimeout(r, 1200));
    await waitFor(async () => (await fetch(`${url}/readyz`)).status === 200, `the proxy (${proxyLog})`);
    const topology: Topology = {
      url,
      packageUrl: env.PACKAGE_ORIGIN!,
      webs: running.webs,
      webUrls: webPorts.map((p) => `http://127.0.0.1:${p}`),
      proxyLog: () => proxyLog,
      worker: worker!,
      env,
      async restartWeb(index) {
        await running.webs[index]!.stop();
        running.webs[index] = await startServerProcess(webEnv(index), undefined, ready);
        // Back in rotation once the proxy has seen it ready twice (rise 2, every 500 ms).
        await new Promise((r) => setTimeout(r, 1200));
      },
      stop: stopAll,
    };
    return topology;
  } catch (err) {
    await stopAll();
    throw err;
  }
}
