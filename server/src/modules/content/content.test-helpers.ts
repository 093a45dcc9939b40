/** Fixtures and reads of stored drafts for the content tests (and the walkthrough tests that share them). */
import type { Prisma } from '../../generated/prisma/client.js';
import type { TestApp } from '../../test/harness.js';

// biome-ignore lint/suspicious/noExplicitAny: stored steps are whatever JSON the kind allowed.
type AnyStep = any;

/** Replaces a material's draft steps straight in the database (fixtures). */
export async function writeSteps(t: TestApp, materialId: string, steps: unknown[]) {
  await t.prisma.learningMaterial.update({ where: { id: materialId }, data: { draftData: steps as Prisma.InputJsonValue } });
}

/** The stored draft steps in order. */
export async function storedSteps(t: TestApp, materialId: string): Promise<AnyStep[]> {
  const m = await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: materialId }, select: { draftData: true } });
  return m.draftData as AnyStep[];
}

/** Each stored step as its id and JSON text, in order: for "nothing else was written" checks. */
export async function storedStepRows(t: TestApp, materialId: string): Promise<{ stepId: number; data: string }[]> {
  return (await storedSteps(t, materialId)).map((s) => ({ stepId: s.id, data: JSON.stringify(s) }));
}
