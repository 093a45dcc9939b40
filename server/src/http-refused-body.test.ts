/**
 * A body over the limit is refused with a 413 every client can read (http.ts, lingering close).
 * fetch (undici) writes its whole body before it reads the answer; a server that closed the
 * socket right after the 413 gave it EPIPE instead, about one 20 MB request in four. The client
 * runs in a process of its own (in this one, its reads and the server's writes share one event
 * loop and the race never shows), against the real server on a real socket.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHttpServer, type TestHttpServer } from './test/http-server.js';

let s: TestHttpServer;
beforeAll(async () => {
  s = await startTestHttpServer();
});
afterAll(() => s.close());

/** Node's global fetch in a child process: sends `times` JSON bodies of `mb` MB (or one chunked stream), prints what each got. */
const CLIENT = `
const [url, mb, times, mode] = process.argv.slice(1);
const bytes = Number(mb) * 1024 * 1024;
const outcomes = [];
for (let i = 0; i < Number(times); i++) {
  let body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'a'.repeat(bytes) } });
  const init = { method: 'POST', headers: { 'content-type': 'application/json' } };
  if (mode === 'chunked') {
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    body = new ReadableStream({ pull: (c) => (sent >= bytes ? c.close() : (sent += chunk.length, c.enqueue(chunk))) });
    init.duplex = 'half';
  }
  outcomes.push(
    await fetch(url, { ...init, body }).then(
      async (res) => res.status + ' ' + (await res.text()),
      (err) => 'failed: ' + (err.cause?.code ?? err.cause?.message ?? err.message),
    ),
  );
}
console.log(JSON.stringify(outcomes));
`;

async function sendFromAnotherProcess(path: string, mb: number, times: number, mode: 'length' | 'chunked' = 'length'): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', CLIENT, `${s.baseUrl}${path}`, String(mb), String(times), mode],
    {
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout);
}

const REFUSED = `413 ${JSON.stringify({ error: 'The request body is too large.' })}`;

describe('a JSON body over MAX_JSON_BYTES sent by fetch', () => {
  it.each([
    ['5 MB to /graphql', '/graphql', 5, 10],
    ['20 MB to /graphql', '/graphql', 20, 20],
    ['20 MB to a REST route', '/api/v1/users/sign_in', 20, 10],
  ])('%s gets the 413 and its message every time, never a socket error', { timeout: 120_000 }, async (_label, path, mb, times) => {
    expect(await sendFromAnotherProcess(path, mb, times)).toEqual(Array(times).fill(REFUSED));
  });

  it('a streamed body of unknown length (chunked) gets the 413 too', { timeout: 60_000 }, async () => {
    expect(await sendFromAnotherProcess('/graphql', 5, 3, 'chunked')).toEqual(Array(3).fill(REFUSED));
  });

  it('the server answers the next request as usual', async () => {
    expect((await fetch(`${s.baseUrl}/healthz`)).status).toBe(200);
  });
});
