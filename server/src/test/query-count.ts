import type { TestApp } from './harness.js';

/** Prisma emits query events asynchronously: wait until the app's statement count stops moving (loaded machines lag). */
export async function settledQueryCount(t: Pick<TestApp, 'deps'>): Promise<number> {
  let last = -1;
  let now = t.deps.db.queryCount();
  while (now !== last) {
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 25));
    now = t.deps.db.queryCount();
  }
  return now;
}
