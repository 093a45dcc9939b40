/** One Node HTTP server for everything, plus graphql-ws on /graphql; closes gracefully. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import type { Deps } from './deps.js';
import { attachGraphQLWebSocket } from './graphql/yoga.js';
import { clientAddress } from './http-address.js';

/** How long an idle keep-alive connection stays open: longer than any proxy's in front of us. */
export const KEEP_ALIVE_MS = 125_000;

export type RunningServer = {
  server: Server;
  port: number;
  /**
   * Drains, then closes: for `drainMs` it serves as before while /readyz answers 503 `draining`
   * (the proxy's health check takes it out of rotation); then it stops accepting, tells
   * keep-alive clients to go, lets in-flight requests finish (at most 10 s more), and closes
   * WebSockets with 1001 "Going away", which graphql-ws clients answer by reconnecting (through
   * the proxy, to another process).
   */
  close(drainMs?: number): Promise<void>;
};

export async function startHttpServer(deps: Deps, port: number, host: string): Promise<RunningServer> {
  let draining = false;
  let closing = false;
  const { app, yoga, metrics } = createApp(deps, { isDraining: () => draining });
  const listener = getRequestListener((request, env) => app.fetch(request, { ip: clientAddress(env.incoming as IncomingMessage, deps.config.TRUST_PROXY) }), {
    // Unread request bodies are dealt with below (endEarlyAnswersCleanly), not by the adapter.
    autoCleanupIncoming: false,
  });
  const server = createServer(listener);
  // Idle keep-alive connections stay open longer than the proxy in front keeps its own (Caddy:
  // 2 minutes; load balancers: about 60 s). With Node's default of 5 s the server closes them
  // under the proxy, and a request the proxy sends on one as it closes fails (a 502 for a POST).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // While closing: tell keep-alive clients to go, and drop each socket as soon as its last
  // response is written, instead of waiting for the keep-alive timeout.
  server.on('request', (req, res) => {
    if (closing && !res.headersSent) res.setHeader('Connection', 'close');
    endEarlyAnswersCleanly(req, res);
    res.on('finish', () => closing && server.closeIdleConnections());
  });
  const sockets = attachGraphQLWebSocket(server, yoga, deps);
  metrics.countSockets(sockets.openSockets);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : port,
    async close(drainMs = 0) {
      draining = true;
      if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
      closing = true;
      await sockets.close();
      // Stop accepting, let in-flight requests finish, then drop idle keep-alive sockets.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(timer);
    },
  };
}

/** The largest unread request body read to its end after an early answer to keep the connection; larger ones close it. */
export const DRAIN_BYTES = 1024 * 1024;
/** Lingering close (as nginx's): how much more of a refused body is read and dropped, and for how long, before the socket closes. */
export const LINGER_BYTES = 64 * 1024 * 1024;
export const LINGER_MS = 30_000;

/**
 * An early answer (a 401, 404, 413 or 429 sent without reading the request's body) must not break
 * the connection's next request, which would otherwise be parsed from the unread rest of the body:
 * - once the answer is sent, whatever is left of the body is read and dropped, so the connection
 *   is ready for its next request (Node's request timeout bounds a client that stops sending);
 * - a body larger than DRAIN_BYTES, or of unknown length, is not worth receiving just to keep
 *   one connection: the answer says `Connection: close`, and the client sends its next request
 *   on a new connection. The socket lingers first (lingerBeforeClose): a client still sending
 *   must read the answer, not a reset.
 * The body adapter's own clean-up did neither: its abandoned web stream kept pausing the request,
 * and after half a second it dropped the socket without telling the client.
 */
function endEarlyAnswersCleanly(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!req.readableEnded && !this.headersSent && !worthDraining(req)) {
      this.setHeader('Connection', 'close');
      lingerBeforeClose(req.socket);
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
  res.once('finish', () => {
    if (req.readableEnded) return;
    // The answer is out: nobody will read the rest of this body. Detach the abandoned reader
    // (it pauses the stream when its queue is full) and let the bytes flow into nothing.
    req.removeAllListeners('data');
    req.on('data', () => {});
    req.resume();
  });
}

function worthDraining(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding']) return false;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length <= DRAIN_BYTES;
}

/**
 * Node ends a `Connection: close` answer with `socket.destroySoon()`: the socket closes as soon as
 * the answer is written, and the kernel answers the body's next bytes with a reset. A client that
 * sends its whole body before reading (fetch/undici, most proxies) then gets EPIPE or "other side
 * closed" instead of the 413. As nginx's lingering close: send the answer and our FIN, keep
 * reading and dropping what still comes (the request's own stream drops it, endEarlyAnswersCleanly),
 * and close once the client does, or after LINGER_BYTES more bytes or LINGER_MS.
 */
function lingerBeforeClose(socket: Socket): void {
  socket.destroySoon = function (this: Socket) {
    this.end();
    const readBefore = this.bytesRead;
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.on('data', () => {
      if (this.bytesRead - readBefore > LINGER_BYTES) this.destroy();
    });
    this.once('close', () => clearTimeout(timer));
  };
}
