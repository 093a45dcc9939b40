/**
 * Varnish (Debian's varnishd) in front of a test server, with the repository's own VCL
 * (server/deploy/varnish.vcl) pointed at the server's port. `-j none`: no privilege separation,
 * so the test's temporary working folder stays the only thing it writes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/paths.js';
import { freePort } from './topology.js';

export const VARNISHD = '/usr/sbin/varnishd';
export const varnishAvailable = () => existsSync(VARNISHD);

export type Varnish = { url: string; port: number; close(): Promise<void> };

/** The port first (the app's CACHE_PURGE_URLS names it before Varnish starts). */
export async function reserveVarnishPort(): Promise<number> {
  return freePort();
}

export async function startVarnish(backendPort: number, port: number): Promise<Varnish> {
  const dir = await mkdtemp(path.join(tmpdir(), 'varnish-'));
  const vcl = (await readFile(path.join(repoRoot, 'server', 'deploy', 'varnish.vcl'), 'utf8')).replace('.port = "3000";', `.port = "${backendPort}";`);
  await writeFile(path.join(dir, 'default.vcl'), vcl);
  let output = '';
  const child: ChildProcess = spawn(
    VARNISHD,
    ['-F', '-j', 'none', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', path.join(dir, 'default.vcl'), '-s', 'malloc,32m', '-T', 'none'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() - started > 15_000) throw new Error(`varnishd did not answer within 15 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
