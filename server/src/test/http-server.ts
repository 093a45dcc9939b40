/**
 * The real HTTP server (http.ts: one Node server for HTTP and graphql-ws) on a random local
 * port, over the same fresh test database and deps as `createTestApp`. For tests that need a
 * socket: WebSocket subscriptions, graceful shutdown, the server as a browser or CLI sees it.
 */
import { startHttpServer } from '../http.js';
import { createTestApp } from './harness.js';

export type TestHttpServer = Awaited<ReturnType<typeof startTestHttpServer>>;

export async function startTestHttpServer(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const running = await startHttpServer(t.deps, 0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${running.port}`;
  let closed = false;
  return {
    ...t,
    running,
    baseUrl,
    wsUrl: `ws://127.0.0.1:${running.port}/graphql`,
    /** Closes the HTTP server (if the test has not already) and then the database. */
    async close() {
      if (!closed) await running.close();
      closed = true;
      await t.close();
    },
    /** Closes only the HTTP server, as SIGTERM does; `close()` later just closes the database. */
    async closeHttp() {
      closed = true;
      await running.close();
    },
  };
}
