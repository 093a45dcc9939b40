/**
 * How many steps each learner has overdue: required steps (with a Complete button) of the paths
 * they started, not complete, whose due day is before today (the company's). Read only for the
 * learners of a page (the filter uses `Progress.nextDueDay`), from the published paths.
 */
import { trustedPathSteps } from '@learnhub/content';
import type { Deps } from '../../deps.js';
import { stepRecords } from '../progress/index.js';

export async function overdueStepCounts(deps: Deps, learnerIds: string[], today: string): Promise<Map<string, number>> {
  const rows = await deps.prisma.$queryRaw<{ learnerId: string; materialId: string; response: unknown }[]>`
    SELECT p."learnerId", p."materialId", p."response" FROM "Progress" p
    WHERE p."learnerId" = ANY(${learnerIds}::uuid[]) AND p."nextDueDay" < ${today}::date`;
  const counts = new Map<string, number>();
  if (rows.length === 0) return counts;
  const materials = await deps.prisma.learningMaterial.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.materialId))] } },
    select: { id: true, publishedData: true },
  });
  const steps = new Map(materials.map((m) => [m.id, trustedPathSteps(Array.isArray(m.publishedData) ? m.publishedData : [])]));
  for (const r of rows) {
    const done = new Set(
      stepRecords(r.response)
        .filter((s) => s.completion)
        .map((s) => s.id),
    );
    const overdue = (steps.get(r.materialId) ?? []).filter(
      (s) => s.buttons?.complete !== false && /^\d{4}-\d{2}-\d{2}$/.test(s.dueDate ?? '') && s.dueDate < today && !done.has(s.id),
    ).length;
    // A path republished since with later due dates still counts until the learner's next write
    // refreshes the row: at least one, so the reason never contradicts the status.
    counts.set(r.learnerId, (counts.get(r.learnerId) ?? 0) + Math.max(1, overdue));
  }
  return counts;
}
