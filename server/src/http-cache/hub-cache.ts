/**
 * The hub's public answers in shared caches (a CDN, Varnish: server/deploy/varnish.vcl).
 *
 * What is cached: the REST hub's catalogue, company and public materials, answered to a caller
 * without credentials (conditional.ts decides the Cache-Control). Each such answer carries
 * `Surrogate-Key: hub-<company id>` (the header Fastly and Varnish setups purge by), so one purge
 * takes every answer of that hub, whatever address or query it was for.
 *
 * When: a write that changes what the public hub shows (publish, delete, visibility, a material's
 * name or pictures, the company's name, logo, workspace name or domains) calls `changed` after
 * its commit. The purge is awaited (up to PURGE_TIMEOUT_MS per proxy), so when the author sees
 * "Published" the proxies already answer the new revision. It is sent again a second later: a
 * request that read the old rows just before the commit may have put them back in the cache
 * after the first purge. A proxy that cannot be reached is logged, never an error for the
 * author: HUB_CACHE_SECONDS bounds how long it may serve the old answer.
 */
import type { Logger } from '../lib/logger.js';

export type HubCache = {
  /** Purges the hub's answers from every proxy in CACHE_PURGE_URLS (nothing to do without any). */
  changed(companyId: string): Promise<void>;
  /** Waits for the delayed second purges (tests, shutdown). */
  settle(): Promise<void>;
};

export const PURGE_TIMEOUT_MS = 1_000;
/** When the second purge goes: after any read that overlapped the commit has answered. */
export const SECOND_PURGE_MS = 1_000;

export const hubSurrogateKey = (companyId: string) => `hub-${companyId}`;

export function createHubCache(purgeUrls: readonly string[], logger: Logger): HubCache {
  const later = new Set<Promise<void>>();
  const purgeAll = async (companyId: string) => {
    await Promise.all(
      purgeUrls.map(async (base) => {
        try {
          const res = await fetch(`${base}/`, {
            method: 'PURGE',
            headers: { 'Surrogate-Key': hubSurrogateKey(companyId) },
            signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
          });
          await res.body?.cancel();
          if (!res.ok) logger.error(`Cache purge at ${base} answered ${res.status} for hub ${companyId}`);
        } catch (err) {
          logger.error(`Cache purge at ${base} failed for hub ${companyId}`, err);
        }
      }),
    );
  };
  return {
    async changed(companyId) {
      if (!purgeUrls.length) return;
      await purgeAll(companyId);
      const second = new Promise<void>((resolve) => setTimeout(resolve, SECOND_PURGE_MS).unref()).then(() => purgeAll(companyId));
      later.add(second);
      void second.finally(() => later.delete(second));
    },
    async settle() {
      await Promise.all([...later]);
    },
  };
}
