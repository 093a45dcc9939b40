/**
 * Material status is derived, never stored by hand: the spec leaves the values open, the issue
 * fixes them as draft / published / "published, with unpublished changes" (draft ahead of the
 * published snapshot, i.e. saved since the last publish).
 */
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';

export const MATERIAL_STATUSES = ['DRAFT', 'PUBLISHED', 'PUBLISHED_WITH_CHANGES'] as const;
export type MaterialStatusValue = (typeof MATERIAL_STATUSES)[number];

/** The status of a material from its draft revision and the revision last published. */
export function materialStatus(m: { revision: number; publishedRevision: number | null }): MaterialStatusValue {
  if (m.publishedRevision === null) return 'DRAFT';
  return m.revision > m.publishedRevision ? 'PUBLISHED_WITH_CHANGES' : 'PUBLISHED';
}

/** Lowercase labels shown on cards and sent by the REST shim. */
export const STATUS_LABELS: Record<MaterialStatusValue, string> = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  PUBLISHED_WITH_CHANGES: 'published, with unpublished changes',
};

/** The same rule as a database filter (compares two columns, so it stays one SQL query). */
export function statusWhere(prisma: PrismaClient, status: MaterialStatusValue): Prisma.LearningMaterialWhereInput {
  const published = prisma.learningMaterial.fields.publishedRevision;
  if (status === 'DRAFT') return { publishedRevision: null };
  if (status === 'PUBLISHED') return { publishedRevision: { not: null }, revision: { lte: published } };
  return { publishedRevision: { not: null }, revision: { gt: published } };
}
