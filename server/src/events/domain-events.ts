/**
 * Domain events: what a write tells the rest of the product, inside its own transaction.
 *
 * A write emits an event (`events.emit(tx, type, event)`); the event runs every **projector**
 * registered for its type at composition (composition.ts: the dashboard's rollups, the learners'
 * risk facts…) in the same transaction, and appends the event's public form to the **outbox**
 * (outbox.ts), also in that transaction. So the writing module knows nothing of who listens: a new
 * figure is a new projector, not an edit of the write path; and a consumer reading the outbox
 * (webhooks, LRS forwarding) sees an event exactly when its write committed, never otherwise.
 *
 * The events carry ids and facts, never a copy of the data; the outbox forms are the public,
 * documented contract (README "Events"), so changing one is a breaking change for integrators.
 */
import type { Prisma } from '../generated/prisma/client.js';

type Tx = Prisma.TransactionClient;

/** One learner activity event as written (progress/activity-log.ts). */
export type AppendedEvent = {
  /** Its xAPI statement id (ActivityEvent.statementId). */
  statementId: string;
  type: string;
  materialId: string;
  stepId?: number | null;
  elementId?: string | null;
  value?: number | null;
  result?: Prisma.InputJsonValue;
};

export type DomainEvents = {
  /** A learner or visitor did something: ActivityEvent rows were appended. */
  'learner.activity': {
    companyId: string;
    /** The company's time zone: the day the activity counts on. */
    zone: string;
    learnerId: string | null;
    visitorId: string | null;
    /** The learner's first activity ever (they count as added). */
    firstActivity: boolean;
    occurredAt: Date;
    events: readonly AppendedEvent[];
  };
  /** Statements were stored in the company's LRS by an API token or an AU (modules/xapi). */
  'xapi.stored': { companyId: string; statementIds: readonly string[] };
  /** A material was deleted with its learners' progress. */
  'material.deleted': {
    companyId: string;
    materialId: string;
    /** Everyone who had progress in it, and whether that progress held risk facts. */
    learners: readonly { learnerId: string; hadRiskFacts: boolean }[];
  };
  /** A material's draft was published (a new revision learners now see). */
  'material.published': { companyId: string; materialId: string; revision: number };
  /** A learner row was made: a first sign-in to the hub (or a guest's first visit). */
  'learner.created': { companyId: string; learnerId: string };
  /** Someone joined the team: created the company, or accepted an invitation. */
  'member.joined': { companyId: string; membershipId: string; userId: string; role: string };
  /** A member was removed from the team. */
  'member.removed': { companyId: string; membershipId: string; userId: string };
  /** A custom domain became VERIFIED. */
  'domain.verified': { companyId: string; domainId: string; domain: string };
  /** An invoice was paid, or paying it failed. */
  'invoice.paid': InvoiceEvent;
  'invoice.failed': InvoiceEvent;
};
type InvoiceEvent = { companyId: string; invoiceId: string; number: string; amount: number; currency: string };
export type DomainEventType = keyof DomainEvents;

/** Runs in the write's transaction; a failure rolls the write back (nothing half-projected). */
export type Projector<T extends DomainEventType> = (tx: Tx, event: DomainEvents[T]) => Promise<void>;
export type Projectors = { readonly [T in DomainEventType]?: readonly Projector<T>[] };

/** An outbox row: a public event type and its thin payload. */
export type OutboxEntry = { companyId: string; type: string; data: Prisma.InputJsonValue };

/**
 * Outbox types the product's own consumers read and no webhook offers (content webhook-events.ts
 * lists the public ones): the statements the LRS holds (`xapi.statements`: stored by a client,
 * or logged by the hub as activity), for the LRS's activity log and its forwarding (modules/xapi).
 */
export const INTERNAL_OUTBOX_TYPES = { statementsStored: 'xapi.statements', activityLogged: 'xapi.activity' } as const;

