/**
 * The schemas of path elements (authoring.md §3 "Path step and elements"): the 15 kinds of the
 * picker with their defaults (element-defaults.ts: an omitted field gets the default), and the
 * legacy kinds older documents hold, kept as they are.
 */
import { z } from 'zod';
import { colour, num, optionalUrl, str } from '../fields.js';
import { BODY_PLACEHOLDER, ELEMENT_DEFAULTS as D, type ElementType, LEGACY_ELEMENT_TYPES, newChoiceQuestion, newOptions } from './element-defaults.js';
import { PATH_LIMITS as L } from './limits.js';
import { checkRichText, type RichDoc } from './rich-text.js';
import { parseVideoSource } from './video.js';

const elementId = z.string().min(1).max(64);
const fontSize = (d: number) => num(1, L.maxFontSize).default(d);
const textStyle = (d: { fontSize: number; color: string; fontFamily: string }) => ({
  fontSize: fontSize(d.fontSize),
  color: colour.default(d.color),
  fontFamily: str(100).default(d.fontFamily),
});
const question = (d: string) => str(L.questionLength).default(d);
const points = z.number().int().min(0).max(L.maxPoints).default(D.multi_select.points);
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

const kinds = {
  large_text: { content: str(L.textLength).default(D.large_text.content), ...textStyle(D.large_text) },
  body: { content: richText, ...textStyle(D.body), fill: colour.default(D.body.fill) },
  image: { source: optionalUrl.default(''), altText: str(L.altTextLength).default(''), fileName: str(L.fileNameLength).default('') },
  video: { source: videoSource.default(''), title: str(200).default('') },
  walkthrough: { material_id: str(64).default(''), source: str(64).default('') },
  embedded_code: { source: str(L.embedCodeLength).default(''), title: str(200).default(D.embedded_code.title) },
  attachment: file,
  short_answer: { question: question(D.short_answer.question), answer: str(L.answerLength).default('') },
  long_answer: { question: question(D.long_answer.question), answer: str(L.answerLength).default('') },
  multiple_choice: {
    multipleChoice: z
      .array(choiceQuestion)
      .min(1)
      .max(L.maxQuestions)
      .default(() => [newChoiceQuestion()]),
  },
  multi_select: { question: question(D.multi_select.question), multiSelect: z.array(option).max(L.maxOptions).default(newOptions), points },
  checkbox: { label: str(L.textLength).default(D.checkbox.label), ...textStyle(D.checkbox) },
  file_upload: { ...file, question: question(D.file_upload.question) },
  date: { question: question(D.date.question) },
  time: { question: question(D.time.question) },
} as const;

const element = <T extends ElementType>(type: T) => z.object({ id: elementId, type: z.literal(type), ...kinds[type] });
/** Each element kind's schema by its `type` (the GraphQL types are checked against these: document-graphql-drift.test.ts). */
export const pathElementSchemas = {
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
      pathElementSchemas.large_text,
      pathElementSchemas.body,
      pathElementSchemas.image,
      pathElementSchemas.video,
      pathElementSchemas.walkthrough,
      pathElementSchemas.embedded_code,
      pathElementSchemas.attachment,
      pathElementSchemas.short_answer,
      pathElementSchemas.long_answer,
      pathElementSchemas.multiple_choice,
      pathElementSchemas.multi_select,
      pathElementSchemas.checkbox,
      pathElementSchemas.file_upload,
      pathElementSchemas.date,
      pathElementSchemas.time,
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

export type ElementOf<T extends ElementType> = z.infer<(typeof pathElementSchemas)[T]>;
export type LegacyElement = z.infer<typeof legacyElement>;
export type PathElement = { [T in ElementType]: ElementOf<T> }[ElementType] | LegacyElement;
