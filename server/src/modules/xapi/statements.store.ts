/**
 * The LRS's statements in the database (XapiStatement), per company. Writes are all or nothing:
 * a batch with one bad statement, or one that conflicts with a stored one, stores none of them.
 * A statement posted again with its id and the same content is not a conflict (a retry); with
 * other content it is a 409 (xAPI 1.0.3 Communication §2.1.1).
 *
 * Queries run newest first by `stored` (then storage order), or oldest first with `ascending`,
 * and page with an opaque `more` token that carries the query and where the page ended.
 */
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../deps.js';
import type { XapiCaller } from './xapi-auth.js';
import { XapiHttpError } from './xapi-http.js';
import { normalizeStatement, statementsEquivalent } from './statement-rules.js';
import { statementColumns, VOIDED_VERB } from './statement-index.js';

type Json = Record<string, unknown>;
type Tx = Prisma.TransactionClient;

export type Attachment = { sha2: string; contentType: string; content: Uint8Array };

/** Stores checked statements (and the content of their attachments); returns their ids in order. */
export async function storeStatements(deps: Deps, caller: XapiCaller, statements: Json[], attachments: Attachment[] = []): Promise<string[]> {
  const ids = statements.map((s) => (typeof s.id === 'string' ? s.id.toLowerCase() : randomUUID()));
  if (new Set(ids).size !== ids.length) throw new XapiHttpError(400, 'The batch names the same statement id twice.');
  const stored = new Date().toISOString();
  const rows = statements.map((s, i) => {
    const statement = normalizeStatement(s, { id: ids[i] as string, stored, authority: caller.authority }) as Json;
    return { statement, columns: statementColumns(statement) };
  });
  const voids = rows.filter((r) => r.columns.verbId === VOIDED_VERB && r.columns.targetId).map((r) => r.columns.targetId as string);
  return deps.prisma.$transaction(async (tx) => {
    await refuseVoidingVoids(tx, caller.companyId, voids, rows);
    const existing = await tx.xapiStatement.findMany({ where: { companyId: caller.companyId, id: { in: ids } }, select: { id: true, statement: true } });
    for (const old of existing) {
      const mine = rows.find((r) => r.statement.id === old.id);
      if (mine && !statementsEquivalent(old.statement as Json, mine.statement)) {
        throw new XapiHttpError(409, `A different statement with the id ${old.id} is stored already.`);
      }
    }
    const fresh = rows.filter((r) => !existing.some((e) => e.id === r.statement.id));
    if (fresh.length) {
      await tx.xapiStatement.createMany({
        data: fresh.map(({ statement, columns }) => ({
          companyId: caller.companyId,
          id: statement.id as string,
          statement: statement as Prisma.InputJsonValue,
          stored: new Date(stored),
          ...columns,
        })),
      });
      const freshVoids = fresh.filter((r) => r.columns.verbId === VOIDED_VERB && r.columns.targetId).map((r) => r.columns.targetId as string);
      if (freshVoids.length) {
        await tx.xapiStatement.updateMany({
          where: { companyId: caller.companyId, id: { in: freshVoids }, NOT: { verbId: VOIDED_VERB } },
          data: { voided: true },
        });
      }
      const used = new Set(fresh.flatMap((r) => r.columns.attachmentHashes));
      const files = attachments.filter((a) => used.has(a.sha2));
      if (files.length) {
        await tx.xapiAttachment.createMany({
          data: files.map((a) => ({ companyId: caller.companyId, sha2: a.sha2, contentType: a.contentType, content: Buffer.from(a.content) })),
          skipDuplicates: true,
        });
      }
      await deps.events.emit(tx, 'xapi.stored', { companyId: caller.companyId, statementIds: fresh.map((r) => r.statement.id as string) });
    }
    return ids;
  });
}

/** A voiding statement may not void another voiding statement (Data §2.3.2): in the batch or stored. */
async function refuseVoidingVoids(tx: Tx, companyId: string, voids: string[], rows: { statement: Json; columns: { verbId: string } }[]) {
  if (!voids.length) return;
  const inBatch = rows.filter((r) => r.columns.verbId === VOIDED_VERB).map((r) => r.statement.id);
  if (voids.some((v) => inBatch.includes(v))) throw new XapiHttpError(400, 'A voiding statement cannot void another voiding statement.');
  const targets = await tx.xapiStatement.findMany({ where: { companyId, id: { in: voids }, verbId: VOIDED_VERB }, select: { id: true } });
  if (targets.length) throw new XapiHttpError(400, `The statement ${targets[0]?.id} is itself a voiding statement and cannot be voided.`);
}

export type StoredStatement = { statement: Json; attachmentHashes: string[] };

/** One statement by id: `voided` false answers only statements not voided, true only voided ones. */
export async function findStatement(deps: Deps, companyId: string, id: string, voided: boolean): Promise<StoredStatement | null> {
  const row = await deps.prisma.xapiStatement.findUnique({
    where: { companyId_id: { companyId, id: id.toLowerCase() } },
    select: { statement: true, voided: true, attachmentHashes: true },
  });
  if (!row || row.voided !== voided) return null;
  return { statement: row.statement as Json, attachmentHashes: row.attachmentHashes };
}

export type StatementQuery = {
  agentKey?: string;
  relatedAgents?: boolean;
  verb?: string;
  activity?: string;
  relatedActivities?: boolean;
  registration?: string;
  since?: string;
  until?: string;
  ascending?: boolean;
};

/** Where a page ended: the next page starts after it. */
export type QueryCursor = { stored: string; seq: string };

