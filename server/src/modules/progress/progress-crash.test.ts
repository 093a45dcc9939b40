/**
 * "A server killed mid-save loses no acknowledged progress" (hub issue §6): the real server in a
 * child process on an embedded database on disk, a learner sending study-time writes (60 s each,
 * so minutes count writes) as the hub's outbox does, kill -9 in the middle of them, a restart on
 * the same data — every acknowledged write is there; then every write is sent again with its
 * clientId, as the outbox does after a failure, and each counts exactly once.
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../test/server-process.js';

const ENV = { SEED_DEMO: 'true', DEMO_PASSWORD: 'demo-password-1', EXPOSE_OUTBOX: 'true', DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '' };

async function learnerToken(url: string, email: string): Promise<string> {
  await fetch(`${url}/api/v1/magic_link/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, company: 'demo' }),
  });
  for (let i = 0; i < 40; i++) {
    const { mails } = (await (await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { text: string }[] };
    const token = /passwordless_sign_in\?token=([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    if (token) return ((await (await fetch(`${url}/api/v1/magic_link/verify?token=${token}`)).json()) as { data: { token: string } }).data.token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no magic link mailed');
}

const TIME = 'mutation ($input: RecordStudyTimeInput!) { recordStudyTime(input: $input) { __typename } }';
const COMPLETE = 'mutation ($input: CompleteStepInput!) { completeStep(input: $input) { __typename } }';

async function send(url: string, token: string, query: string, input: Record<string, unknown>): Promise<boolean> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables: { input } }),
  });
  const body = (await res.json()) as { data?: Record<string, { __typename: string }> };
  return /Payload$/.test(Object.values(body.data ?? {})[0]?.__typename ?? '');
}

describe('a crash in the middle of progress writes', () => {
  it('keeps every acknowledged write; resent writes count once', async () => {
    let server: ServerProcess = await startServerProcess(ENV);
    const dataDir = server.dataDir;
    try {
      const token = await learnerToken(server.url, `crash-${Date.now()}@example.com`);
      const found = (await (await fetch(`${server.url}/api/v1/hub/search?company=demo&by=slug&keyword=onboarding-path`)).json()) as {
        learning_material_id: string;
      };
      const materialId = found.learning_material_id;
      expect(await send(server.url, token, COMPLETE, { materialId, stepId: 20_000_001, clientId: randomUUID() })).toBe(true);

      // Four writers in flight at once until the server dies under them.
      const sent: string[] = [];
      const acknowledged = new Set<string>();
      let alive = true;
      const writer = async () => {
        while (alive) {
          const clientId = randomUUID();
          sent.push(clientId);
          const ok = await send(server.url, token, TIME, { materialId, seconds: 60, clientId }).catch(() => false);
          if (ok && alive) acknowledged.add(clientId);
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 10));
      // Acknowledged from here on means acknowledged before the kill.
      const ackedBeforeKill = new Set(acknowledged);
      alive = false;
      await server.crash();
      await Promise.all(writers);

      server = await startServerProcess(ENV, dataDir);
      const read = async () =>
        (
          (await (await fetch(`${server.url}/api/v1/hub/fetch_response/${materialId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
            data: { minutes: number; response: { id: number; completion: boolean }[] };
          }
        ).data;
      const after = await read();
      expect(after.response).toEqual([{ id: 20_000_001, completion: true }]);
      expect(after.minutes).toBeGreaterThanOrEqual(ackedBeforeKill.size);
      expect(after.minutes).toBeLessThanOrEqual(sent.length);

      // The outbox sends again whatever it has no answer for — and here, everything.
      for (const clientId of sent) expect(await send(server.url, token, TIME, { materialId, seconds: 60, clientId })).toBe(true);
      expect((await read()).minutes).toBe(sent.length);
    } finally {
      await server.stop(true).catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
