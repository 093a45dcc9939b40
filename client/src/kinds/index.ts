/**
 * The client's material kind registry: lists, tabs, counts and labels read a kind's definition
 * here (@learnhub/content kinds.ts) instead of naming kinds. Later it will also map each kind to
 * its lazy editor route, viewer and hub player.
 */
import { isMaterialKind, type KindDefinition, kindOf, kindsWhere, type MaterialKindName, type MaterialSection } from '@learnhub/content';

export { isMaterialKind, KINDS, type KindDefinition, kindOf, kindsWhere, MATERIAL_KINDS, type MaterialKindName, type MaterialSection } from '@learnhub/content';

/** The definition of a kind GraphQL or an address names, or null for one this client does not know (`%future added value`). */
export function knownKind(kind: string | null | undefined): KindDefinition | null {
  return isMaterialKind(kind) ? kindOf(kind) : null;
}

/** A kind's display name ("Walkthrough", "Path", "Docs", "Video"); `fallback` for a kind this client does not know. */
export function kindLabel(kind: string, fallback = ''): string {
  return knownKind(kind)?.labels.title ?? fallback;
}

/** A kind's one letter where a picture is missing ("W", "P", "D", "V"); `fallback` for a kind this client does not know. */
export function kindLetter(kind: string, fallback: string): string {
  return knownKind(kind)?.labels.letter ?? fallback;
}

/** The `materialCounts` field that counts a kind, or null for a kind this client does not know. */
export function countFieldOf(kind: string): KindDefinition['countField'] | null {
  return knownKind(kind)?.countField ?? null;
}

/** The kinds whose addresses are under a staff section (/walkthroughs: walkthroughs and videos). */
export function kindsInSection(section: MaterialSection): MaterialKindName[] {
  return kindsWhere((k) => k.section === section);
}