/**
 * The public events each domain event appends to the outbox (webhooks will offer these types).
 * Learner activity yields `learner.completed` / `learner.passed` / `learner.failed` and
 * `answer.submitted`; visitors' activity (not signed in) yields nothing public. Every activity
 * also yields the internal `xapi.activity` entry naming its statements.
 */
export function outboxEntries<T extends DomainEventType>(type: T, event: DomainEvents[T]): OutboxEntry[] {
  switch (type) {
    case 'xapi.stored': {
      const e = event as DomainEvents['xapi.stored'];
      return [{ companyId: e.companyId, type: INTERNAL_OUTBOX_TYPES.statementsStored, data: { statement_ids: [...e.statementIds] } }];
    }
    case 'learner.activity': {
      const e = event as DomainEvents['learner.activity'];
      const logged: OutboxEntry = {
        companyId: e.companyId,
        type: INTERNAL_OUTBOX_TYPES.activityLogged,
        data: { statement_ids: e.events.map((a) => a.statementId) },
      };
      if (!e.learnerId) return [logged];
      const ids = { learner_id: e.learnerId };
      return [
        logged,
        ...e.events.flatMap((a): OutboxEntry[] => {
          const data = { ...ids, material_id: a.materialId };
          if (a.type === 'ANSWER') {
            // A multiple-choice element holds several questions: its events name "element/question".
            const [element = null, question = null] = a.elementId?.split('/') ?? [];
            return [{ companyId: e.companyId, type: 'answer.submitted', data: { ...data, element_id: element, question_id: question } }];
          }
          if (a.type !== 'COMPLETED') return [];
          const success = (a.result as { success?: unknown } | undefined)?.success;
          const completed: OutboxEntry = { companyId: e.companyId, type: 'learner.completed', data };
          if (typeof success !== 'boolean') return [completed];
          return [completed, { companyId: e.companyId, type: success ? 'learner.passed' : 'learner.failed', data }];
        }),
      ];
    }
    case 'material.published': {
      const e = event as DomainEvents['material.published'];
      return [{ companyId: e.companyId, type: 'material.published', data: { material_id: e.materialId, revision: e.revision } }];
    }
    case 'material.deleted': {
      const e = event as DomainEvents['material.deleted'];
      return [{ companyId: e.companyId, type: 'material.deleted', data: { material_id: e.materialId } }];
    }
    case 'learner.created': {
      const e = event as DomainEvents['learner.created'];
      return [{ companyId: e.companyId, type, data: { learner_id: e.learnerId } }];
    }
    case 'member.joined': {
      const e = event as DomainEvents['member.joined'];
      return [{ companyId: e.companyId, type, data: { membership_id: e.membershipId, user_id: e.userId, role: e.role.toLowerCase() } }];
    }
    case 'member.removed': {
      const e = event as DomainEvents['member.removed'];
      return [{ companyId: e.companyId, type, data: { membership_id: e.membershipId, user_id: e.userId } }];
    }
    case 'domain.verified': {
      const e = event as DomainEvents['domain.verified'];
      return [{ companyId: e.companyId, type, data: { domain_id: e.domainId, domain: e.domain } }];
    }
    case 'invoice.paid':
    case 'invoice.failed': {
      const e = event as InvoiceEvent;
      return [{ companyId: e.companyId, type, data: { invoice_id: e.invoiceId, number: e.number, amount: e.amount, currency: e.currency } }];
    }
    default:
      return [];
  }
}

export type DomainEventBus = {
  /** Projects the event and appends its outbox entries, in `tx`. */
  emit<T extends DomainEventType>(tx: Tx, type: T, event: DomainEvents[T]): Promise<void>;
};

export function createEventBus(projectors: Projectors): DomainEventBus {
  return {
    async emit(tx, type, event) {
      // In order, one after another: they share the transaction's one connection.
      for (const project of projectors[type] ?? []) await project(tx, event);
      const entries = outboxEntries(type, event);
      if (entries.length) await tx.outboxEvent.createMany({ data: entries });
    },
  };
}
