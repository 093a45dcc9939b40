/**
 * A local S3-compatible server for the tests and the topology script: s3rver (an independent
 * implementation of S3's REST API, keeping objects in a folder), with one bucket. It checks no
 * signatures, so the tests prove the adapter's requests are S3's, not that its keys are right.
 * `stop()` and `start()` again on the same port stage an outage.
 */
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3StandIn = {
  port: number;
  bucket: string;
  /** The variables that point the app at it. */
  env: Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

export async function startS3StandIn(options: { port?: number; bucket?: string; dir?: string } = {}): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'learnhub-test';
  const dir = options.dir ?? (await mkdtemp(path.join(tmpdir(), 'lh-s3-')));
  let server: S3rver | null = null;
  let port = options.port ?? 0;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
    const address = await server.run();
    port = address.port;
  };
  const stop = async () => {
    // Kept-alive sockets would hold close() open: an outage cuts them too.
    server?.httpServer?.closeAllConnections();
    await server?.close();
    server = null;
  };
  await start();
  return {
    get port() {
      return port;
    },
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start,
    async close() {
      await stop();
      if (!options.dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
