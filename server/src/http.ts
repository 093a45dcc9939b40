/** One Node HTTP server for everything, plus graphql-ws on /graphql; closes gracefully. */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.js";
import type { Deps } from "./deps.js";
import { attachGraphQLWebSocket } from "./graphql/yoga.js";
import { clientAddress } from "./http-address.js";

export type RunningServer = { server: Server; port: number; close(): Promise<void> };

export async function startHttpServer(deps: Deps, port: number, host: string): Promise<RunningServer> {
  const { app, yoga } = createApp(deps);
  const listener = getRequestListener((request, env) =>
    app.fetch(request, { ip: clientAddress(env.incoming as IncomingMessage, deps.config.TRUST_PROXY) }),
  );
  const server = createServer(listener);
  // While closing: tell keep-alive clients to go, and drop each socket as soon as its last
  // response is written, instead of waiting for the keep-alive timeout.
  let closing = false;
  server.on("request", (_req, res) => {
    if (closing && !res.headersSent) res.setHeader("Connection", "close");
    res.on("finish", () => closing && server.closeIdleConnections());
  });
  const closeWs = attachGraphQLWebSocket(server, yoga, deps);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    server,
    port: typeof address === "object" && address ? address.port : port,
    async close() {
      closing = true;
      await closeWs();
      // Stop accepting, let in-flight requests finish, then drop idle keep-alive sockets.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(timer);
    },
  };
}
