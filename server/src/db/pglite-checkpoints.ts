/**
 * Regular checkpoints for the embedded PGlite.
 *
 * PGlite runs PostgreSQL as a single-user backend, which has no checkpointer: nothing ever
 * checkpoints while the process runs (not after `checkpoint_timeout`, not past `max_wal_size`),
 * only a clean close does. So the WAL grew for as long as the server ran, on disk and in what a
 * start after a crash (kill -9, a power cut, the OOM killer) must replay: 600 MB of writes made
 * the next open take 2.3 s instead of 0.4 s on a quiet machine, and a long-running server under
 * load took 5–31 s to come back. A CHECKPOINT every 30 s bounds the replay to what was written
 * since the last one (a checkpoint after 600 MB of writes took 0.1 s; one with nothing to write
 * is nearly free) and lets PostgreSQL recycle the old WAL segments.
 *
 * PostgreSQL has its own checkpointer; this is only for PGlite.
 */
import type { PGlite } from '@electric-sql/pglite';

export const CHECKPOINT_INTERVAL_MS = 30_000;

/** Starts the timer; the returned function stops it (call it before closing PGlite). */
export function checkpointRegularly(pglite: PGlite, intervalMs = CHECKPOINT_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // PGlite queues statements on its one connection, so this waits for a transaction in flight.
    running = pglite.exec('CHECKPOINT').catch((err: unknown) => {
      // A failed checkpoint loses nothing (the WAL is still there); the next one tries again.
      console.error('[warn] PGlite checkpoint failed:', err instanceof Error ? err.message : err);
    });
  }, intervalMs);
  // The timer alone must not keep a process (a test, a CLI) alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
