/**
 * The package origin's own HTTP server (issue 25 §2): SCORM packages and their runtime pages on a
 * second port (PACKAGE_PORT, default PORT + 1), so they run on an origin that is not the app's.
 * When the default port is taken (another process of ours on PORT + 1), any free port is used
 * and the package origin's address follows it; a PACKAGE_PORT that is taken stops the start.
 */
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { packageHost } from './config.js';
import type { Deps } from './deps.js';
import { packageOrigin } from './modules/packages/index.js';

export type PackageOriginServer = { server: Server; port: number; origin: string; close(): Promise<void> };

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startPackageOriginServer(deps: Deps, host: string): Promise<PackageOriginServer> {
  const { config } = deps;
  const app = packageOrigin.createPackageOriginApp(deps, { appOrigin: new URL(config.publicUrl).origin });
  const server = createServer(getRequestListener((request) => app.fetch(request)));
  server.keepAliveTimeout = 125_000;
  let port: number;
  try {
    port = await listen(server, config.packagePort, host);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || config.PACKAGE_PORT !== undefined) throw error;
    port = await listen(server, 0, host);
  }
  // The address browsers use: PACKAGE_ORIGIN when set, else this machine's host on the port we got.
  const url = new URL(config.publicUrl);
  const origin = config.PACKAGE_ORIGIN ? config.packageOrigin! : `${url.protocol}//${packageHost(url.hostname)}:${port}`;
  config.packageOrigin = origin;
  return {
    server,
    port,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
