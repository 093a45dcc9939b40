/**
 * Where drafts live: each step is a MaterialDraftStep row (ordered by `position`), the config is
 * LearningMaterial.draftConfig. Every reader of a draft's steps goes through readDraft (or its
 * batched and narrowed forms below); every writer through the functions here, inside the
 * transaction of the revision compare-and-set (content.service).
 *
 * Raw SQL on purpose: this is the autosave hot path, and Prisma's handling of a large JSON
 * parameter (a 50-step × 20-layer draft is ~216 KiB) costs more than the database's own write
 * (measured: 17 ms vs 7.5 ms per save on PGlite). Steps travel as one JSON parameter that the
 * database splits into rows; values are always bound parameters.
 */
import type { Deps } from '../../deps.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { DraftPatch, StepOutline } from './draft-changes.js';
import { isStepId } from './kind-parsers.js';
import { documentKind, stampDocument, upgradeStep } from '@learnhub/content';
import type { MaterialKind } from '../../generated/prisma/enums.js';

export type Db = Deps['prisma'] | Prisma.TransactionClient;
// biome-ignore lint/suspicious/noExplicitAny: a stored step is whatever JSON its kind's rules let through.
export type StoredStep = any;

const json = (value: unknown) => JSON.stringify(value);

/**
 * Steps leave the store in the current shape of their kind's document, without the version key;
 * they go in stamped with the current version (@learnhub/content document-versions.ts).
 */
const upgraded = (kind: MaterialKind, step: StoredStep): StoredStep => upgradeStep(documentKind(kind).versions, step);

/** A material's draft steps in order (one query), upgraded to the current shape of its kind's document. */
export async function readDraft(db: Db, materialId: string): Promise<StoredStep[]> {
  const rows = await db.$queryRaw<{ kind: MaterialKind; data: StoredStep }[]>`
    SELECT m."kind"::text AS "kind", s."data" FROM "MaterialDraftStep" s JOIN "LearningMaterial" m ON m."id" = s."materialId"
    WHERE s."materialId" = ${materialId}::uuid ORDER BY s."position", s."stepId"`;
  return rows.map((r) => upgraded(r.kind, r.data));
}

/** The draft steps of several materials in one query (GraphQL lists); a material without steps maps to []. */
export async function readDrafts(db: Db, materialIds: readonly string[]): Promise<Map<string, StoredStep[]>> {
  const out = new Map<string, StoredStep[]>(materialIds.map((id) => [id, []]));
  if (!materialIds.length) return out;
  const rows = await db.$queryRaw<{ materialId: string; kind: MaterialKind; data: StoredStep }[]>`
    SELECT s."materialId"::text AS "materialId", m."kind"::text AS "kind", s."data"
    FROM "MaterialDraftStep" s JOIN "LearningMaterial" m ON m."id" = s."materialId"
    WHERE s."materialId" IN (SELECT jsonb_array_elements_text(${json(materialIds)}::jsonb)::uuid)
    ORDER BY s."materialId", s."position", s."stepId"`;
  for (const r of rows) out.get(r.materialId)?.push(upgraded(r.kind, r.data));
  return out;
}

/** Each material's first draft step's `backgroundUrl` (card thumbnails' fallback), without reading whole steps. */
export async function firstStepBackgrounds(db: Db, materialIds: readonly string[]): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>(materialIds.map((id) => [id, null]));
  if (!materialIds.length) return out;
  const rows = await db.$queryRaw<{ materialId: string; url: string | null }[]>`
    SELECT DISTINCT ON ("materialId") "materialId"::text AS "materialId",
      CASE WHEN jsonb_typeof("data"->'backgroundUrl') = 'string' THEN "data"->>'backgroundUrl' END AS "url"
    FROM "MaterialDraftStep"
    WHERE "materialId" IN (SELECT jsonb_array_elements_text(${json(materialIds)}::jsonb)::uuid)
    ORDER BY "materialId", "position", "stepId"`;
  for (const r of rows) out.set(r.materialId, r.url || null);
  return out;
}

/** How many steps each material's draft has. */
export async function draftStepCounts(db: Db, materialIds: readonly string[]): Promise<Map<string, number>> {
  if (!materialIds.length) return new Map();
  const rows = await db.materialDraftStep.groupBy({ by: ['materialId'], where: { materialId: { in: [...materialIds] } }, _count: { _all: true } });
  return new Map(rows.map((r) => [r.materialId, r._count._all]));
}

/**
 * The steps a row can key: objects with a step id (a whole number from 1 to 99999999), the first
 * of any id that repeats. Saved drafts were checked already; this guards what comes from
 * elsewhere (a published snapshot from before the rows, fixtures), as the migration did.
 */
