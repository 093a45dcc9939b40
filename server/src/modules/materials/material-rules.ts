/** Input rules for materials (authoring.md §5): names, descriptions, kinds, visibility, slugs. */
import { MATERIAL_KINDS, type MaterialKindName } from '@learnhub/content';
import type { MaterialKind, Visibility } from '../../generated/prisma/enums.js';
import { ValidationError } from '../../lib/errors.js';
import { transliterate } from '../../lib/transliterate.js';

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const NAME_BLANK = "Name can't be blank";
export const PATH_NO_DESCRIPTION = 'Paths do not have a description';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Prisma's MaterialKind and the content registry's kinds are one union: a kind added to the
 * database enum but not to KINDS (or the other way round) fails `tsc` here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const KINDS_MATCH: Same<MaterialKind, MaterialKindName> = true;
void KINDS_MATCH;

const KINDS: readonly MaterialKind[] = MATERIAL_KINDS;
const VISIBILITIES: readonly Visibility[] = ['PRIVATE', 'PUBLIC', 'GUEST'];
/** Slugs that would collide with fixed paths after a material segment: /learning_materials/count, /walkthroughs/manage-access, /walkthroughs/search. */
const RESERVED_SLUGS = new Set(['count', 'audience', 'new', 'manage-access', 'search']);

/** A trimmed name of 1–200 characters, or a ValidationError on `name`. */
export function parseName(raw: unknown): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw ValidationError.field('name', 'Name must be text');
  const name = (raw ?? '').trim();
  if (!name) throw ValidationError.field('name', NAME_BLANK);
  if (name.length > NAME_MAX) throw ValidationError.field('name', `Name is too long (maximum is ${NAME_MAX} characters)`);
  return name;
}

/** A description (blank clears it), or a ValidationError on `description`. */
export function parseDescription(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') throw ValidationError.field('description', 'Description must be text');
  const text = raw.trim();
  if (text.length > DESCRIPTION_MAX) throw ValidationError.field('description', `Description is too long (maximum is ${DESCRIPTION_MAX} characters)`);
  return text || null;
}

/** A MaterialKind from the enum value, or a ValidationError on `field`. */
export function parseKind(raw: unknown, field = 'kind'): MaterialKind {
  const kind = typeof raw === 'string' ? raw.toUpperCase() : '';
  if (!KINDS.includes(kind as MaterialKind)) throw ValidationError.field(field, 'Please choose walkthrough, paths, docs or video.');
  return kind as MaterialKind;
}

/** A Visibility from "private" / "public" / "guest" (any case), or a ValidationError on `visibility`. */
export function parseVisibility(raw: unknown): Visibility {
  const value = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  if (!VISIBILITIES.includes(value as Visibility)) throw ValidationError.field('visibility', 'Please choose private, public or guest.');
  return value as Visibility;
}

/** The slug a name starts from: transliterated (lib/transliterate.ts), lowercase a-z, 0-9 and single hyphens; "material" when nothing is left. */
export function slugBase(name: string): string {
  const ascii = transliterate(name).toLowerCase();
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'material';
}

/** The slugs `name` may take, in order (base, base-2, base-3…), skipping those in `taken` and reserved ones. Endless. */
export function* freeSlugs(name: string, taken: Set<string>): Generator<string, never> {
  const base = slugBase(name);
  const free = (s: string) => !taken.has(s) && !RESERVED_SLUGS.has(s);
  if (free(base)) yield base;
  for (let n = 2; ; n++) if (free(`${base}-${n}`)) yield `${base}-${n}`;
}

/** The first free slug for `name`, given the slugs already taken in the company. */
export function nextFreeSlug(name: string, taken: Set<string>): string {
  return freeSlugs(name, taken).next().value;
}

/** "{name} (copy)", shortened so it stays within the name limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}
