/**
 * Stored packages nothing names any more (issue 25 §2): a package is named by the draft, the
 * published copy or a revision of a material (each step carries its `packageId`). A replaced zip
 * stays while a revision names it (restoring that revision brings it back); a package whose upload
 * never became a material (the request failed after storing) or whose material and revisions are
 * gone is removed, row first, then its files. Each check looks only at the package's own company's
 * materials (the company index), never at every draft. Only packages a day old or more: an upload in flight
 * has stored its package but not yet written the material's draft.
 */
import type { Deps } from '../../deps.js';

export const PRUNE_AFTER = '1 day';
const BATCH = 50;

/** Removes up to BATCH unnamed packages; returns how many went. */
export async function pruneUnusedPackages(deps: Deps): Promise<number> {
  const unused = await deps.prisma.$queryRaw<{ id: string; files: Record<string, { key: string }> }[]>`
    SELECT p."id", p."files" FROM "ScormPackage" p
    WHERE p."createdAt" < now() - ${PRUNE_AFTER}::interval
      AND NOT EXISTS (SELECT 1 FROM "MaterialDraftStep" s JOIN "LearningMaterial" m ON m."id" = s."materialId"
                      WHERE m."companyId" = p."companyId" AND s."data"->>'packageId' = p."id"::text)
      AND NOT EXISTS (SELECT 1 FROM "LearningMaterial" m, jsonb_array_elements(CASE WHEN jsonb_typeof(m."publishedData") = 'array' THEN m."publishedData" ELSE '[]'::jsonb END) e
                      WHERE m."companyId" = p."companyId" AND e->>'packageId' = p."id"::text)
      AND NOT EXISTS (SELECT 1 FROM "MaterialRevision" r, jsonb_array_elements(CASE WHEN jsonb_typeof(r."data") = 'array' THEN r."data" ELSE '[]'::jsonb END) e
                      WHERE r."companyId" = p."companyId" AND e->>'packageId' = p."id"::text)
    ORDER BY p."createdAt"
    LIMIT ${BATCH}`;
  let removed = 0;
  for (const pkg of unused) {
    // The row first: once it is gone no grant opens the files, and a failed file removal leaves
    // only an unnamed key behind, never a row pointing at missing files.
    const { count } = await deps.prisma.scormPackage.deleteMany({ where: { id: pkg.id } });
    if (!count) continue;
    removed++;
    await Promise.allSettled(Object.values(pkg.files).map((f) => deps.storage.remove(f.key)));
  }
  return removed;
}
