/** What a new path starts with (authoring.md §3): its first step and its styling sections. */
import type { ConfigSection } from '../config.js';
import { configValueOf as v } from '../config-values.js';
import { newLayerId, newStepId } from '../values.js';
import type { ElementOf } from './elements.js';
import { MAIN_ELEMENT_ID } from './limits.js';
import type { PathStep } from './schema.js';

const largeText = (id: string, content: string): ElementOf<'large_text'> => ({
  id,
  type: 'large_text',
  content,
  fontSize: 34,
  color: '#000000',
  fontFamily: 'Open Sans',
});

/** Step `n` of a path: its "main" title element ("Step n"), no due date, both learner buttons. */
export function newPathStep(n: number): PathStep {
  return {
    id: newStepId(),
    title: `Step ${n}`,
    description: '',
    dueDate: '',
    buttons: { complete: true, next: true },
    layers: [largeText(MAIN_ELEMENT_ID, `Step ${n}`)],
  };
}

/** The first step of a new path also gets a default large-text element (authoring.md §3). */
export function firstPathSteps(): PathStep[] {
  const step = newPathStep(1);
  return [{ ...step, layers: [...step.layers, largeText(newLayerId(), 'This is large title')] }];
}

/** Learner-view theme defaults (authoring.md §3). */
export const PATH_THEME = { primary: '#3BA4B4', background: '#F6F8F9', text: '#363841', buttonText: '#FFFFFF' } as const;

/**
 * Path styling: header (ha), content (ca), body (ba), page header content (phc), and the learner
 * view's theme (th, ours: the spec's theme defaults made editable).
 */
export function pathConfig(): ConfigSection[] {
  return [
    {
      sectionId: 'ha',
      sectionTitle: 'Header Area',
      values: [
        v('haBGColor', 'Background Color', '#23455B', 'color'),
        v('haLinkColor', 'Link Color', '#FFFFFF', 'color'),
        v('haTextColor', 'Text Color', '#FFFFFF', 'color'),
        v('haFont', 'Font', 'Open Sans', 'font'),
      ],
    },
    {
      sectionId: 'ca',
      sectionTitle: 'Content Area',
      values: [
        v('caHeaderColor', 'Header Color', '#F3F3F3', 'color'),
        v('caHeaderFontSize', 'Header Font Size', '18px', 'px-size'),
        v('caTextColor', 'Text Color', '#ACACAC', 'color'),
      ],
    },
    { sectionId: 'ba', sectionTitle: 'Body Area', values: [v('baHeaderColor', 'Header Color', '#F6F8F9', 'color')] },
    {
      sectionId: 'phc',
      sectionTitle: 'Page Header Content',
      values: [
        v('phcHeadline', 'Headline', '', 'text'),
        v('phcSubHeaderDescription', 'Sub Header Description', '', 'textarea'),
        v('phcHeaderLogo', 'Header Logo', '', 'upload', { image_type: 'favicon' }),
        v('phcCoverImage', 'Cover Image', '', 'upload', { image_type: 'cover' }),
      ],
    },
    {
      sectionId: 'th',
      sectionTitle: 'Theme',
      values: [
        v('thPrimaryColor', 'Primary Color', PATH_THEME.primary, 'color'),
        v('thBackgroundColor', 'Background Color', PATH_THEME.background, 'color'),
        v('thTextColor', 'Text Color', PATH_THEME.text, 'color'),
        v('thButtonTextColor', 'Button Text Color', PATH_THEME.buttonText, 'color'),
      ],
    },
    {
      // Ours: the share of right answers (graded questions) a learner needs to complete the path.
      sectionId: 'cp',
      sectionTitle: 'Completion',
      values: [v('cpPassMark', 'Pass Mark (%)', '', 'percent')],
    },
  ];
}
