/** Where a material is viewed and edited in the app (authoring.md §2 "Route shapes"). */
import { KINDS } from '@learnhub/content';
import type { MaterialKind } from '../../generated/prisma/enums.js';

/** The staff view address and edit address (view + /edit; the view itself for a kind with no editor: a package's page replaces its zip). */
export function materialPaths(companySlug: string, m: { kind: MaterialKind; slug: string }): { viewPath: string; editPath: string } {
  const viewPath = `/${companySlug}/${KINDS[m.kind].section}/${m.slug}`;
  return { viewPath, editPath: KINDS[m.kind].editor ? `${viewPath}/edit` : viewPath };
}

/**
 * The address staff share with learners: the material in the company's hub, where a learner
 * answers, progresses and rates (issue 21 §1), whatever its kind. A staff view address opened by
 * someone outside the company goes there too (the client's shell).
 */
export function materialHubPath(companySlug: string, m: { slug: string }): string {
  return `/${companySlug}/hub/${encodeURIComponent(m.slug)}`;
}
