/** The two address sections the walkthrough player serves (authoring.md §2; contract §4). */
export type PlayerSection = 'walkthroughs' | 'docs';

export const SECTIONS: Record<PlayerSection, { title: string; list: string; missing: string; kinds: readonly string[] }> = {
  // Videos open in the walkthrough viewer too (their view address is under /walkthroughs).
  walkthroughs: { title: 'Walkthroughs', list: 'walkthroughs?tab=walkthroughs', missing: 'Walkthrough not found', kinds: ['WALKTHROUGH', 'VIDEO'] },
  docs: { title: 'Docs', list: 'docs', missing: 'Doc not found', kinds: ['DOC'] },
};

/** Whether a material of `kind` is shown at this section's address (a path's slug under /walkthroughs is not). */
export function sectionShowsKind(section: PlayerSection, kind: string): boolean {
  return SECTIONS[section].kinds.includes(kind);
}
