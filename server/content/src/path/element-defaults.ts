/**
 * Path element kinds and what a new element of each starts with (authoring.md §3), free of zod:
 * the editor builds new elements from here without loading the schemas, and the schemas
 * (elements.ts) fill an omitted field with the same values. Defaults the spec leaves open are
 * ours (marked).
 */
import type { ChoiceOption, ChoiceQuestion, ElementOf, LegacyElement, PathElement } from './elements.js';
import { newLayerId } from '../values.js';
import { richTextFromPlain } from './rich-text.js';

/** The picker's kinds, in its order, with their labels ("Mutiple Choice" in the old product). */
export const ELEMENT_KINDS = [
  { type: 'large_text', label: 'Large Title' },
  { type: 'body', label: 'Body' },
  { type: 'image', label: 'Image' },
  { type: 'video', label: 'Video' },
  { type: 'walkthrough', label: 'Walkthroughs' },
  { type: 'embedded_code', label: 'Embed Code' },
  { type: 'attachment', label: 'Attachment' },
  { type: 'short_answer', label: 'Short Answer' },
  { type: 'long_answer', label: 'Long Answer' },
  { type: 'multiple_choice', label: 'Multiple Choice' },
  { type: 'multi_select', label: 'Multi Select' },
  { type: 'checkbox', label: 'Checkbox' },
  { type: 'file_upload', label: 'File Upload' },
  { type: 'date', label: 'Date' },
  { type: 'time', label: 'Time' },
] as const;
export type ElementType = (typeof ELEMENT_KINDS)[number]['type'];

/** Kinds older documents hold; kept as they are and shown as text. */
export const LEGACY_ELEMENT_TYPES = [
  'small_text',
  'quotes',
  'long_text_field',
  'input_field',
  'two_columns',
  'three_columns',
  'data_entry',
  'data_selection',
  'multiple_selection',
  'survey',
  'quiz',
  'upload_form',
  'satisfaction_score',
  'Learning Material',
] as const;

export const NEW_ELEMENT_TEXT = 'Hello world over here';
export const BODY_PLACEHOLDER = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.';

const TEXT = { fontSize: 14, color: '#000000', fontFamily: 'Open Sans' } as const;

/** Every field of each kind but its id, type and lists (options and questions get fresh ids). */
export const ELEMENT_DEFAULTS = {
  large_text: { content: 'This is large title', fontSize: 34, color: '#000000', fontFamily: 'Open Sans' },
  // content: BODY_PLACEHOLDER as rich text.
  body: { ...TEXT, fill: 'transparent' },
  image: { source: '', altText: '', fileName: '' },
  video: { source: '', title: '' },
  walkthrough: { material_id: '', source: '' },
  embedded_code: { source: '', title: 'Embedded content' },
  attachment: { source: '', fileName: '', fileType: '' },
  short_answer: { question: 'Enter your question.', answer: '' },
  long_answer: { question: 'Enter your question.', answer: '' },
  multiple_choice: {},
  multi_select: { question: 'Enter your question', points: 1 },
  checkbox: { label: 'Enter your label', ...TEXT },
  // ours: file_upload asks for a file; date and time ask a question.
  file_upload: { source: '', fileName: '', fileType: '', question: 'Upload your file.' },
  date: { question: 'Pick a date.' },
  time: { question: 'Pick a time.' },
} as const;

/** Two options, the first correct (authoring.md §3 multiple_choice). */
export const newOptions = (): ChoiceOption[] => [
  { id: newLayerId(), value: 'Option 1', isChecked: true, explanation: '' },
  { id: newLayerId(), value: 'Option 2', isChecked: false, explanation: '' },
];

export const newChoiceQuestion = (): ChoiceQuestion => ({ id: newLayerId(), question: 'Enter your question.', options: newOptions(), points: 1 });

const isElementType = (type: string): type is ElementType => ELEMENT_KINDS.some((k) => k.type === type);

/** A new element of `type` from the picker: a random id, the type's defaults, and the picker's text. */
export function newElement<T extends ElementType>(type: T): ElementOf<T> {
  const base = { id: newLayerId(), type, ...ELEMENT_DEFAULTS[type] };
  const lists =
    type === 'large_text'
      ? { content: NEW_ELEMENT_TEXT }
      : type === 'body'
        ? { content: richTextFromPlain(NEW_ELEMENT_TEXT) }
        : type === 'multiple_choice'
          ? { multipleChoice: [newChoiceQuestion()] }
          : type === 'multi_select'
            ? { multiSelect: newOptions() }
            : {};
  return { ...base, ...lists } as ElementOf<T>;
}

/** Whether an element is one of the picker's kinds (not a legacy one). */
export function isAuthoringElement(el: PathElement): el is Exclude<PathElement, LegacyElement> {
  return isElementType(el.type);
}

/** Element kinds learners answer (hub mode records their answers). */
export const QUESTION_TYPES: readonly ElementType[] = [
  'short_answer',
  'long_answer',
  'multiple_choice',
  'multi_select',
  'checkbox',
  'file_upload',
  'date',
  'time',
];
