/**
 * ADL's LRS conformance test suite against our LRS (issue 26 §2: "aim ≥ 95 % of the 1.0.3 tests
 * passing, the failing ones listed in the README").
 *
 * Starts the built server (`npm run build` first) on the embedded database in a temp DATA_DIR,
 * signs in as the demo Owner, makes an API token with `xapi:read` and `xapi:write`, and runs the
 * suite's console runner on `/xapi` with Basic auth (the token as the user name, no password).
 * Prints the suite's counts, the share passed, and the titles of the failing tests; writes them to
 * bench/.out/lrs-conformance.json.
 *
 * The suite is not in this repository (it is ADL's, MIT): clone
 * https://github.com/adlnet/lrs-conformance-test-suite, `npm install` there, and point
 * `LRS_SUITE_DIR` at it. Run: `LRS_SUITE_DIR=… npm run bench:lrs-conformance` at the root.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInToken } from './lib/sign-in.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const suiteDir = process.env.LRS_SUITE_DIR;
if (!suiteDir) throw new Error('Set LRS_SUITE_DIR to a checkout of adlnet/lrs-conformance-test-suite with its npm install done.');
const port = Number(process.env.LRS_PORT ?? 4870);
const base = `http://127.0.0.1:${port}`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-lrs-conformance-'));
const server = spawn(process.execPath, [path.join(benchDir, '../server/dist/src/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    PACKAGE_PORT: '0',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'error',
    RATE_LIMIT_MULTIPLIER: '1000',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitForServer();
  const session = await signInToken(base, 'owner@demo.learnhub.test', 'demo-password-1');
  const made = await fetch(`${base}/api/v1/api_tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    body: JSON.stringify({ name: 'LRS conformance', scopes: ['xapi:read', 'xapi:write'] }),
  });
  const { token } = (await made.json()) as { token: string };
  if (!token) throw new Error(`could not make a token: HTTP ${made.status}`);

  // The suite refuses an empty password; ours is ignored (the token is the user name).
  const runner = spawn(process.execPath, ['bin/console_runner.js', '-x', '1.0.3', '-e', `${base}/xapi`, '-a', '-u', token, '-p', 'unused', '-z'], {
    cwd: suiteDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  runner.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise((resolve) => runner.on('exit', resolve));
  const summary = [...output.matchAll(/^\{"total":\d+.*\}$/gm)].at(-1)?.[0];
  const logPath = /Full run log written to (.+)$/m.exec(output)?.[1]?.trim();
  if (!summary || !logPath) throw new Error(`the suite printed no summary:\n${output.slice(-3000)}`);
  const counts = JSON.parse(summary) as { total: number; passed: number; failed: number };
  const failures = failingTitles(JSON.parse(await readFile(logPath, 'utf8')).log);
  const share = (100 * counts.passed) / (counts.passed + counts.failed);
  console.log(`LRS conformance (xAPI 1.0.3): ${counts.passed} passed, ${counts.failed} failed of ${counts.total}: ${share.toFixed(1)} % passed`);
  for (const f of failures) console.log(`  failed: ${f}`);
  await mkdir(path.join(benchDir, '.out'), { recursive: true });
  await writeFile(path.join(benchDir, '.out/lrs-conformance.json'), JSON.stringify({ ...counts, share, failures }, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/xapi/about`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start within 2 minutes');
}

type LogNode = { title?: string; name?: string; status?: string; requirement?: string; tests?: LogNode[]; error?: string };

/** The leaf tests that failed, as "requirement: title". */
function failingTitles(node: LogNode | undefined, trail: string[] = []): string[] {
  if (!node) return [];
  const here = [...trail, node.title ?? node.name ?? ''].filter(Boolean);
  const children = (node.tests ?? []).filter(Boolean);
  if (!children.length) return node.status === 'failed' ? [`${node.requirement ?? ''} ${here.slice(-2).join(' › ')}`.trim()] : [];
  return children.flatMap((c) => failingTitles(c, here));
}
