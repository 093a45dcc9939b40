/** Fixtures and reads of stored drafts for the content tests (and the walkthrough tests that share them). */
import type { TestApp } from '../../test/harness.js';
import { readDraft, replaceDraftSteps, type StoredStep } from './draft-store.js';

/** Replaces a material's draft steps straight in the database (fixtures). */
export async function writeSteps(t: TestApp, materialId: string, steps: unknown[]) {
  const { kind } = await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: materialId }, select: { kind: true } });
  await replaceDraftSteps(t.prisma, materialId, kind, steps);
}

/** The stored draft steps in order. */
export function storedSteps(t: TestApp, materialId: string): Promise<StoredStep[]> {
  return readDraft(t.prisma, materialId);
}

/**
 * Each stored step row in order: id, position, its JSON as the database prints it and its row
 * version (xmin), which changes whenever the row is written, even with the same content.
 */
export async function storedStepRows(t: TestApp, materialId: string): Promise<{ stepId: number; position: number; data: string; version: string }[]> {
  return t.prisma.$queryRaw`
    SELECT "stepId", "position", "data"::text AS "data", xmin::text AS "version"
    FROM "MaterialDraftStep" WHERE "materialId" = ${materialId}::uuid ORDER BY "position", "stepId"`;
}
