/**
 * A private PostgreSQL primary and a streaming standby of it (pg_basebackup -R), in temporary
 * folders, as the postgres user when we are root: the read replica's tests (db/replica.test.ts).
 */
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { freePort, postgresWorkspace } from './topology.js';

export type ReplicaPair = {
  primaryUrl: string;
  replicaUrl: string;
  replicaPort: number;
  /** Stops the standby at once (a lost replica). */
  stopReplica(): void;
  close(): Promise<void>;
};

export const postgresInstalled = () => {
  try {
    return readdirSync('/usr/lib/postgresql').length > 0;
  } catch {
    return false;
  }
};

export async function startReplicaPair(): Promise<ReplicaPair> {
  const { dir, run } = await postgresWorkspace('lh-replica-');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const start = (data: string, port: number) =>
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      `${data}.log`,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100 -c wal_level=replica -c max_wal_senders=4`,
      'start',
    ]);
  run('initdb', ['-D', `${dir}/primary`, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  start(`${dir}/primary`, primaryPort);
  // -R writes standby.signal and the connection back to the primary: a streaming standby.
  run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', `${dir}/replica`, '-R', '-X', 'stream']);
  start(`${dir}/replica`, replicaPort);
  let replicaUp = true;
  const stop = (data: string, mode: 'fast' | 'immediate') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/postgres`,
    replicaPort,
    stopReplica() {
      if (replicaUp) stop(`${dir}/replica`, 'immediate');
      replicaUp = false;
    },
    async close() {
      try {
        if (replicaUp) stop(`${dir}/replica`, 'immediate');
        stop(`${dir}/primary`, 'fast');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
