/**
 * What a new material starts with (authoring.md §3): the first step and the styling sections
 * of its kind. Docs and videos share the walkthrough shape (they open in the walkthrough
 * viewer); a path gets its own step and element shape.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { MaterialKind } from '../../generated/prisma/enums.js';

/** Step ids are random numbers below 100 million (authoring.md §9). */
export function newStepId(): number {
  return randomInt(1, 100_000_000);
}

type ConfigValue = {
  id: string;
  title: string;
  value: string;
  type: 'color' | 'font' | 'px-size' | 'text' | 'textarea' | 'upload';
  image_type?: 'favicon' | 'cover';
};
export type ConfigSection = { sectionId: string; sectionTitle: string; values: ConfigValue[] };

const v = (id: string, title: string, value: string, type: ConfigValue['type'], extra: Partial<ConfigValue> = {}): ConfigValue => ({
  id,
  title,
  value,
  type,
  ...extra,
});

/** Walkthrough styling: top navigation (tn), main content area (mca), embedded area (ea). */
export function walkthroughConfig(): ConfigSection[] {
  return [
    {
      sectionId: 'tn',
      sectionTitle: 'Top Navigation',
      values: [
        v('tnBGColor', 'Background Color', '#FFFFFF', 'color'),
        v('tnLinkColor', 'Link Color', '#000000', 'color'),
        v('tnTextColor', 'Text Color', '#000000', 'color'),
      ],
    },
    {
      sectionId: 'mca',
      sectionTitle: 'Main Content Area',
      values: [
        v('mcaBgColor', 'Background Color', '#F6F8F9', 'color'),
        v('mcaHeadlineFont', 'Step Headline Font', 'Open Sans', 'font'),
        v('mcaHeadlineSize', 'Step Headline Size', '14px', 'px-size'),
        v('mcaHeadlineColor', 'Step Headline Color', '#363841', 'color'),
        v('mcaDescriptionFont', 'Step Description Font', 'Open Sans', 'font'),
        v('mcaDescriptionSize', 'Step Description Size', '16px', 'px-size'),
        v('mcaDescriptionColor', 'Step Description Color', '#363841', 'color'),
        v('mcaInstructionFont', 'Instruction Font', 'Open Sans', 'font'),
        v('mcaInstructionSize', 'Instruction Size', '12px', 'px-size'),
        v('mcaInstructionColor', 'Instruction Color', '#363841', 'color'),
      ],
    },
    {
      sectionId: 'ea',
      sectionTitle: 'Embedded Area',
      values: [
        v('eaBGColor', 'Background Color', '#FFFFFF', 'color'),
        v('eaTextColor', 'Text Color', '#363841', 'color'),
        v('eaIconColor', 'Icon Color', '#3BA4B4', 'color'),
      ],
    },
  ];
}

/** Path styling: header (ha), content (ca), body (ba) and page header content (phc). */
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
  ];
}

/** The first step of a new walkthrough (also docs and videos). */
export function walkthroughData() {
  return [{ id: newStepId(), name: 'Step 1', title: 'Title 1', description: 'Add a description to this step', backgroundUrl: null, layers: [] }];
}

/** The first step of a new path: its "main" title element, then a default large-text layer. */
export function pathData() {
  const largeText = (id: string, content: string) => ({ id, type: 'large_text', fontSize: 34, color: '#000000', fontFamily: 'Open Sans', content });
  return [
    { id: newStepId(), title: 'Step 1', description: '', dueDate: '', layers: [largeText('main', 'Step 1'), largeText(randomUUID(), 'This is large title')] },
  ];
}

/** Draft data and config for a new material of `kind`. */
export function materialDefaults(kind: MaterialKind): { draftData: unknown[]; draftConfig: ConfigSection[] } {
  return kind === 'PATH' ? { draftData: pathData(), draftConfig: pathConfig() } : { draftData: walkthroughData(), draftConfig: walkthroughConfig() };
}

/** "An empty config falls back to the default for the kind" (authoring.md §3). */
export function configOrDefault(kind: MaterialKind, config: unknown): unknown {
  return Array.isArray(config) && config.length > 0 ? config : materialDefaults(kind).draftConfig;
}
