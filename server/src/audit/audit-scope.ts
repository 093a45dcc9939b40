/**
 * What a service adds to the audit entry of the operation it serves (audit-log.ts): the target
 * and, where it matters, the state before and after (a role change, a token's scopes, a webhook's
 * address). The adapters run each audited operation inside `auditScope.run(notes, …)` and write
 * the entry from the notes once it has succeeded; outside a scope (a job, a test calling a
 * service directly) a note goes nowhere.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditEntryInput } from './audit-log.js';

export type AuditNotes = Partial<Pick<AuditEntryInput, 'target' | 'before' | 'after'>> & {
  /** The company the action was for when the caller had none yet (onboarding creates it). */
  companyId?: string;
  /** Set when the service already appended the entry itself (sign-ins): the adapter adds none. */
  recorded?: boolean;
  /** The caller's address, set by the adapter: for entries a service appends itself. */
  ip?: string;
};

export const auditScope = new AsyncLocalStorage<AuditNotes>();

/** Adds to the current operation's audit entry (later notes win, field by field). */
export function noteAudit(notes: AuditNotes): void {
  const current = auditScope.getStore();
  if (current) Object.assign(current, notes);
}

/** The caller's address for an entry a service appends itself (null outside a request). */
export function auditIp(): string | null {
  return auditScope.getStore()?.ip ?? null;
}
