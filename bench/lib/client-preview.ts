/**
 * A production build of the client in a directory of the bench's own (never a stale
 * client/dist) and `vite preview` serving it, proxying the API to the bench's server, as
 * editor-drag.bench.ts and path-editor.bench.ts do (they keep their own copies of these two).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Child } from './procs.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const clientDir = path.join(repoRoot, 'client');
const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');

/** Runs a command to completion; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (c) => (out += c));
    proc.stderr.on('data', (c) => (out += c));
    proc.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out}`))));
  });
}

/** `vite build` of the client into outDir. */
export const buildClient = (outDir: string) => run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], clientDir);

/** `vite preview` of the build on `port`, proxying /graphql (and its WebSocket), /api and /uploads to the API server. */
export async function startPreview(outDir: string, port: number, apiPort: number): Promise<Child> {
  const proc = spawn(process.execPath, [vite, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: clientDir,
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${apiPort}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (c) => (out += c));
  proc.stderr!.on('data', (c) => (out += c));
  for (let i = 0; i < 150; i++) {
    if (proc.exitCode !== null) throw new Error(`vite preview exited:\n${out}`);
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { proc, port, output: () => out };
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`vite preview did not start:\n${out}`);
}
