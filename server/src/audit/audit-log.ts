/**
 * The audit log (README "Audit log"): one entry per staff or API token action that changed
 * something, per sign-in, and per export of learner data. Entries are appended by the adapters
 * once an operation has succeeded (graphql/audit-mutations.ts, rest/v1/registry.ts), or by the
 * service itself for what is not a mutation (sign-ins, exports); a service adds what only it
 * knows (the target, before and after) through `noteAudit` (audit-scope.ts).
 *
 * Tamper-evident: each company's entries form a chain. An entry's `content` is its canonical JSON
 * and its `hash` is SHA-256 of the previous entry's hash followed by that content; `seq` counts
 * 1, 2, 3… One SQL statement appends: it upserts the company's AuditHead row (which takes the
 * row lock, so one company's appends take turns and the chain never forks), computing the new
 * hash from the head's old one, and inserts the entry from what it returned. Changing, removing
 * or reordering any entry breaks every later hash, and `verifyAuditChain` names the first link
 * that does not hold. Rows cannot be updated at all (a rule on the table turns an update into nothing).
 *
 * Not in the write's transaction: the entry follows the commit, in the background (the answer
 * does not wait for it). A process that dies between the two loses that one entry (and the log
 * says nothing false); the write itself is never undone by a failed append (it is logged as an
 * error). Shutdown waits for the entries under way (deps.ts closeDeps).
 */
import { createHash } from 'node:crypto';
import type { StaffActor } from '../auth/actor.js';
import type { PrismaClient } from '../generated/prisma/client.js';

export type AuditActor = { type: 'user'; userId: string } | { type: 'token'; userId: string; tokenId: string; tokenName: string };

/** Who an entry names: the person, or the token (with the person who made it). */
export function auditActor(actor: StaffActor): AuditActor {
  return actor.token ? { type: 'token', userId: actor.userId, tokenId: actor.token.id, tokenName: actor.token.name } : { type: 'user', userId: actor.userId };
}

export type AuditEntryInput = {
  companyId: string;
  actor: AuditActor;
  /** e.g. "publishMaterial", "PUT /paths/{slug}/publish", "signIn", "audienceExport". */
  action: string;
  target?: { type: string; id: string; label?: string } | null;
  ip?: string | null;
  before?: unknown;
  after?: unknown;
};

/** JSON with object keys sorted at every level: the same entry always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The hash of an entry after `previous` ('' before the first). */
export function linkHash(previous: string, content: string): string {
  return createHash('sha256')
    .update(previous + content, 'utf8')
    .digest('hex');
}

export type AuditLog = {
  /**
   * Appends one entry in the background: the caller's answer does not wait for it (it would add
   * about a fifth to a light mutation: bench/README.md "Integrations"). Never throws; a failure is
   * logged (the action it records has happened).
   */
  append(entry: AuditEntryInput): Promise<void>;
  /** Resolves once every entry appended so far is written (shutdown, and tests that read the log). */
  settle(): Promise<void>;
};

export function createAuditLog(prisma: PrismaClient, onError: (err: unknown) => void): AuditLog {
  const pending = new Set<Promise<void>>();
  return {
    async append(entry) {
      const at = new Date();
      const write = appendAudit(prisma, entry, at)
        .catch(onError)
        .finally(() => pending.delete(write));
      pending.add(write);
    },
    async settle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

export async function appendAudit(prisma: PrismaClient, entry: AuditEntryInput, at = new Date()): Promise<void> {
  const content = canonicalJson({
    action: entry.action,
    actor: entry.actor,
    target: entry.target ?? null,
    ip: entry.ip ?? null,
    at: at.toISOString(),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
  const tokenId = entry.actor.type === 'token' ? entry.actor.tokenId : null;
  // sha256() over the head's previous hash and the content, in the same statement that moves
  // the head: PostgreSQL's sha256 and node's agree byte for byte on UTF-8 text.
  await prisma.$executeRaw`
    WITH head AS (
      INSERT INTO "AuditHead" AS h ("companyId", "seq", "hash")
      VALUES (${entry.companyId}::uuid, 1, encode(sha256(convert_to(${content}, 'UTF8')), 'hex'))
      ON CONFLICT ("companyId") DO UPDATE SET "seq" = h."seq" + 1, "hash" = encode(sha256(convert_to(h."hash" || ${content}, 'UTF8')), 'hex')
      RETURNING h."seq", h."hash"
    )
    INSERT INTO "AuditEntry" ("companyId", "seq", "hash", "content", "action", "actorUserId", "actorTokenId", "createdAt")
    SELECT ${entry.companyId}::uuid, head."seq", head."hash", ${content}, ${entry.action}, ${entry.actor.userId}::uuid, ${tokenId}::uuid, ${at}
    FROM head`;
}

export type ChainCheck = { companyId: string; entries: number; brokenAt: { seq: number; reason: string } | null };

/**
 * Walks each company's chain in order and reports the first entry that does not hold: a gap in
 * `seq`, a hash that is not SHA-256(previous hash + content), a filter column that disagrees
 * with the content, or a head that is not the last entry.
 */
export async function verifyAuditChain(prisma: PrismaClient, companyId?: string): Promise<ChainCheck[]> {
  const companies = companyId
    ? [companyId]
    : (await prisma.auditHead.findMany({ select: { companyId: true }, orderBy: { companyId: 'asc' } })).map((h) => h.companyId);
  const out: ChainCheck[] = [];
  for (const id of companies) {
    let previous = '';
    let expectedSeq = 1;
    let brokenAt: ChainCheck['brokenAt'] = null;
    let count = 0;
    for (let after = 0; !brokenAt; ) {
      const page = await prisma.auditEntry.findMany({
        where: { companyId: id, seq: { gt: after } },
        orderBy: { seq: 'asc' },
        take: 1000,
        select: { seq: true, hash: true, content: true, action: true, actorUserId: true, actorTokenId: true },
      });
      if (!page.length) break;
      for (const e of page) {
        count++;
        const parsed = JSON.parse(e.content) as { action?: string; actor?: { userId?: string; tokenId?: string } };
        if (e.seq !== expectedSeq) brokenAt = { seq: expectedSeq, reason: `entry ${expectedSeq} is missing (the next is ${e.seq})` };
        else if (e.hash !== linkHash(previous, e.content))
          brokenAt = { seq: e.seq, reason: 'its hash does not follow from the previous entry and its content' };
        else if (parsed.action !== e.action || (parsed.actor?.userId ?? null) !== e.actorUserId || (parsed.actor?.tokenId ?? null) !== e.actorTokenId)
          brokenAt = { seq: e.seq, reason: 'its columns disagree with its content' };
        if (brokenAt) break;
        previous = e.hash;
        expectedSeq++;
        after = e.seq;
      }
    }
    if (!brokenAt) {
      const head = await prisma.auditHead.findUnique({ where: { companyId: id } });
      if (head && (head.seq !== expectedSeq - 1 || head.hash !== previous))
        brokenAt = { seq: expectedSeq, reason: `the chain ends at ${expectedSeq - 1} but its head says ${head.seq}: entries after it are missing` };
    }
    out.push({ companyId: id, entries: count, brokenAt });
  }
  return out;
}
