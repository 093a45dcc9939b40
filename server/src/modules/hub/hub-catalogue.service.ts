/**
 * The public learner hub of a company (audience.md §2 "Public learner hub"): its brand and the
 * published materials the caller may open, by tab and search.
 *
 * What a caller sees is materials/material-visibility.ts's rule: published only; Public and "User Info Required"
 * for anyone; Private for a learner of this company on the material's Manage Access list.
 *
 * Tabs (the spec has seven tabs and four kinds; this is the decision): All — every kind;
 * Knowledge Bases — docs; Paths and Courses — paths (a course here is a path of steps);
 * Product Walkthroughs and Product Demos — walkthroughs (an interactive demo is a walkthrough);
 * Videos — videos. A search (name or description, any case) overrides the tab.
 */
import { type HubKindTab, kindsWhere } from '@learnhub/content';
import { currentHostCompany } from '../domains/index.js';
import type { LearnerActor } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import type { MaterialKind, Prisma } from '../../generated/prisma/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { UUID, visibleTo } from '../materials/index.js';
import { uploadUrl } from '../../uploads/storage.js';

export type HubTab = 'ALL' | HubKindTab;

/** Every tab, in the order the HubTab enum lists them (a tab a kind names is asked for here). */
const TAB_ORDER: Record<HubTab, null> = {
  ALL: null,
  KNOWLEDGE_BASES: null,
  PATHS: null,
  COURSES: null,
  PRODUCT_WALKTHROUGHS: null,
  PRODUCT_DEMOS: null,
  VIDEOS: null,
};

/** The kinds each tab lists: those whose definition names the tab in `hubTabs`; ALL (null) every kind. */
export const HUB_TABS = Object.fromEntries(
  (Object.keys(TAB_ORDER) as HubTab[]).map((tab) => [tab, tab === 'ALL' ? null : kindsWhere((k) => k.hubTabs.includes(tab))]),
) as Readonly<Record<HubTab, readonly MaterialKind[] | null>>;

export const HUB_PAGE_MAX = 100;
export const HUB_NOT_FOUND = 'No such hub.';
const SEARCH_MAX = 100;

export type HubCompany = { id: string; name: string; slug: string; logoUrl: string | null; topBarBackground: string | null; topBarText: string | null };

const HUB_COMPANY = { id: true, name: true, slug: true, logoKey: true, topBarBackground: true, topBarText: true } as const;

/** The hub's company by its current workspace name (one statement), else by a former one. */
export async function hubCompany(deps: Deps, rawSlug: string): Promise<HubCompany> {
  const slug = rawSlug.trim().toLowerCase();
  if (!slug || slug.length > 64) throw new NotFoundError(HUB_NOT_FOUND);
  const c =
    (await deps.prisma.company.findUnique({ where: { slug }, select: HUB_COMPANY })) ??
    (await deps.prisma.companySlugAlias.findUnique({ where: { slug }, select: { company: { select: HUB_COMPANY } } }))?.company;
  // On a custom domain (domains/host-routing.ts) only that domain's company has a hub.
  const host = currentHostCompany();
  if (!c || (host && host.companyId !== c.id)) throw new NotFoundError(HUB_NOT_FOUND);
  return { id: c.id, name: c.name, slug: c.slug, logoUrl: uploadUrl(c.logoKey), topBarBackground: c.topBarBackground, topBarText: c.topBarText };
}

/** The host names of the hub's verified custom domains, alphabetically. */
export async function hubDomains(deps: Deps, hub: Pick<HubCompany, 'id'>): Promise<string[]> {
  const domains = await deps.prisma.domain.findMany({
    where: { companyId: hub.id, status: 'VERIFIED' },
    select: { domain: true },
    orderBy: { domain: 'asc' },
  });
  return domains.map((d) => d.domain);
}

export type HubCard = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  kind: MaterialKind;
  visibility: 'PUBLIC' | 'GUEST' | 'PRIVATE';
  thumbnailUrl: string | null;
  /** The published first step's background (the walkthrough card's fallback picture). */
  firstStepBackgroundUrl: string | null;
};

export type HubPage = { items: HubCard[]; nextCursor: string | null };

/** One page of the catalogue, by name; `after` is the previous page's `nextCursor` (a material id). */
export async function hubCatalogue(
  deps: Deps,
  learner: LearnerActor | null,
  company: { id: string },
  opts: { tab?: HubTab | null; search?: string | null; first?: number | null; after?: string | null },
): Promise<HubPage> {
  const first = Math.min(Math.max(opts.first ?? 24, 1), HUB_PAGE_MAX);
  if (opts.after && !UUID.test(opts.after)) throw ValidationError.field('after', 'must be the nextCursor of the page before');
  const search = (opts.search ?? '').trim().slice(0, SEARCH_MAX);
  const kinds = search ? null : HUB_TABS[opts.tab ?? 'ALL'];
  const where: Prisma.LearningMaterialWhereInput = {
    AND: [
      await visibleTo(deps, learner, company.id),
      kinds ? { kind: { in: [...kinds] } } : {},
      search ? { OR: [{ name: { contains: search, mode: 'insensitive' } }, { description: { contains: search, mode: 'insensitive' } }] } : {},
    ],
  };
  const rows = await deps.prisma.learningMaterial.findMany({
    where,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: first + 1,
    ...(opts.after ? { cursor: { id: opts.after }, skip: 1 } : {}),
    select: { id: true, slug: true, name: true, description: true, kind: true, visibility: true, thumbnailKey: true },
  });
  const page = rows.slice(0, first);
  const backgrounds = await publishedFirstBackgrounds(
    deps,
    page.map((r) => r.id),
  );
  return {
    items: page.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      description: r.description,
      kind: r.kind,
      visibility: r.visibility,
      thumbnailUrl: uploadUrl(r.thumbnailKey),
      firstStepBackgroundUrl: backgrounds.get(r.id) ?? null,
    })),
    nextCursor: rows.length > first ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The first published step's backgroundUrl per material, in one query (no steps are loaded). */
async function publishedFirstBackgrounds(deps: Deps, ids: string[]): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map();
  const rows = await deps.prisma.$queryRaw<{ id: string; url: string | null }[]>`
    SELECT "id"::text AS "id",
      CASE WHEN jsonb_typeof("publishedData"->0->'backgroundUrl') = 'string' THEN "publishedData"->0->>'backgroundUrl' END AS "url"
    FROM "LearningMaterial" WHERE "id" IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;
  return new Map(rows.map((r) => [r.id, r.url || null]));
}
