/**
 * One computation of a company's dashboard serves every staff user looking at it (issue 10 §3, §7).
 *
 * The figures of a window of days change only when a learner of the company acts — every such
 * write publishes `learnerActivity` after it commits (progress/activity-log.ts), through Redis
 * when several processes run — so a computed dashboard is kept, per process, for its company, time
 * zone and window, and reused until the company's next activity. What a caller gets was computed
 * after its request began, never before the last activity it could have seen:
 *
 * - an entry computed (or being computed) since the company's last activity is shared;
 * - otherwise a new computation starts — or, if one is still running, one more is queued behind
 *   it and shared by everyone who arrives meanwhile, so a burst of activity with 500 dashboards
 *   refetching costs at most one running and one waiting computation per window, not 500.
 *
 * `computedAt` is when the figures were computed: the page's "As of" line. An entry also expires
 * after ENTRY_TTL_MS, so a missed notice (a Redis reconnect) or a nightly rebuild of the rollups
 * shows within minutes. Custom ranges are kept like the periods.
 */
import type { StaffActor } from '../../auth/actor.js';
import { requirePermission } from '../../auth/actor.js';
import { type Deps, forReports } from '../../deps.js';
import type { PubSub } from '../../pubsub.js';
import { type Dashboard, dashboardOf, dashboardWindow } from './dashboard.service.js';
import type { PeriodOption } from './periods.js';

export const ENTRY_TTL_MS = 10 * 60_000;
/** Windows kept per process, and companies listened to (the least recently used go first). */
const MAX_ENTRIES = 2_000;
const MAX_COMPANIES = 1_000;

type Entry = { version: number; at: number; value: Promise<Dashboard>; settled: boolean; queued?: Promise<Dashboard> };

class DashboardMemo {
  private readonly entries = new Map<string, Entry>();
  private readonly companies = new Map<string, { version: number; stop: () => void }>();
  /**
   * Versions come from one counter for all companies: a company listened to again after being
   * dropped gets a version no entry of its can hold (it may have acted while nobody listened).
   */
  private epoch = 0;

  constructor(private readonly pubsub: PubSub) {}

  /** The company's activity count as this process has heard it (listening from the first call). */
  version(companyId: string): number {
    let c = this.companies.get(companyId);
    if (c) {
      this.companies.delete(companyId);
      this.companies.set(companyId, c);
      return c.version;
    }
    const events = this.pubsub.subscribe('learnerActivity', companyId);
    const watched = { version: ++this.epoch, stop: () => void events.return?.() };
    c = watched;
    this.companies.set(companyId, c);
    void (async () => {
      for await (const _ of events) watched.version = ++this.epoch;
    })().catch(() => {});
    if (this.companies.size > MAX_COMPANIES) {
      const [oldest, w] = this.companies.entries().next().value!;
      w.stop();
      this.companies.delete(oldest);
    }
    return c.version;
  }

  get(key: string, companyId: string, compute: () => Promise<Dashboard>): Promise<Dashboard> {
    const version = this.version(companyId);
    const e = this.entries.get(key);
    if (e && e.version === version && Date.now() - e.at < ENTRY_TTL_MS) return e.value;
    if (e && !e.settled) {
      // Queued behind the running one; it reads the version when it starts, so it counts
      // everything up to then.
      e.queued ??= e.value.catch(() => undefined).then(() => this.start(key, companyId, compute).value);
      return e.queued;
    }
    return this.start(key, companyId, compute).value;
  }

  private start(key: string, companyId: string, compute: () => Promise<Dashboard>): Entry {
    const entry: Entry = { version: this.version(companyId), at: Date.now(), value: compute(), settled: false };
    entry.value.then(
      () => {
        entry.settled = true;
      },
      () => {
        entry.settled = true;
        // A failed computation is not kept: the next caller tries again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}

const memos = new WeakMap<PubSub, DashboardMemo>();

/**
 * The dashboard as the API serves it (GraphQL `dashboard`, REST `GET /api/v1/dashboard`): the
 * same figures as dashboard(), computed once per window and company activity (module comment).
 */
export async function sharedDashboard(
  deps: Deps,
  actor: StaffActor | null,
  option: PeriodOption,
  custom?: Parameters<typeof dashboardWindow>[3],
): Promise<Dashboard> {
  const { companyId } = requirePermission(actor, 'analytics.read');
  return companyDashboard(deps, companyId, option, custom);
}

/** sharedDashboard for a company whose caller was checked already (the live subscription's ticks). */
export async function companyDashboard(
  deps: Deps,
  companyId: string,
  option: PeriodOption,
  custom?: Parameters<typeof dashboardWindow>[3],
): Promise<Dashboard> {
  let memo = memos.get(deps.pubsub);
  if (!memo) {
    memo = new DashboardMemo(deps.pubsub);
    memos.set(deps.pubsub, memo);
  }
  const w = await dashboardWindow(deps, companyId, option, custom);
  return memo.get(`${companyId}|${w.timeZone}|${option}|${w.key}`, companyId, async () =>
    // Computed when it starts (a queued computation later than the request): its own clock.
    // On the read replica only once it has every write the primary had acknowledged when this
    // computation started (db/replica.ts): the figures are never older than the activity that
    // asked for them.
    dashboardOf(await forReports(deps), companyId, option, await dashboardWindow(deps, companyId, option, custom)),
  );
}
