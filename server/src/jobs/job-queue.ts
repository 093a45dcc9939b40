/**
 * Background jobs on pg-boss, in the app's own database (schema `pgboss`): in-process on the
 * embedded PGlite, shared by every server process on PostgreSQL (a job is fetched by one of
 * them, FOR UPDATE SKIP LOCKED; a cron schedule sends once however many processes run it).
 *
 * Nothing connects or polls until asked:
 * - `send` installs pg-boss's tables and the queues on first use (`ready`), and only inserts;
 * - `work(ctx)` also runs the handlers, the schedules and pg-boss's maintenance (the server
 *   calls it at start; tests that want jobs to run call it themselves);
 * - `stop()` lets a running job finish (up to STOP_TIMEOUT_MS), then closes.
 *
 * A handler that throws fails its job, which pg-boss retries after `retryDelaySeconds` (doubled
 * each time with `retryBackoff`) until `retryLimit`; a job still active after
 * `expireInSeconds` (its process died) is failed and retried the same way.
 */
import { currentRequest, requestContext } from '../lib/request-context.js';
import PgBoss from 'pg-boss';
import type { Prisma } from '../generated/prisma/client.js';
import type { Logger } from '../lib/logger.js';
import { type SqlExecutor, transactionExecutor } from './sql-executors.js';

export type JobDefinition<Data, Ctx> = {
  /**
   * pg-boss's queue policy. `short`: at most one job waiting per singleton key, however many
   * are sent (one may run meanwhile: a change made while it runs still gets its own job).
   */
  policy: 'standard' | 'short';
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** Jobs with the same key count as one while waiting (with policy `short`). */
  singletonKey?: (data: Data) => string;
  /** Sent on this cron (5 fields, in `tz`) by whichever process's timekeeper gets there first. */
  schedule?: { cron: string; tz: string; data: Data };
  /** Does the work; what it returns is kept as the job's output. */
  run(data: Data, ctx: Ctx): Promise<unknown>;
};

export type JobDefinitions<Payloads, Ctx> = { [N in keyof Payloads]: JobDefinition<Payloads[N], Ctx> };

