/** Where a material is viewed and edited in the app (authoring.md §2 "Route shapes"). */
import type { MaterialKind } from '../../generated/prisma/enums.js';

const SEGMENT: Record<MaterialKind, string> = { WALKTHROUGH: 'walkthroughs', VIDEO: 'walkthroughs', DOC: 'docs', PATH: 'paths' };

/** View address (also the share address) and edit address (view + /edit). */
export function materialPaths(companySlug: string, m: { kind: MaterialKind; slug: string }): { viewPath: string; editPath: string } {
  const viewPath = `/${companySlug}/${SEGMENT[m.kind]}/${m.slug}`;
  return { viewPath, editPath: `${viewPath}/edit` };
}
