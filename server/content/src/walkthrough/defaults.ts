/**
 * What new walkthrough content starts with (authoring.md §3): layer defaults per type (also what
 * an omitted field of a saved layer becomes), the first step, and the styling sections. Colours
 * the spec leaves open (placeholders) are chosen to read at 4.5:1 on the default white field.
 */
import type { ConfigSection } from '../config.js';
import { configValueOf as v } from '../config-values.js';
import { newLayerId, newStepId } from '../values.js';

/** Everything of a layer but its id and position, per type. */
export const LAYER_DEFAULTS = {
  image: { width: 100, height: 100, rotation: 0 },
  rect: { width: 100, height: 100, rotation: 0, fill: '#FFFFFF', stroke: '#000000', strokeWidth: 1, cornerRadius: 0 },
  hotspot: { width: 100, height: 50, rotation: 0, fill: 'rgba(0, 255, 255, 0.5)', stroke: '#000000', strokeWidth: 1, cornerRadius: 0 },
  text: {
    width: 120,
    height: 30,
    rotation: 0,
    text: 'Text',
    fill: '#000000',
    fontSize: 14,
    fontStyle: 'NORMAL',
    fontFamily: 'Open Sans',
    align: 'left',
    verticalAlign: 'middle',
  },
  textInput: {
    width: 150,
    height: 30,
    rotation: 0,
    placeholder: 'Type here',
    placeholderColor: '#6B7280',
    textColor: '#000000',
    fill: '#FFFFFF',
    stroke: '#D3D3D3',
    strokeWidth: 1,
    fontSize: 12,
  },
  dropdown: {
    width: 100,
    height: 30,
    rotation: 0,
    placeholder: 'Select',
    placeholderColor: '#6B7280',
    textColor: '#000000',
    fill: '#FFFFFF',
    stroke: '#000000',
    strokeWidth: 1,
    fontSize: 12,
  },
  line: { width: 150, height: 4, rotation: 0, stroke: '#000000', strokeWidth: 1, arrowSize: 10, lineStyle: 'Solid' },
} as const;

/** A new step's description: a prompt to the author, in the editor's field. */
export const DEFAULT_STEP_DESCRIPTION = 'Add a description to this step';

/**
 * The description a learner sees: none while the author left the default prompt untouched
 * (issue 21: learners were shown "Add a description to this step"). Every player alike: the
 * hub, the embed, the staff viewer and the preview show what learners will see.
 */
export function shownStepDescription(description: string): string {
  const text = description.trim();
  return text === DEFAULT_STEP_DESCRIPTION ? '' : text;
}

/** The first step of a new walkthrough (also docs and videos). */
export function firstWalkthroughSteps() {
  return [{ id: newStepId(), name: 'Step 1', title: 'Title 1', description: DEFAULT_STEP_DESCRIPTION, altText: '', backgroundUrl: null, layers: [] }];
}

/** A new dropdown's one option (authoring.md §3: one item "Item 1"). */
export const firstDropdownOption = () => ({ id: newLayerId(), order: 1, title: 'Item 1' });

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