export type SendOptions = {
  /** Inserts the job in this Prisma transaction: it exists only if the transaction commits. Call `ready()` before opening it. */
  tx?: Prisma.TransactionClient;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export type JobInfo = { id: string; state: JobState; retryCount: number; data: unknown; output: unknown };

/**
 * Docker sends SIGKILL 10 s after SIGTERM: a job still running after 8 s is marked failed, to be
 * retried (by this or another process), rather than killed and left active until it expires.
 */
const STOP_TIMEOUT_MS = 8_000;

/** Where a job's data keeps the id of the request that sent it (taken out before its handler runs). */
const REQUEST_ID = '_requestId';

export class JobQueue<Payloads extends { [N in keyof Payloads]: object }, Ctx> {
  readonly #executor: SqlExecutor;
  readonly #definitions: JobDefinitions<Payloads, Ctx>;
  readonly #logger: Logger;
  #boss: PgBoss | null = null;
  #mode: 'send' | 'work' | null = null;
  #starting: Promise<void> | null = null;
  #stopping = false;
  #stopped = false;
  readonly #maintenanceIntervalSeconds: number;

  /**
   * `maintenanceIntervalSeconds`: how often pg-boss looks for jobs whose process died (still
   * active past their `expireInSeconds`) to retry them; pg-boss's 120 s by default.
   */
  constructor(executor: SqlExecutor, definitions: JobDefinitions<Payloads, Ctx>, logger: Logger, options: { maintenanceIntervalSeconds?: number } = {}) {
    this.#executor = executor;
    this.#definitions = definitions;
    this.#logger = logger;
    this.#maintenanceIntervalSeconds = options.maintenanceIntervalSeconds ?? 120;
  }

  /** Installs (or migrates) pg-boss's schema and the queues, once; nothing polls. */
  ready(): Promise<void> {
    this.#starting ??= this.#start('send').catch((err) => {
      this.#starting = null;
      throw err;
    });
    return this.#starting;
  }

  /** Runs the handlers (with `ctx`), the schedules and pg-boss's maintenance until `stop()`. */
  async work(ctx: Ctx, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
    if (this.#stopped || this.#stopping) throw new Error('Jobs are stopped.');
    if (this.#mode === 'work') throw new Error('Jobs are already working.');
    await this.#starting?.catch(() => {});
    // Started only to send: start again, with maintenance and the cron timekeeper.
    if (this.#boss) await this.#boss.stop({ graceful: false, close: false });
    this.#boss = null;
    this.#starting = this.#start('work');
    await this.#starting;
    const boss = this.#boss!;
    for (const name of this.#names()) {
      const def = this.#definitions[name];
      await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true }, async ([job]) => {
        // A fetch that was under way when stop() began: leave the job for a retry.
        if (this.#stopping) throw new Error('The server is stopping; the job will be retried.');
        // The request that sent it (its id came with the data) names this job's log lines too.
        const { [REQUEST_ID]: requestId, ...data } = job!.data as Record<string, unknown>;
        const context = { requestId: typeof requestId === 'string' ? requestId : `job-${job!.id}`, job: `${name} ${job!.id}` };
        return requestContext.run(context, async () => {
          const started = performance.now();
          try {
            const output = await def.run(data as Payloads[typeof name], ctx);
            this.#logger.debug(`Job ${name} ${job!.id} done in ${Math.round(performance.now() - started)} ms.`);
            return output;
          } catch (err) {
            this.#logger.error(`Job ${name} ${job!.id} failed (attempt ${job!.retryCount + 1} of ${def.retryLimit + 1}).`, err);
            throw err;
          }
        });
      });
      if (def.schedule) await boss.schedule(name, def.schedule.cron, def.schedule.data, { tz: def.schedule.tz });
    }
  }

  /**
   * Queues a job; returns its id, or null when an equal one (same singleton key) is already
   * waiting. With `tx`, the job is part of that transaction.
   */
  async send<N extends keyof Payloads & string>(name: N, data: Payloads[N], options: SendOptions = {}): Promise<string | null> {
    if (this.#stopped) throw new Error('Jobs are stopped.');
    // Inside a transaction on PGlite, installing now would wait for the transaction's own connection.
    if (options.tx && !this.#boss) throw new Error('Call jobs.ready() before sending in a transaction.');
    await this.ready();
    const def = this.#definitions[name];
    const requestId = currentRequest()?.requestId;
    return this.#boss!.send(name, requestId ? { ...data, [REQUEST_ID]: requestId } : data, {
      ...(def.singletonKey ? { singletonKey: def.singletonKey(data) } : {}),
      ...(options.tx ? { db: transactionExecutor(options.tx) } : {}),
    });
  }

  /** A job's state, tries and output (for tests and diagnostics); null once archived or unknown. */
  async get<N extends keyof Payloads & string>(name: N, id: string): Promise<JobInfo | null> {
    await this.ready();
    const job = await this.#boss!.getJobById<object>(name, id);
    return job && { id: job.id, state: job.state, retryCount: job.retryCount, data: job.data, output: job.output };
  }

  /** Jobs of `name` waiting to run (created or to be retried). */
  async waiting<N extends keyof Payloads & string>(name: N): Promise<number> {
    await this.ready();
    return this.#boss!.getQueueSize(name, { before: 'active' });
  }

  /** Lets a running job finish (up to STOP_TIMEOUT_MS), then closes; sends fail afterwards. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopping = true;
    await this.#starting?.catch(() => {});
    await this.#boss?.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    this.#stopped = true;
    await this.#executor.settle();
    await this.#executor.close();
  }

  /** Every queue's name (metrics.ts reports their depth). */
  names(): (keyof Payloads & string)[] {
    return this.#names();
  }

  #names(): (keyof Payloads & string)[] {
    return Object.keys(this.#definitions) as (keyof Payloads & string)[];
  }

  async #start(mode: 'send' | 'work'): Promise<void> {
    const working = mode === 'work';
    const boss = new PgBoss({
      db: this.#executor,
      schema: 'pgboss',
      migrate: true,
      supervise: working,
      schedule: working,
      maintenanceIntervalSeconds: this.#maintenanceIntervalSeconds,
    });
    boss.on('error', (err) => this.#logger.error('Background jobs:', err));
    await boss.start();
    for (const name of this.#names()) {
      const { policy, retryLimit, retryDelaySeconds, retryBackoff, expireInSeconds } = this.#definitions[name];
      const options = { policy, retryLimit, retryDelay: retryDelaySeconds, retryBackoff, expireInSeconds };
      // createQueue keeps an existing queue as it is: updateQueue brings its settings up to date.
      await boss.createQueue(name, { name, ...options });
      await boss.updateQueue(name, { name, ...options });
    }
    this.#boss = boss;
    this.#mode = mode;
  }
}
