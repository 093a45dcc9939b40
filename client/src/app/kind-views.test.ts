import { describe, expect, it } from 'vitest';
import { KINDS } from '../kinds';
import { kindRoutes, sectionViews } from './kind-views';

describe('the kind registry of views', () => {
  it('mounts each section under the player and editor its kinds name (authoring.md §2 addresses)', () => {
    const { shell, standalone } = kindRoutes();
    // Walkthroughs and videos under /walkthroughs, docs under /docs (walkthrough player and
    // editor); paths under /paths (path viewer and editor); SCORM packages under /packages (the
    // package player, no editor: the zip is the content).
    expect(shell.map((r) => r.path).sort()).toEqual([
      'docs/:slug',
      'docs/:slug/edit',
      'packages/:slug',
      'paths/:slug',
      'paths/:slug/edit',
      'walkthroughs/:slug',
      'walkthroughs/:slug/edit',
    ]);
    expect(standalone.map((r) => r.path).sort()).toEqual([
      ':companySlug/docs/:slug/preview',
      ':companySlug/packages/:slug/preview',
      ':companySlug/paths/:slug/preview',
      ':companySlug/walkthroughs/:slug/preview',
      'embed/:companySlug/docs/:slug',
      'embed/:companySlug/packages/:slug',
      'embed/:companySlug/paths/:slug',
      'embed/:companySlug/walkthroughs/:slug',
    ]);
    expect(shell.filter((r) => r.path?.endsWith('/edit')).every((r) => (r.handle as { fullscreen?: boolean }).fullscreen)).toBe(true);
  });

  it('refuses, by name, a kind that would share a section with another player', () => {
    const quiz = { ...KINDS.PATH, kind: 'QUIZ' as 'PATH', section: 'walkthroughs' as const };
    expect(() => sectionViews([KINDS.WALKTHROUGH, quiz])).toThrow('QUIZ is under /walkthroughs with another player or editor');
  });

  it('lets a kind without an editor share a section with one that has it', () => {
    const noEditor = { ...KINDS.WALKTHROUGH, kind: 'VIDEO' as const, editor: null };
    expect(sectionViews([noEditor, KINDS.WALKTHROUGH])).toEqual([{ section: 'walkthroughs', player: 'walkthrough', editor: 'walkthrough' }]);
  });
});