/**
 * One page of statements matching `q` (voided ones left out), and the cursor of its last one when
 * more may follow. A statement that targets another (a StatementRef: voiding ones too) also
 * matches when its target matches the agent, verb, activity and registration filters, voided or
 * not (Communication §2.1.4); `since`, `until` and the order are the statement's own.
 */
export async function queryStatements(
  deps: Deps,
  companyId: string,
  q: StatementQuery,
  limit: number,
  after: QueryCursor | null,
): Promise<{ statements: StoredStatement[]; next: QueryCursor | null }> {
  const where: Prisma.Sql[] = [sql`s."companyId" = ${companyId}::uuid`, sql`s."voided" = false`];
  const own = matchSql(q, 's');
  if (own.length) {
    const target = matchSql(q, 't');
    where.push(sql`(${join(own)} OR (s."targetId" IS NOT NULL AND EXISTS (
      SELECT 1 FROM "XapiStatement" t WHERE t."companyId" = s."companyId" AND t."id" = s."targetId" AND ${join(target)})))`);
  }
  if (q.since) where.push(sql`s."stored" > ${new Date(q.since)}`);
  if (q.until) where.push(sql`s."stored" <= ${new Date(q.until)}`);
  if (after) {
    where.push(
      q.ascending
        ? sql`(s."stored", s."seq") > (${new Date(after.stored)}, ${BigInt(after.seq)})`
        : sql`(s."stored", s."seq") < (${new Date(after.stored)}, ${BigInt(after.seq)})`,
    );
  }
  const order = q.ascending ? sql`ORDER BY s."stored" ASC, s."seq" ASC` : sql`ORDER BY s."stored" DESC, s."seq" DESC`;
  const rows = await deps.prisma.$queryRaw<{ statement: Json; attachmentHashes: string[]; stored: Date; seq: bigint }[]>`
    SELECT s."statement", s."attachmentHashes", s."stored", s."seq" FROM "XapiStatement" s
    WHERE ${join(where)} ${order} LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    statements: page.map((r) => ({ statement: r.statement, attachmentHashes: r.attachmentHashes })),
    next: rows.length > limit && last ? { stored: last.stored.toISOString(), seq: String(last.seq) } : null,
  };
}

/** The agent, verb, activity and registration filters on the statement aliased `alias`. */
function matchSql(q: StatementQuery, alias: 's' | 't'): Prisma.Sql[] {
  const col = (name: string) => PrismaNs.raw(`${alias}."${name}"`);
  const parts: Prisma.Sql[] = [];
  if (q.agentKey) parts.push(sql`${col(q.relatedAgents ? 'relatedAgentKeys' : 'agentKeys')} @> ARRAY[${q.agentKey}]::text[]`);
  if (q.verb) parts.push(sql`${col('verbId')} = ${q.verb}`);
  if (q.activity)
    parts.push(q.relatedActivities ? sql`${col('relatedActivityIds')} @> ARRAY[${q.activity}]::text[]` : sql`${col('activityId')} = ${q.activity}`);
  if (q.registration) parts.push(sql`${col('registration')} = ${q.registration.toLowerCase()}::uuid`);
  return parts;
}

/** The content of attachments by hash (those of the company's statements only). */
export async function attachmentsByHash(deps: Deps, companyId: string, hashes: string[]): Promise<Attachment[]> {
  if (!hashes.length) return [];
  const rows = await deps.prisma.xapiAttachment.findMany({ where: { companyId, sha2: { in: [...new Set(hashes)] } } });
  return rows.map((r) => ({ sha2: r.sha2, contentType: r.contentType, content: r.content }));
}

/**
 * All the LRS knows of an activity's definition (GET /activities, Communication §2.5): the
 * definitions stored statements gave it merged, newest first, language maps key by key.
 */
export async function activityDefinition(deps: Deps, companyId: string, activityId: string): Promise<Json | null> {
  const rows = await deps.prisma.$queryRaw<{ definition: Json }[]>`
    SELECT "statement"->'object'->'definition' AS "definition" FROM "XapiStatement"
    WHERE "companyId" = ${companyId}::uuid AND "activityId" = ${activityId} AND "statement"->'object' ? 'definition'
    ORDER BY "stored" DESC, "seq" DESC LIMIT 50`;
  if (!rows.length) return null;
  const merged: Json = {};
  for (const { definition } of rows.reverse()) {
    for (const [key, value] of Object.entries(definition)) {
      const before = merged[key];
      const isMap = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
      merged[key] = (key === 'name' || key === 'description' || key === 'extensions') && isMap(before) && isMap(value) ? { ...before, ...value } : value;
    }
  }
  return merged;
}

/** The Agents stored statements name with this key (GET /agents builds its Person from them). */
export async function agentsWithKey(deps: Deps, companyId: string, key: string): Promise<Json[]> {
  const rows = await deps.prisma.$queryRaw<{ actor: Json }[]>`
    SELECT "statement"->'actor' AS "actor" FROM "XapiStatement"
    WHERE "companyId" = ${companyId}::uuid AND "agentKeys" @> ARRAY[${key}]::text[] AND "statement"->'actor'->>'objectType' IS DISTINCT FROM 'Group'
    ORDER BY "stored" DESC LIMIT 20`;
  return rows.map((r) => r.actor);
}

import { Prisma as PrismaNs } from '../../generated/prisma/client.js';

const sql = PrismaNs.sql;
const join = (parts: Prisma.Sql[]) => PrismaNs.join(parts, ' AND ');