function keyable(steps: readonly unknown[]): unknown[] {
  const seen = new Set<number>();
  return steps.filter((s) => {
    const id = s && typeof s === 'object' && !Array.isArray(s) ? (s as { id?: unknown }).id : undefined;
    if (!isStepId(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Makes `steps` the whole draft: steps not among them are deleted, the others inserted, or
 * updated only where their content or position differs (an unchanged step is not rewritten).
 */
export async function replaceDraftSteps(db: Db, materialId: string, kind: MaterialKind, all: readonly unknown[]): Promise<void> {
  const steps = keyable(all);
  const data = json(stampDocument(kind, steps as object[]));
  await db.$executeRaw`
    DELETE FROM "MaterialDraftStep" WHERE "materialId" = ${materialId}::uuid
      AND "stepId" NOT IN (SELECT (e->>'id')::int FROM jsonb_array_elements(${data}::jsonb) e)`;
  if (!steps.length) return;
  await db.$executeRaw`
    INSERT INTO "MaterialDraftStep" AS s ("materialId", "stepId", "position", "data", "bytes")
    SELECT ${materialId}::uuid, (e.value->>'id')::int, (e.ordinality - 1)::int, e.value, octet_length(e.value::text)
    FROM jsonb_array_elements(${data}::jsonb) WITH ORDINALITY AS e(value, ordinality)
    ON CONFLICT ("materialId", "stepId") DO UPDATE SET "data" = EXCLUDED."data", "position" = EXCLUDED."position", "bytes" = EXCLUDED."bytes"
    WHERE s."data" IS DISTINCT FROM EXCLUDED."data" OR s."position" IS DISTINCT FROM EXCLUDED."position"`;
}

/** Copies a draft's steps to another material (duplicate) inside the database. */
export async function copyDraftSteps(db: Db, fromId: string, toId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "MaterialDraftStep" ("materialId", "stepId", "position", "data", "bytes")
    SELECT ${toId}::uuid, "stepId", "position", "data", "bytes" FROM "MaterialDraftStep" WHERE "materialId" = ${fromId}::uuid`;
}

/**
 * The most a draft may hold, as JSON text (issue 21 §2): 500 steps of a thousand layers each fit
 * the per-step rules, but not in one document that every editor, preview and publish must read.
 * Images are uploads (addresses here), so this is text, shapes and structure only.
 */
export const MAX_DRAFT_BYTES = 5 * 1024 * 1024;

/** The draft's size as stored now (inside a save's transaction: with that save's rows). */
export async function draftBytes(db: Db, materialId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ bytes: bigint | number | null }[]>`
    SELECT SUM("bytes") AS "bytes" FROM "MaterialDraftStep" WHERE "materialId" = ${materialId}::uuid`;
  return Number(row?.bytes ?? 0);
}

/**
 * The stored draft as patch planning needs it: ids, positions and, when the kind has ids that
 * must be unique across steps, those of each step (`childKey`: e.g. "layers"), extracted by the
 * database: the steps themselves never leave it.
 */
export async function draftOutline(db: Db, materialId: string, childKey: string | null): Promise<StepOutline[]> {
  const rows = await db.$queryRaw<{ stepId: number; position: number; childIds: unknown }[]>`
    SELECT "stepId", "position",
      CASE WHEN ${childKey}::text IS NULL OR jsonb_typeof("data"->${childKey}::text) <> 'array' THEN '[]'::jsonb
        ELSE COALESCE((SELECT jsonb_agg(c->'id') FROM jsonb_array_elements("data"->${childKey}::text) c), '[]'::jsonb) END AS "childIds"
    FROM "MaterialDraftStep" WHERE "materialId" = ${materialId}::uuid`;
  return rows.map((r) => ({
    stepId: Number(r.stepId),
    position: Number(r.position),
    childIds: Array.isArray(r.childIds) ? r.childIds.filter((id): id is string => typeof id === 'string') : [],
  }));
}

/** Stored steps by id with their positions, locked for the save's transaction (the steps layer changes go into). */
export async function readStepsForUpdate(db: Db, materialId: string, stepIds: readonly number[]): Promise<Map<number, { data: StoredStep; position: number }>> {
  if (!stepIds.length) return new Map();
  const rows = await db.$queryRaw<{ kind: MaterialKind; stepId: number; position: number; data: StoredStep }[]>`
    SELECT m."kind"::text AS "kind", s."stepId", s."position", s."data" FROM "MaterialDraftStep" s JOIN "LearningMaterial" m ON m."id" = s."materialId"
    WHERE s."materialId" = ${materialId}::uuid AND s."stepId" IN (SELECT jsonb_array_elements_text(${json(stepIds)}::jsonb)::int) FOR UPDATE OF s`;
  return new Map(rows.map((r) => [Number(r.stepId), { data: upgraded(r.kind, r.data), position: Number(r.position) }]));
}

/**
 * The material's revision and these steps, read in one statement (one snapshot), so the steps
 * are those of that revision. No lock: the caller's compare-and-set on the revision guards them.
 */
export async function readStepsAtRevision(
  db: Db,
  materialId: string,
  stepIds: readonly number[],
): Promise<{ revision: number | null; steps: Map<number, { data: StoredStep; position: number }> }> {
  const rows = await db.$queryRaw<{ revision: number; kind: MaterialKind; stepId: number | null; position: number | null; data: StoredStep | null }[]>`
    SELECT m."revision", m."kind"::text AS "kind", s."stepId", s."position", s."data" FROM "LearningMaterial" AS m
    LEFT JOIN "MaterialDraftStep" AS s ON s."materialId" = m."id" AND s."stepId" IN (SELECT jsonb_array_elements_text(${json(stepIds)}::jsonb)::int)
    WHERE m."id" = ${materialId}::uuid`;
  const steps = new Map(
    rows.flatMap((r) =>
      r.stepId === null || r.data === null ? [] : [[Number(r.stepId), { data: upgraded(r.kind, r.data), position: Number(r.position) }] as const],
    ),
  );
  return { revision: rows[0] ? Number(rows[0].revision) : null, steps };
}

/** A patch's steps as they are stored: stamped with their document's current version. */
export function stampUpserts(kind: MaterialKind, upserts: DraftPatch['upserts']): DraftPatch['upserts'] {
  return upserts.map((u) => ({ ...u, step: stampDocument(kind, [u.step])[0]! }));
}

/** Writes a planned patch: deletes, moved positions, and the sent steps (inserted or replaced). */
export async function applyPatch(db: Db, materialId: string, kind: MaterialKind, patch: DraftPatch): Promise<void> {
  if (patch.deletes.length) {
    await db.$executeRaw`
      DELETE FROM "MaterialDraftStep" WHERE "materialId" = ${materialId}::uuid
        AND "stepId" IN (SELECT jsonb_array_elements_text(${json(patch.deletes)}::jsonb)::int)`;
  }
  if (patch.moves.length) {
    await db.$executeRaw`
      UPDATE "MaterialDraftStep" AS s SET "position" = (m->>'position')::int
      FROM jsonb_array_elements(${json(patch.moves)}::jsonb) m
      WHERE s."materialId" = ${materialId}::uuid AND s."stepId" = (m->>'stepId')::int`;
  }
  if (patch.upserts.length) {
    await db.$executeRaw`
      INSERT INTO "MaterialDraftStep" ("materialId", "stepId", "position", "data", "bytes")
      SELECT ${materialId}::uuid, (u->'step'->>'id')::int, (u->>'position')::int, u->'step', octet_length((u->'step')::text)
      FROM jsonb_array_elements(${json(stampUpserts(kind, patch.upserts))}::jsonb) u
      ON CONFLICT ("materialId", "stepId") DO UPDATE SET "data" = EXCLUDED."data", "position" = EXCLUDED."position", "bytes" = EXCLUDED."bytes"`;
  }
}

/**
 * Batches the single reads GraphQL fields make (one per material of a list) into one query per
 * tick: `load(key)` waits for the other keys asked for before the next macrotask. Results are not
 * cached beyond that batch, so nothing leaks between requests or outlives a write.
 */
export function batched<V>(run: (keys: string[]) => Promise<Map<string, V>>): (key: string) => Promise<V> {
  let pending: Map<string, { resolve: (v: V) => void; reject: (e: unknown) => void }[]> | null = null;
  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<string, { resolve: (v: V) => void; reject: (e: unknown) => void }[]>();
        pending = batch;
        setImmediate(() => {
          pending = null;
          run([...batch.keys()]).then(
            (values) => {
              for (const [k, waiters] of batch) for (const w of waiters) w.resolve(values.get(k) as V);
            },
            (err) => {
              for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
            },
          );
        });
      }
      const waiters = pending.get(key) ?? [];
      waiters.push({ resolve, reject });
      pending.set(key, waiters);
    });
}

const loaders = new WeakMap<object, { steps: (id: string) => Promise<StoredStep[]>; background: (id: string) => Promise<string | null> }>();

/** Batched readers for GraphQL fields, one set per database client. */
export function draftLoaders(db: Deps['prisma']) {
  let l = loaders.get(db);
  if (!l) {
    l = { steps: batched((ids) => readDrafts(db, ids)), background: batched((ids) => firstStepBackgrounds(db, ids)) };
    loaders.set(db, l);
  }
  return l;
}
