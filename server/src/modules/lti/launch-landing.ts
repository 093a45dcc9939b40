/**
 * Where a verified resource-link launch lands. The material is the one the link names: our
 * deep-linking answer puts its id in the item's custom parameters (`material`), and an admin who
 * places the link by hand can put `?material={id}` in the target address. It must be a published
 * material of the platform's company (a registration never reaches another company's), and not
 * Private (its list is of proven e-mails; the platform's are not proven to us).
 *
 * - Learners land in the hub, signed in as the platform's user (lti-learners.ts).
 * - Instructors (and admins) land on the embed player: a preview that records nothing.
 */
import { KINDS } from '@learnhub/content';
import type { Deps } from '../../deps.js';
import type { LtiPlatform } from '../../generated/prisma/client.js';
import { isUuid } from '../../lib/uuid.js';
import { materialHubPath } from '../materials/index.js';
import type { LtiLaunch } from './launch-claims.js';
import { learnerOfLaunch } from './lti-learners.js';
import { ROSTER_EVERY_MINUTES } from './roster.js';
import { LtiRefusal } from './refusal.js';

export type Landing = { path: string; learnerToken: string | null; materialId: string };

/** The material id a launch names (custom parameter first, then the target's query). */
export function namedMaterial(launch: LtiLaunch): string | null {
  const fromCustom = launch.custom.material?.trim();
  if (fromCustom) return fromCustom;
  try {
    return new URL(launch.targetLinkUri).searchParams.get('material');
  } catch {
    return null;
  }
}

export async function landingOf(deps: Deps, platform: LtiPlatform, launch: LtiLaunch): Promise<Landing> {
  const id = namedMaterial(launch);
  const m =
    id && isUuid(id)
      ? await deps.prisma.learningMaterial.findFirst({
          where: { id, companyId: platform.companyId },
          select: { id: true, slug: true, kind: true, visibility: true, publishedRevision: true, company: { select: { slug: true } } },
        })
      : null;
  if (!m) throw new LtiRefusal('noMaterial', 404);
  if (m.publishedRevision === null) throw new LtiRefusal('notPublished', 409);
  if (m.visibility === 'PRIVATE') throw new LtiRefusal('privateMaterial', 403);
  const linkId = await keepResourceLink(deps, platform, launch, m.id);
  if (launch.instructor)
    return { path: `/embed/${m.company.slug}/${KINDS[m.kind].section}/${encodeURIComponent(m.slug)}`, learnerToken: null, materialId: m.id };
  const { learnerId, token } = await learnerOfLaunch(deps, platform, launch);
  await deps.prisma.ltiLinkLearner.createMany({ data: [{ linkId, learnerId, sub: launch.sub }], skipDuplicates: true });
  return { path: materialHubPath(m.company.slug, m), learnerToken: token, materialId: m.id };
}

/**
 * The resource link as this launch describes it (its material, line item, roster address: the
 * latest launch is the platform's latest word), and a roster sync when one is due.
 */
async function keepResourceLink(deps: Deps, platform: LtiPlatform, launch: LtiLaunch, materialId: string): Promise<string> {
  const link = launch.resourceLink!;
  const fields = {
    materialId,
    deploymentId: launch.deploymentId,
    contextId: launch.context?.id ?? null,
    title: link.title?.slice(0, 255) ?? null,
    lineItemUrl: launch.ags?.lineItem ?? null,
    lineItemsUrl: launch.ags?.lineItems ?? null,
    agsScopes: launch.ags?.scopes ?? [],
    membershipsUrl: launch.nrps?.membershipsUrl ?? null,
  };
  const row = await deps.prisma.ltiResourceLink.upsert({
    where: { platformId_resourceLinkId: { platformId: platform.id, resourceLinkId: link.id } },
    create: { platformId: platform.id, companyId: platform.companyId, resourceLinkId: link.id, ...fields },
    update: fields,
    select: { id: true, rosterSyncedAt: true, membershipsUrl: true },
  });
  const due = !row.rosterSyncedAt || Date.now() - row.rosterSyncedAt.getTime() > ROSTER_EVERY_MINUTES * 60_000;
  // The roster is extra: a launch never fails for want of its job (the next launch asks again).
  if (row.membershipsUrl && due)
    await deps.jobs.send('lti.sync-roster', { linkId: row.id }).catch((err) => deps.logger.error('LTI roster sync not queued:', err));
  return row.id;
}
