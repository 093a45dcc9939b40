/** Learning materials → the snake_case shapes of the legacy REST contract (rest-routes.md "Learning materials"). */
import { KINDS, MATERIAL_KINDS } from '@learnhub/content';
import type { LearningMaterial } from '../../generated/prisma/client.js';
import type { MaterialKind } from '../../generated/prisma/enums.js';
import { ValidationError } from '../../lib/errors.js';
import { configOrDefault, materialHubPath, materialPaths, materialStatus } from '../../modules/materials/index.js';
import { uploadUrl } from '../../uploads/storage.js';

/** The legacy material_type values (authoring.md §3: lowercased when saved): each kind's `rest.materialType`. */
export const MATERIAL_TYPES = Object.fromEntries(MATERIAL_KINDS.map((k) => [k, KINDS[k].rest.materialType])) as Readonly<Record<MaterialKind, string>>;

/**
 * Caller-supplied names (each kind's `rest.aliases`) → kinds. A Map, not an object literal:
 * looking up "constructor" or "__proto__" in a plain object finds Object.prototype's members (a
 * 500, or every material).
 */
const TYPE_ALIASES = new Map<string, MaterialKind>(MATERIAL_KINDS.flatMap((k) => KINDS[k].rest.aliases.map((alias) => [alias, k] as const)));

const ALLOWED_TYPES = 'Please choose walkthrough, paths, docs or video.';
const ALLOWED_CATEGORIES = 'category must be one of walkthroughs, paths, docs or videos (singular accepted).';

/** material_type or category (plural or singular, any case) → kind; anything else is a field error on `field`. */
export function parseMaterialType(raw: unknown, field: string): MaterialKind {
  const kind = typeof raw === 'string' ? TYPE_ALIASES.get(raw.trim().toLowerCase()) : undefined;
  if (!kind) throw ValidationError.field(field, field === 'category' ? ALLOWED_CATEGORIES : ALLOWED_TYPES);
  return kind;
}

/** Status values for REST: draft, published, published_with_changes. */
const statusDto = (m: LearningMaterial) => materialStatus(m).toLowerCase();

/** A material in a list (cards): no steps or config; `firstStepBackgroundUrl` from content's firstStepBackgrounds. */
export function materialSummaryDto(m: LearningMaterial, companySlug: string, firstStepBackgroundUrl: string | null) {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    material_type: MATERIAL_TYPES[m.kind],
    status: statusDto(m),
    visibility: m.visibility.toLowerCase(),
    slug: m.slug,
    domain_id: m.domainId,
    revision: m.revision,
    opens: m.opens,
    unique_visits: m.uniqueVisits,
    completions: m.completions,
    thumbnail_url: uploadUrl(m.thumbnailKey),
    favicon_url: uploadUrl(m.faviconKey),
    cover_url: uploadUrl(m.coverKey),
    logo_url: uploadUrl(m.logoKey),
    first_step_background_url: firstStepBackgroundUrl,
    ...Object.fromEntries(Object.entries(materialPaths(companySlug, m)).map(([k, v]) => [k === 'viewPath' ? 'view_path' : 'edit_path', v])),
    hub_path: materialHubPath(companySlug, m),
    published_at: m.publishedAt,
    created_at: m.createdAt,
    updated_at: m.updatedAt,
  };
}

/** One material with its draft steps (`data`, from content's readDraft) and styling (`config`, the kind's default when empty). */
export function materialDto(m: LearningMaterial, companySlug: string, steps: unknown[]) {
  const first = steps[0] as { backgroundUrl?: unknown } | undefined;
  const background = typeof first?.backgroundUrl === 'string' && first.backgroundUrl ? first.backgroundUrl : null;
  return { ...materialSummaryDto(m, companySlug, background), data: steps, config: configOrDefault(m.kind, m.draftConfig) };
}
