// Starts the built server for the browser journeys: production mode, port 4100, a throw-away
// data directory (fresh embedded database, seeded demo), and the dev outbox exposed so a
// journey can open the links a person would find in their mail.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-e2e-'));
const child = spawn(process.execPath, ['dist/src/main.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '4100',
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '4100'}`,
    DATA_DIR: dataDir,
    EXPOSE_OUTBOX: 'true',
    // The journeys sign in as the same demo users many times a minute from one address.
    RATE_LIMIT_MULTIPLIER: '20',
    SEED_DEMO: 'true',
    // Production seeds a random demo password unless told otherwise; the journeys sign in with
    // the README's one (client/e2e). Only this throw-away server on 127.0.0.1 gets it.
    DEMO_PASSWORD: 'demo-password-1',
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    // Custom domains: checks ask the journeys' own DNS server (client/e2e/domains.spec.ts starts
    // it on UDP at the same port number as the app's HTTP port), and expect these records.
    DNS_SERVERS: `127.0.0.1:${process.env.E2E_PORT ?? '4100'}`,
    DOMAIN_CNAME_TARGET: 'app.learnhub-e2e.test',
    DOMAIN_A_RECORD: '127.0.0.1',
    // Webhooks: client/e2e/webhooks.spec.ts starts its receiver on 127.0.0.1 (refused otherwise),
    // and waits for deliveries: the worker looks for them every 200 ms instead of every second.
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    LTI_ALLOW_PRIVATE_PLATFORMS: 'true',
    WEBHOOKS_POLL_MS: '200',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
