/**
 * A webhook receiver for tests: a real HTTP server on 127.0.0.1 that records every request and
 * answers as the test says (`respond`), e.g. 500 to make deliveries retry, 410 to make the
 * endpoint go away, or never, to hold a delivery open.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: Record<string, string>; body: string; at: number };
export type Responder = (req: Received, res: ServerResponse) => void;

export async function startWebhookReceiver() {
  const received: Received[] = [];
  let respond: Responder = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      const r = { headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(r);
      respond(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** Sets how the next requests are answered. */
    respondWith(r: Responder) {
      respond = r;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
