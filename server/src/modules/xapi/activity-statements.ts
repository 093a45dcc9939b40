/**
 * The hub's own activity in the LRS (issue 26 §2: "statements the product records itself are
 * readable there too"). The hub writes ActivityEvent rows in its learners' transactions and an
 * internal `xapi.activity` outbox entry naming their statement ids; this worker loop reads those
 * entries (cursor `xapi-activity`) and stores each event's statements (progress/xapi-statements.ts)
 * as XapiStatement rows, in the transaction that moves its cursor. So the hub's writes stay as
 * fast as before, a statement reaches the LRS within a poll interval of its commit, and a crash
 * re-reads the entries without storing anything twice (the statement id is the key).
 *
 * Once stored, they are announced like statements posted to the LRS (`xapi.statements`), for
 * forwarding.
 *
 * Their authority is the product itself (an account on its address, name `learnhub`); their
 * `stored` is when the loop stored them, their `timestamp` when the learner acted.
 */
import type { Deps } from '../../deps.js';
import { INTERNAL_OUTBOX_TYPES } from '../../events/domain-events.js';
import { advanceOutbox, lockOutboxCursor, readOutbox } from '../../events/outbox.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { BackgroundLoop } from '../../jobs/loops.js';
import { type EventRow, toStatements } from '../progress/index.js';
import { normalizeStatement } from './statement-rules.js';
import { statementColumns } from './statement-index.js';

export const ACTIVITY_CONSUMER = 'xapi-activity';

type Tx = Prisma.TransactionClient;

/** The Agent the product's own statements carry as authority. */
export const productAuthority = (publicUrl: string) => ({ objectType: 'Agent' as const, name: 'LearnHub', account: { homePage: publicUrl, name: 'learnhub' } });

/** Stores the statements of the activity entries after the cursor; returns how many entries it read. */
export async function logActivityStatements(deps: Deps, batch = 200): Promise<number> {
  return deps.prisma.$transaction(async (tx) => {
    // One worker at a time: a second one would announce the same statements again.
    await lockOutboxCursor(tx, ACTIVITY_CONSUMER);
    const entries = await readOutbox(tx, ACTIVITY_CONSUMER, batch);
    const last = entries.at(-1);
    if (!last) return 0;
    const ids = entries
      .filter((e) => e.type === INTERNAL_OUTBOX_TYPES.activityLogged)
      .flatMap((e) => ((e.data as { statement_ids?: string[] }).statement_ids ?? []).filter((id) => typeof id === 'string'));
    if (ids.length) await storeActivityStatements(deps, tx, ids);
    await advanceOutbox(tx, ACTIVITY_CONSUMER, last);
    return entries.length;
  });
}

/** The statements of these activity events, as the LRS stores them (a graded completion gives two). */
export async function activityStatements(tx: Tx, publicUrl: string, statementIds: string[]) {
  const events = await tx.activityEvent.findMany({
    where: { statementId: { in: statementIds } },
    select: {
      statementId: true,
      companyId: true,
      learnerId: true,
      visitorId: true,
      materialId: true,
      type: true,
      stepId: true,
      elementId: true,
      value: true,
      result: true,
      context: true,
      occurredAt: true,
      material: { select: { id: true, name: true, kind: true } },
    },
  });
  const attempts = await registrations(tx, events);
  const stored = new Date().toISOString();
  return events.flatMap((e) => {
    if (!e.material) return [];
    const row: EventRow = e;
    const site = { publicUrl, material: e.material, registration: e.learnerId ? (attempts.get(`${e.learnerId}:${e.material.id}`) ?? null) : null };
    return toStatements(row, site).map((s) => {
      const statement = normalizeStatement(s, { id: s.id, stored, authority: productAuthority(publicUrl) }) as Record<string, unknown>;
      return { companyId: e.companyId, statement, columns: statementColumns(statement), stored };
    });
  });
}

async function storeActivityStatements(deps: Deps, tx: Tx, statementIds: string[]) {
  const made = await activityStatements(tx, deps.config.publicUrl, statementIds);
  if (!made.length) return;
  await tx.xapiStatement.createMany({
    data: made.map(({ companyId, statement, columns, stored }) => ({
      companyId,
      id: statement.id as string,
      statement: statement as Prisma.InputJsonValue,
      stored: new Date(stored),
      fromActivity: true,
      ...columns,
    })),
    skipDuplicates: true,
  });
  // Stored: now they go where the LRS's own statements go (forwarding.ts), per company.
  for (const companyId of new Set(made.map((m) => m.companyId))) {
    await deps.events.emit(tx, 'xapi.stored', { companyId, statementIds: made.filter((m) => m.companyId === companyId).map((m) => m.statement.id as string) });
  }
}

/** The learner's attempt in each material (their Progress row's id): the statements' registration. */
async function registrations(tx: Tx, events: { learnerId: string | null; materialId: string | null }[]) {
  const pairs = events.filter((e) => e.learnerId && e.materialId).map((e) => ({ learnerId: e.learnerId as string, materialId: e.materialId as string }));
  if (!pairs.length) return new Map<string, string>();
  const rows = await tx.progress.findMany({ where: { OR: pairs }, select: { id: true, learnerId: true, materialId: true } });
  return new Map(rows.map((r) => [`${r.learnerId}:${r.materialId}`, r.id]));
}

export function activityStatementsLoop(): BackgroundLoop<Deps> {
  return {
    name: ACTIVITY_CONSUMER,
    idleMs: (deps) => deps.config.WEBHOOKS_POLL_MS,
    tick: async (deps) => (await logActivityStatements(deps)) > 0,
  };
}
