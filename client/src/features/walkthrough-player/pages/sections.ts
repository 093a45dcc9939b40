import { knownKind } from '../../../kinds';

/** The two address sections the walkthrough player serves (authoring.md §2; contract §4). */
export type PlayerSection = 'walkthroughs' | 'docs';

export const SECTIONS: Record<PlayerSection, { title: string; list: string; missing: string }> = {
  walkthroughs: { title: 'Walkthroughs', list: 'walkthroughs?tab=walkthroughs', missing: 'Walkthrough not found' },
  docs: { title: 'Docs', list: 'docs', missing: 'Doc not found' },
};

/**
 * Whether a material of `kind` is shown at this section's address: a kind under that section that
 * plays in the walkthrough player (videos open here too, under /walkthroughs; a path's slug does not).
 */
export function sectionShowsKind(section: PlayerSection, kind: string): boolean {
  const k = knownKind(kind);
  return k?.section === section && k.player === 'walkthrough';
}
