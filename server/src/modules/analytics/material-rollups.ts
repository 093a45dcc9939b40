/**
 * The per-material daily rollup (MaterialActorDay): for each material, actor and day in the
 * company's zone, the opens, completions, study seconds and the last satisfaction score given
 * that day. The dashboard's two tables (top-tables.ts) read it; rollups.ts keeps it inside the
 * events' transaction and rebuilds it with the company's other rollups.
 *
 * An actor is a learner ("l:<id>") or a visitor who is not signed in ("v:<id>", the browser's id),
 * the keys MaterialVisitor uses. A row is written for any event, so a learner's rows also give
 * their active days. The score is the one given last (by event time): a replaced score leaves
 * the day's earlier one behind, and the live path and a rebuild agree on which is last.
 */
import type { Prisma } from '../../generated/prisma/client.js';
import { rollUpMaterialPeriods, rollUpMaterialScores } from './period-rollups.js';

type Tx = Prisma.TransactionClient;
export type MaterialEvent = { type: string; materialId?: string | null; value?: number | null };

export const actorKey = (learnerId: string | null | undefined, visitorId: string | null | undefined): string | null =>
  learnerId ? `l:${learnerId}` : visitorId ? `v:${visitorId}` : null;

/** Adds one write's events to their materials' rows for `day` (one upsert per material). */
export async function rollUpMaterials(
  tx: Tx,
  input: { companyId: string; learnerId: string | null; visitorId: string | null; day: string; occurredAt: Date; events: readonly MaterialEvent[] },
): Promise<void> {
  const actor = actorKey(input.learnerId, input.visitorId);
  if (!actor) return;
  const materials = new Map<string, { opens: number; completions: number; seconds: number; score: number | null }>();
  for (const e of input.events) {
    if (!e.materialId) continue;
    const m = materials.get(e.materialId) ?? { opens: 0, completions: 0, seconds: 0, score: null };
    if (e.type === 'OPEN') m.opens += 1;
    else if (e.type === 'COMPLETED') m.completions += 1;
    else if (e.type === 'MINUTES') m.seconds += e.value ?? 0;
    else if (e.type === 'SATISFACTION' && e.value != null) m.score = e.value;
    materials.set(e.materialId, m);
  }
  // The timestamp column holds UTC wall time, as ActivityEvent."occurredAt" does.
  const at = input.occurredAt.toISOString();
  // In one order in every transaction: two writes on the same materials never wait on each other crosswise.
  for (const [materialId, m] of [...materials].sort(([a], [b]) => a.localeCompare(b))) {
    // What follows reads the actor's earlier rows, then adds to them: safe because one actor's
    // writes on a material wait for each other. A learner's on their row (touchLearner); a
    // visitor's open on the material's row (its open count), their score on their SatisfactionScore.
    const previous = m.score === null ? null : await lastScore(tx, materialId, actor);
    await rollUpMaterialPeriods(tx, { companyId: input.companyId, materialId, actorKey: actor, day: input.day, opens: m.opens, completions: m.completions });
    const [row] = await tx.$queryRaw<{ score: number | null }[]>`
      INSERT INTO "MaterialActorDay" ("companyId", "materialId", "actorKey", "learnerId", "day", "opens", "completions", "seconds", "score", "ratedAt")
      VALUES (${input.companyId}::uuid, ${materialId}::uuid, ${actor}, ${input.learnerId}::uuid, ${input.day}::date, ${m.opens}, ${m.completions}, ${m.seconds},
        ${m.score}::int, CASE WHEN ${m.score}::int IS NULL THEN NULL ELSE (${at}::timestamptz AT TIME ZONE 'UTC') END)
      ON CONFLICT ("materialId", "actorKey", "day") DO UPDATE SET
        "opens" = "MaterialActorDay"."opens" + EXCLUDED."opens",
        "completions" = "MaterialActorDay"."completions" + EXCLUDED."completions",
        "seconds" = "MaterialActorDay"."seconds" + EXCLUDED."seconds",
        "score" = CASE WHEN EXCLUDED."score" IS NOT NULL AND ("MaterialActorDay"."ratedAt" IS NULL OR EXCLUDED."ratedAt" >= "MaterialActorDay"."ratedAt")
          THEN EXCLUDED."score" ELSE "MaterialActorDay"."score" END,
        "ratedAt" = CASE WHEN EXCLUDED."score" IS NOT NULL AND ("MaterialActorDay"."ratedAt" IS NULL OR EXCLUDED."ratedAt" >= "MaterialActorDay"."ratedAt")
          THEN EXCLUDED."ratedAt" ELSE "MaterialActorDay"."ratedAt" END
      RETURNING "score"`;
    if (m.score !== null && row?.score != null)
      await rollUpMaterialScores(tx, { companyId: input.companyId, materialId, day: input.day, score: row.score, previous });
  }
}

/** The actor's last scored day on the material, and its score (the primary key's range). */
async function lastScore(tx: Tx, materialId: string, actor: string): Promise<{ day: string; score: number } | null> {
  const [last] = await tx.$queryRaw<{ day: Date; score: number }[]>`
    SELECT "day", "score" FROM "MaterialActorDay" WHERE "materialId" = ${materialId}::uuid AND "actorKey" = ${actor} AND "score" IS NOT NULL
    ORDER BY "day" DESC LIMIT 1`;
  return last ? { day: last.day.toISOString().slice(0, 10), score: last.score } : null;
}

/**
 * Replaces one company's rows from its events, in `zone` (inside rebuildRollups' transaction).
 * The migration that made the table ran the same statement for every company.
 */
export async function rebuildMaterialRollups(tx: Tx, companyId: string, zone: string): Promise<void> {
  await tx.$executeRaw`DELETE FROM "MaterialActorDay" WHERE "companyId" = ${companyId}::uuid`;
  await tx.$executeRaw`
    INSERT INTO "MaterialActorDay" ("companyId", "materialId", "actorKey", "learnerId", "day", "opens", "completions", "seconds", "score", "ratedAt")
    SELECT ${companyId}::uuid, e."materialId", e."actorKey", e."learnerId", e."day",
      (COUNT(*) FILTER (WHERE e."type" = 'OPEN'))::int,
      (COUNT(*) FILTER (WHERE e."type" = 'COMPLETED'))::int,
      COALESCE(SUM(e."value") FILTER (WHERE e."type" = 'MINUTES'), 0)::int,
      (array_agg(e."value" ORDER BY e."occurredAt" DESC, e."id" DESC) FILTER (WHERE e."type" = 'SATISFACTION'))[1],
      MAX(e."occurredAt") FILTER (WHERE e."type" = 'SATISFACTION')
    FROM (
      SELECT "id", "materialId", "learnerId", "type", "value", "occurredAt",
        CASE WHEN "learnerId" IS NOT NULL THEN 'l:' || "learnerId" ELSE 'v:' || "visitorId" END AS "actorKey",
        (("occurredAt" AT TIME ZONE 'UTC') AT TIME ZONE ${zone})::date AS "day"
      FROM "ActivityEvent"
      WHERE "companyId" = ${companyId}::uuid AND "materialId" IS NOT NULL AND ("learnerId" IS NOT NULL OR "visitorId" IS NOT NULL)
    ) e
    GROUP BY e."materialId", e."actorKey", e."learnerId", e."day"`;
}
