/** Child processes for the benchmark: a free port, start and wait until healthy, stop. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export type Child = { proc: ChildProcess; port: number; output: () => string };

/** Starts `node --import tsx <script>` and resolves once GET /healthz answers 200. */
export async function startChild(
  script: string,
  opts: { cwd: string; env: Record<string, string | undefined>; port: number; timeoutMs?: number },
): Promise<Child> {
  const proc = spawn(
    process.execPath,
    [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []), '--conditions=source', '--import', 'tsx', script],
    { cwd: opts.cwd, env: opts.env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  proc.stdout!.on('data', (c) => (out += c));
  proc.stderr!.on('data', (c) => (out += c));
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`${script} exited with ${proc.exitCode}:\n${out}`);
    const ok = await fetch(`http://127.0.0.1:${opts.port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { proc, port: opts.port, output: () => out };
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`${script} did not become healthy in time:\n${out}`);
}

/** SIGTERM, then SIGKILL if it has not exited within 10 s. */
export async function stopChild(child: Child): Promise<void> {
  if (child.proc.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.proc.once('exit', () => resolve()));
  child.proc.kill('SIGTERM');
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
