/**
 * Background loops: work a worker does continuously rather than as queued jobs, such as sending
 * webhooks (a delivery is due within a second of its event, and a job per delivery would double
 * every write). Modules define them (composition.ts); the worker role starts them (main.ts) and
 * shutdown stops them before the database closes (deps.ts). Each loop runs `tick` again at once
 * while it reports work done, and otherwise after its idle interval; a tick that throws is logged
 * and the loop goes on.
 */
import type { Logger } from '../lib/logger.js';

export type BackgroundLoop<Ctx> = {
  name: string;
  /** Does one round of work; true when there was some (run again at once). */
  tick(ctx: Ctx): Promise<boolean>;
  idleMs(ctx: Ctx): number;
  /** Waits for work the loop started and has not finished (in-flight requests). */
  settle?(): Promise<void>;
};

export type Loops<Ctx> = { start(ctx: Ctx): void; stop(): Promise<void> };

export function createLoops<Ctx>(loops: readonly BackgroundLoop<Ctx>[], logger: Logger): Loops<Ctx> {
  let stopped = false;
  const running: Promise<void>[] = [];
  const sleeping = new Set<() => void>();
  const run = async (loop: BackgroundLoop<Ctx>, ctx: Ctx) => {
    while (!stopped) {
      let busy = false;
      try {
        busy = await loop.tick(ctx);
      } catch (err) {
        logger.error(`Background loop ${loop.name}:`, err);
      }
      if (!busy && !stopped)
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            sleeping.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, loop.idleMs(ctx));
          sleeping.add(wake);
        });
    }
    await loop.settle?.();
  };
  return {
    start(ctx) {
      for (const loop of loops) running.push(run(loop, ctx));
    },
    async stop() {
      stopped = true;
      for (const wake of [...sleeping]) wake();
      await Promise.all(running);
    },
  };
}
