/**
 * Pure rules of the materials list screens (authoring spec §2, issue 3 §1): status labels, the
 * card image fallback, the Walkthroughs page tab and the access list (the share address is
 * lib/share-url.ts, who may change materials lib/roles.ts).
 */
export type MaterialKindValue = 'WALKTHROUGH' | 'PATH' | 'DOC' | 'VIDEO';
export type MaterialStatusValue = 'DRAFT' | 'PUBLISHED' | 'PUBLISHED_WITH_CHANGES';
export type MaterialVisibilityValue = 'PRIVATE' | 'PUBLIC' | 'GUEST';

const STATUS_LABELS: Record<MaterialStatusValue, string> = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  PUBLISHED_WITH_CHANGES: 'published, with unpublished changes',
};

/** The lowercase label a card shows; an unknown (newer) value is shown lowercased as it comes. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status as MaterialStatusValue] ?? status.toLowerCase().replaceAll('_', ' ');
}

export const VISIBILITY_OPTIONS: readonly { value: MaterialVisibilityValue; label: string; hint: string }[] = [
  { value: 'PRIVATE', label: 'Private', hint: 'Only invited people can see it.' },
  { value: 'PUBLIC', label: 'Public', hint: 'Anyone with the link can see it.' },
  { value: 'GUEST', label: 'User Info Required', hint: 'Public, after the learner gives basic information.' },
];

// The old app's "not found" image counts as no thumbnail, like a missing one.
const PLACEHOLDER_PATTERN = /not[-_]?found|placeholder/i;

/** An uploaded image's address for a preview, or null when there is none (or only the placeholder). */
export function uploadedImage(url: string | null | undefined): string | null {
  return url && !PLACEHOLDER_PATTERN.test(url) ? url : null;
}

/** The image a card shows: its thumbnail, else the first step's background, else null (a neutral box). */
export function cardImage(thumbnailUrl: string | null | undefined, firstStepBackgroundUrl: string | null | undefined): string | null {
  if (thumbnailUrl && !PLACEHOLDER_PATTERN.test(thumbnailUrl)) return thumbnailUrl;
  if (firstStepBackgroundUrl && !PLACEHOLDER_PATTERN.test(firstStepBackgroundUrl)) return firstStepBackgroundUrl;
  return null;
}

export type WalkthroughsTab = 'paths' | 'walkthroughs' | 'videos';

/** The Walkthroughs page tab from `?tab=` (default paths; anything unknown is paths too). */
export function walkthroughsTab(value: string | null): WalkthroughsTab {
  return value === 'walkthroughs' || value === 'videos' ? value : 'paths';
}

/** The kind a Walkthroughs page tab lists (videos has no list yet). */
export function tabKind(tab: WalkthroughsTab): MaterialKindValue {
  return tab === 'walkthroughs' ? 'WALKTHROUGH' : tab === 'videos' ? 'VIDEO' : 'PATH';
}

/** Normalises one e-mail as the access list stores it. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The access list after adding one address: normalised, without duplicates. */
export function addAccessEmail(list: readonly string[], email: string): string[] {
  const value = normaliseEmail(email);
  if (!value || list.includes(value)) return [...list];
  return [...list, value];
}
