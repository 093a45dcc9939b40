/**
 * Path elements (authoring.md §3 "Path step and elements"): the 15 kinds the picker offers, with
 * the spec's defaults and the ones we designed where it leaves them open (each marked "ours"),
 * and the legacy kinds older documents hold, which load and render as text instead of failing.
 */
import { z } from 'zod';
import { colour, num, optionalUrl, str } from '../fields.js';
import { newLayerId } from '../values.js';
import { PATH_LIMITS as L } from './limits.js';
import { checkRichText, type RichDoc, richTextFromPlain } from './rich-text.js';
import { parseVideoSource } from './video.js';

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

const elementId = z.string().min(1).max(64);
const fontSize = (d: number) => num(1, L.maxFontSize).default(d);
const textStyle = (size: number) => ({ fontSize: fontSize(size), color: colour.default('#000000'), fontFamily: str(100).default('Open Sans') });
const question = (d: string) => str(L.questionLength).default(d);
const points = z.number().int().min(0).max(L.maxPoints).default(1);
const file = { source: optionalUrl.default(''), fileName: str(L.fileNameLength).default(''), fileType: str(100).default('') };

const richText = z
  .unknown()
  .optional()
  .transform((v, ctx): RichDoc => {
    const checked = checkRichText(v === undefined ? BODY_PLACEHOLDER : v);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

const videoSource = z
  .string()
  .max(2048)
  .refine((v) => v === '' || parseVideoSource(v) !== null, { message: 'must be a YouTube, Vimeo or Wistia link or an http(s) address of a video file' });

/** One answer option; `isChecked` marks a correct one. `explanation` (ours) is shown after answering. */
const option = z.object({
  id: elementId,
  value: str(L.optionLength).default(''),
  isChecked: z.boolean().default(false),
  explanation: str(L.explanationLength).default(''),
});
export type ChoiceOption = z.infer<typeof option>;

const newOptions = (): ChoiceOption[] => [
  { id: newLayerId(), value: 'Option 1', isChecked: true, explanation: '' },
  { id: newLayerId(), value: 'Option 2', isChecked: false, explanation: '' },
];

/** One question of a multiple-choice element: exactly one correct option (authoring.md §4). */
const choiceQuestion = z
  .object({
    id: elementId,
    question: question('Enter your question.'),
    options: z.array(option).max(L.maxOptions).default(newOptions),
    points,
  })
  .superRefine((q, ctx) => {
    const correct = q.options.filter((o) => o.isChecked).length;
    if (q.options.length && correct !== 1)
      ctx.addIssue({ code: 'custom', path: ['options'], message: `must have exactly one correct option (has ${correct})` });
  });
export type ChoiceQuestion = z.infer<typeof choiceQuestion>;
export const newChoiceQuestion = (): ChoiceQuestion => ({ id: newLayerId(), question: 'Enter your question.', options: newOptions(), points: 1 });

const kinds = {
  large_text: { content: str(L.textLength).default('This is large title'), ...textStyle(34) },
  body: { content: richText, ...textStyle(14), fill: colour.default('transparent') },
  image: { source: optionalUrl.default(''), altText: str(L.altTextLength).default(''), fileName: str(L.fileNameLength).default('') },
  video: { source: videoSource.default(''), title: str(200).default('') },
  walkthrough: { material_id: str(64).default(''), source: str(64).default('') },
  embedded_code: { source: str(L.embedCodeLength).default(''), title: str(200).default('Embedded content') },
  attachment: file,
  short_answer: { question: question('Enter your question.'), answer: str(L.answerLength).default('') },
  long_answer: { question: question('Enter your question.'), answer: str(L.answerLength).default('') },
  multiple_choice: {
    multipleChoice: z
      .array(choiceQuestion)
      .min(1)
      .max(L.maxQuestions)
      .default(() => [newChoiceQuestion()]),
  },
  multi_select: { question: question('Enter your question'), multiSelect: z.array(option).max(L.maxOptions).default(newOptions), points },
  checkbox: { label: str(L.textLength).default('Enter your label'), ...textStyle(14) },
  // ours: file_upload asks for a file; date and time ask a question (the spec shows no defaults).
  file_upload: { ...file, question: question('Upload your file.') },
  date: { question: question('Pick a date.') },
  time: { question: question('Pick a time.') },
} as const;

const element = <T extends ElementType>(type: T) => z.object({ id: elementId, type: z.literal(type), ...kinds[type] });
const schemas = {
  large_text: element('large_text'),
  body: element('body'),
  image: element('image'),
  video: element('video'),
  walkthrough: element('walkthrough'),
  embedded_code: element('embedded_code'),
  attachment: element('attachment'),
  short_answer: element('short_answer'),
  long_answer: element('long_answer'),
  multiple_choice: element('multiple_choice'),
  multi_select: element('multi_select'),
  checkbox: element('checkbox'),
  file_upload: element('file_upload'),
  date: element('date'),
  time: element('time'),
};

const legacyElement = z.looseObject({ id: elementId, type: z.enum(LEGACY_ELEMENT_TYPES) });

export const elementSchema = z.preprocess(
  // "attchment" is how one list of the old product spells attachment: both are accepted.
  (v) => (typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'attchment' ? { ...v, type: 'attachment' } : v),
  z.discriminatedUnion(
    'type',
    [
      schemas.large_text,
      schemas.body,
      schemas.image,
      schemas.video,
      schemas.walkthrough,
      schemas.embedded_code,
      schemas.attachment,
      schemas.short_answer,
      schemas.long_answer,
      schemas.multiple_choice,
      schemas.multi_select,
      schemas.checkbox,
      schemas.file_upload,
      schemas.date,
      schemas.time,
      legacyElement,
    ],
    {
      error: (issue) =>
        issue.code === 'invalid_union'
          ? `unknown element type ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type ?? null).slice(0, 40)}`
          : undefined,
    },
  ),
);

export type ElementOf<T extends ElementType> = z.infer<(typeof schemas)[T]>;
export type LegacyElement = z.infer<typeof legacyElement>;
export type PathElement = { [T in ElementType]: ElementOf<T> }[ElementType] | LegacyElement;

const isElementType = (type: string): type is ElementType => ELEMENT_KINDS.some((k) => k.type === type);

/** A new element of `type` from the picker: a random id, the type's defaults, and the picker's text. */
export function newElement<T extends ElementType>(type: T): ElementOf<T> {
  const el = schemas[type].parse({ id: newLayerId(), type }) as ElementOf<T>;
  if (type === 'large_text') return { ...el, content: NEW_ELEMENT_TEXT };
  if (type === 'body') return { ...el, content: richTextFromPlain(NEW_ELEMENT_TEXT) };
  return el;
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
