/**
 * One material on the hub (`/{companySlug}/hub/{slug}`): what the caller may see of it, and, when
 * they may open it, its published content (walkthrough, doc or video: the player's; path: the
 * viewer's, without the answers; a SCORM package: its items, each with a runtime address). The gate (authoring.md §4 "Material visibility"):
 * OPEN — Public, or the caller may open it; GUEST_INFO — User Info Required and the visitor has
 * not given name and e-mail yet (any learner session of this company will do); SIGN_IN — Private
 * and nobody of this company is signed in; NOT_SHARED — Private and the signed-in learner is not
 * on its list (or signed in as a guest only).
 * A caller the gate stops at a Private material learns only that it exists and is private: no
 * name, description or content (a private material's name can be a secret of its own). A User
 * Info Required material's name and description stay: the catalogue shows them to everyone.
 */
import { kindOf } from '@learnhub/content';
import type { Deps } from '../../deps.js';
import type { MaterialKind } from '../../generated/prisma/client.js';
import { can } from '../../auth/permissions.js';
import { type PublishedPackage, publishedPackage } from '../packages/index.js';
import { type PublishedPath, publishedPath } from '../paths/index.js';
import { type PublishedWalkthrough, publishedWalkthrough } from '../walkthroughs/index.js';
import type { HubCompany } from './hub-catalogue.service.js';
import { mayOpenPublished, type Viewer } from '../materials/index.js';
import { currentHostCompany, domainOrigin } from '../domains/index.js';

export type HubGate = 'OPEN' | 'GUEST_INFO' | 'SIGN_IN' | 'NOT_SHARED';

export type HubMaterialView = {
  id: string;
  slug: string;
  /** Null when the caller may not open a Private material (SIGN_IN, NOT_SHARED). */
  name: string | null;
  description: string | null;
  kind: MaterialKind;
  visibility: 'PUBLIC' | 'GUEST' | 'PRIVATE';
  gate: HubGate;
  walkthrough: PublishedWalkthrough | null;
  path: PublishedPath | null;
  package: PublishedPackage | null;
};

/** The origin this request's hub page is on: a custom domain's, or null for the app's own. */
function hubOrigin(deps: Deps): string | null {
  const host = currentHostCompany();
  return host ? domainOrigin(deps.config, host.domain) : null;
}

export async function hubMaterial(deps: Deps, viewer: Viewer, hub: HubCompany, slug: string): Promise<HubMaterialView | null> {
  if (slug.length > 200) return null;
  const m = await deps.prisma.learningMaterial.findFirst({
    where: { companyId: hub.id, slug, publishedRevision: { not: null } },
    select: { id: true, slug: true, name: true, description: true, kind: true, visibility: true },
  });
  if (!m) return null;
  const staff = viewer.actor?.companyId === hub.id && !!viewer.actor.role && can(viewer.actor.role, 'materials.read');
  const learnerHere = viewer.learner?.companyId === hub.id;
  let gate: HubGate = 'OPEN';
  if (m.visibility === 'GUEST' && !staff && !learnerHere) gate = 'GUEST_INFO';
  if (m.visibility === 'PRIVATE' && !(await mayOpenPublished(deps, viewer, hub.id, m))) gate = learnerHere ? 'NOT_SHARED' : 'SIGN_IN';
  const open = gate === 'OPEN';
  const hidden = gate === 'SIGN_IN' || gate === 'NOT_SHARED';
  return {
    id: m.id,
    slug: m.slug,
    kind: m.kind,
    visibility: m.visibility,
    name: hidden ? null : m.name,
    description: hidden ? null : m.description,
    gate,
    walkthrough: open && kindOf(m.kind).player === 'walkthrough' ? await publishedWalkthrough(deps, viewer, hub.slug, { id: m.id }) : null,
    path: open && kindOf(m.kind).player === 'path' ? await publishedPath(deps, viewer, hub.slug, m.slug) : null,
    package: open && kindOf(m.kind).player === 'package' ? await publishedPackage(deps, m.id, hubOrigin(deps)) : null,
  };
}

/**
 * The slug of the hub's material with this id (REST's `by=id`), for hubMaterial to open; undefined
 * when `id` is not a uuid or no material of the hub has it.
 */
export async function hubMaterialSlug(deps: Deps, hub: Pick<HubCompany, 'id'>, id: string): Promise<string | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return (await deps.prisma.learningMaterial.findFirst({ where: { id, companyId: hub.id }, select: { slug: true } }))?.slug;
}
