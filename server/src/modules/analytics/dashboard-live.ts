/**
 * Live figures pushed to every open dashboard (issue 21 §2): 300 dashboards that each refetched
 * the page's query over HTTP after learner activity cut learner writes from 57/s to 11/s. Now a
 * company's window (period or custom range) has one ticker per process: it listens to the
 * company's `learnerActivity`, and at most every LIVE_EVERY_MS while there is activity (the last of
 * a burst always included) computes the dashboard once (dashboard-memo.ts) and hands the same
 * result to every subscriber of that window. A viewer costs no request, no parse and no query of
 * its own per tick: only the delivery of the figures over its socket.
 */
import type { Deps } from '../../deps.js';
import { companyDashboard } from './dashboard-memo.js';
import type { Dashboard } from './dashboard.service.js';
import type { PeriodOption } from './periods.js';

export const LIVE_EVERY_MS = 2_000;

type Custom = Parameters<typeof companyDashboard>[3];
type Listener = (d: Dashboard) => void;

class Ticker {
  readonly listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last = Number.NEGATIVE_INFINITY;
  /** A computation is running; `again`: activity came in meanwhile (one more push follows). */
  private computing = false;
  private again = false;
  private readonly events: AsyncIterator<unknown>;

  constructor(
    private readonly deps: Deps,
    private readonly companyId: string,
    private readonly option: PeriodOption,
    private readonly custom: Custom,
    private readonly onIdle: () => void,
  ) {
    const source = deps.pubsub.subscribe('learnerActivity', companyId);
    this.events = source[Symbol.asyncIterator]();
    void this.listen();
  }

  private async listen() {
    try {
      while (true) {
        const next = await this.events.next();
        if (next.done) return;
        this.schedule();
      }
    } catch {
      // A dropped pub/sub stream only ends the live updates; the next subscriber starts another.
    }
  }

  private schedule() {
    if (this.timer) {
      // Activity while the figures are being computed: one more push after this one (they may
      // predate it). While the push only waits, it will see it.
      if (this.computing) this.again = true;
      return;
    }
    this.timer = setTimeout(() => void this.tick(), Math.max(0, this.last + LIVE_EVERY_MS - Date.now()));
  }

  private async tick() {
    this.computing = true;
    try {
      const d = await companyDashboard(this.deps, this.companyId, this.option, this.custom);
      for (const listener of this.listeners) listener(d);
    } catch (err) {
      this.deps.logger.error('live dashboard tick failed', err);
    } finally {
      // Counted from the push, not from the start of its computation: pushes are at least
      // LIVE_EVERY_MS apart however long a computation takes (a slow one no longer shortens the
      // wait for the next, which a loaded CI machine showed: 1.89 s between two pushes).
      this.last = Date.now();
      this.timer = null;
      this.computing = false;
      if (this.again && this.listeners.size) {
        this.again = false;
        this.schedule();
      }
    }
  }

  remove(listener: Listener) {
    this.listeners.delete(listener);
    if (this.listeners.size) return;
    if (this.timer) clearTimeout(this.timer);
    void this.events.return?.();
    this.onIdle();
  }
}

const tickers = new WeakMap<Deps, Map<string, Ticker>>();

/**
 * The company's dashboard for a window each time it changes (never the figures the page already
 * has): ends when the consumer stops. The caller checks who may read it.
 */
export async function* liveDashboard(deps: Deps, companyId: string, option: PeriodOption, custom: Custom): AsyncGenerator<Dashboard> {
  let all = tickers.get(deps);
  if (!all) {
    all = new Map();
    tickers.set(deps, all);
  }
  const key = `${companyId}|${option}|${custom?.startDate.toString() ?? ''}|${custom?.endDate.toString() ?? ''}`;
  let ticker = all.get(key);
  if (!ticker) {
    const map = all;
    ticker = new Ticker(deps, companyId, option, custom, () => map.delete(key));
    all.set(key, ticker);
  }
  // Only the newest figures wait for a slow consumer: older ones are of no use to it.
  let latest: Dashboard | null = null;
  let wake: (() => void) | null = null;
  const listener: Listener = (d) => {
    latest = d;
    wake?.();
  };
  ticker.listeners.add(listener);
  try {
    while (true) {
      if (!latest) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const d = latest;
      latest = null;
      if (d) yield d;
    }
  } finally {
    ticker.remove(listener);
  }
}
