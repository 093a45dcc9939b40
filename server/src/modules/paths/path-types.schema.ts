/**
 * GraphQL faces of the path document for integrators (issue 8 §4): steps, and the element kinds
 * behind one `PathElement` interface (resolved by the stored `type`), beside the raw JSON of
 * `Material.draftData`. Ids are `stepId` / `elementId` / `questionId` / `optionId`: Relay
 * normalises any field called `id`. These are staff types: they show which options are correct.
 */
import {
  type ChoiceOption,
  type ChoiceQuestion,
  type ElementOf,
  type ElementType,
  isAuthoringElement,
  type LegacyElement,
  type PathElement,
  type PathStep,
  parseVideoSource,
  richTextToPlain,
} from '@learnhub/content';
import { builder } from '../../graphql/builder.js';

const TYPE_NAMES: Record<ElementType, string> = {
  large_text: 'LargeTitleElement',
  body: 'BodyElement',
  image: 'ImageElement',
  video: 'VideoElement',
  walkthrough: 'WalkthroughElement',
  embedded_code: 'EmbedCodeElement',
  attachment: 'AttachmentElement',
  short_answer: 'ShortAnswerElement',
  long_answer: 'LongAnswerElement',
  multiple_choice: 'MultipleChoiceElement',
  multi_select: 'MultiSelectElement',
  checkbox: 'CheckboxElement',
  file_upload: 'FileUploadElement',
  date: 'DateElement',
  time: 'TimeElement',
};

export const PathElementRef = builder.interfaceRef<PathElement>('PathElement').implement({
  description: 'An element of a path step. `type` is the stored kind (large_text, body, …); older kinds are LegacyElement.',
  resolveType: (el) => (isAuthoringElement(el) ? TYPE_NAMES[el.type] : 'LegacyElement'),
  fields: (t) => ({
    elementId: t.string({ description: 'Unique in its step ("main" is the step\'s title element).', resolve: (el) => el.id }),
    type: t.exposeString('type'),
  }),
});

type Of<T extends ElementType> = ElementOf<T>;

// biome-ignore lint/suspicious/noExplicitAny: Pothos gives each object type its own builder type; all of these have the text style fields.
const textStyle = (t: any) => ({ fontSize: t.exposeFloat('fontSize'), color: t.exposeString('color'), fontFamily: t.exposeString('fontFamily') });
// biome-ignore lint/suspicious/noExplicitAny: as above, for the file fields.
const file = (t: any) => ({
  source: t.exposeString('source', { description: '/uploads/<key> or an http(s) address; "" until uploaded.' }),
  fileName: t.exposeString('fileName'),
  fileType: t.exposeString('fileType'),
});

const ChoiceOptionRef = builder.objectRef<ChoiceOption>('ChoiceOption').implement({
  fields: (t) => ({
    optionId: t.string({ resolve: (o) => o.id }),
    value: t.exposeString('value'),
    isCorrect: t.boolean({ resolve: (o) => o.isChecked }),
    explanation: t.exposeString('explanation', { description: 'Shown to learners after they answer ("" for none).' }),
  }),
});

const ChoiceQuestionRef = builder.objectRef<ChoiceQuestion>('ChoiceQuestion').implement({
  fields: (t) => ({
    questionId: t.string({ resolve: (q) => q.id }),
    question: t.exposeString('question'),
    points: t.exposeInt('points'),
    options: t.field({ type: [ChoiceOptionRef], description: 'Exactly one is correct.', resolve: (q) => q.options }),
  }),
});

builder
  .objectRef<Of<'large_text'>>(TYPE_NAMES.large_text)
  .implement({ interfaces: [PathElementRef], fields: (t) => ({ content: t.exposeString('content'), ...textStyle(t) }) });
builder.objectRef<Of<'body'>>(TYPE_NAMES.body).implement({
  interfaces: [PathElementRef],
  fields: (t) => ({
    content: t.field({ type: 'JSON', description: 'Rich text as a ProseMirror document (paragraphs, lists, strong, em, link).', resolve: (el) => el.content }),
    text: t.string({ description: 'The text without formatting, one paragraph a line.', resolve: (el) => richTextToPlain(el.content) }),
    ...textStyle(t),
    fill: t.exposeString('fill'),
  }),
});
builder.objectRef<Of<'image'>>(TYPE_NAMES.image).implement({
  interfaces: [PathElementRef],
  fields: (t) => ({ source: t.exposeString('source'), altText: t.exposeString('altText'), fileName: t.exposeString('fileName') }),
});
builder.objectRef<Of<'video'>>(TYPE_NAMES.video).implement({
  interfaces: [PathElementRef],
  fields: (t) => ({
    source: t.exposeString('source', { description: 'The link as the author gave it ("" for none).' }),
    title: t.exposeString('title'),
    provider: t.string({
      nullable: true,
      description: 'youtube, vimeo, wistia or file; null without a source.',
      resolve: (el) => parseVideoSource(el.source)?.kind ?? null,
    }),
    embedUrl: t.string({
      nullable: true,
      description: 'The player address built from the parsed video id (YouTube, Vimeo, Wistia), or the file address.',
      resolve: (el) => {
        const v = parseVideoSource(el.source);
        return v ? (v.kind === 'file' ? v.url : v.embedUrl) : null;
      },
    }),
  }),
});
builder.objectRef<Of<'walkthrough'>>(TYPE_NAMES.walkthrough).implement({
  interfaces: [PathElementRef],
  fields: (t) => ({
    materialId: t.string({ description: 'Global id of the chosen walkthrough ("" for none).', resolve: (el) => el.source || el.material_id }),
  }),
});
builder.objectRef<Of<'embedded_code'>>(TYPE_NAMES.embedded_code).implement({
  interfaces: [PathElementRef],
  fields: (t) => ({ source: t.exposeString('source', { description: 'HTML that viewers run in a sandboxed frame.' }), title: t.exposeString('title') }),
});
builder.objectRef<Of<'attachment'>>(TYPE_NAMES.attachment).implement({ interfaces: [PathElementRef], fields: (t) => file(t) });
builder
  .objectRef<Of<'short_answer'>>(TYPE_NAMES.short_answer)
  .implement({ interfaces: [PathElementRef], fields: (t) => ({ question: t.exposeString('question') }) });
builder
  .objectRef<Of<'long_answer'>>(TYPE_NAMES.long_answer)
  .implement({ interfaces: [PathElementRef], fields: (t) => ({ question: t.exposeString('question') }) });
builder
  .objectRef<Of<'multiple_choice'>>(TYPE_NAMES.multiple_choice)
  .implement({ interfaces: [PathElementRef], fields: (t) => ({ questions: t.field({ type: [ChoiceQuestionRef], resolve: (el) => el.multipleChoice }) }) });
builder.objectRef<Of<'multi_select'>>(TYPE_NAMES.multi_select).implement({
  interfaces: [PathElementRef],
  fields: (t) => ({
    question: t.exposeString('question'),
    points: t.exposeInt('points'),
    options: t.field({ type: [ChoiceOptionRef], description: 'Any number may be correct.', resolve: (el) => el.multiSelect }),
  }),
});
builder
  .objectRef<Of<'checkbox'>>(TYPE_NAMES.checkbox)
  .implement({ interfaces: [PathElementRef], fields: (t) => ({ label: t.exposeString('label'), ...textStyle(t) }) });
builder
  .objectRef<Of<'file_upload'>>(TYPE_NAMES.file_upload)
  .implement({ interfaces: [PathElementRef], fields: (t) => ({ question: t.exposeString('question'), ...file(t) }) });
builder.objectRef<Of<'date'>>(TYPE_NAMES.date).implement({ interfaces: [PathElementRef], fields: (t) => ({ question: t.exposeString('question') }) });
builder.objectRef<Of<'time'>>(TYPE_NAMES.time).implement({ interfaces: [PathElementRef], fields: (t) => ({ question: t.exposeString('question') }) });

builder.objectRef<LegacyElement>('LegacyElement').implement({
  description: 'A kind from older documents (quotes, two_columns, …): kept as stored.',
  interfaces: [PathElementRef],
  fields: (t) => ({ data: t.field({ type: 'JSON', resolve: (el) => el }) }),
});

const StepButtonsRef = builder.objectRef<PathStep['buttons']>('PathStepButtons').implement({
  description: 'Which learner buttons the step shows.',
  fields: (t) => ({ complete: t.exposeBoolean('complete'), next: t.exposeBoolean('next') }),
});

export const PathStepRef = builder.objectRef<PathStep>('PathStep').implement({
  fields: (t) => ({
    stepId: t.int({ description: 'Random number below 100 million, unique in the path.', resolve: (s) => s.id }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    dueDate: t.string({ nullable: true, description: 'A calendar date (yyyy-mm-dd), or null for none.', resolve: (s) => s.dueDate || null }),
    buttons: t.field({ type: StepButtonsRef, resolve: (s) => s.buttons }),
    elements: t.field({ type: [PathElementRef], description: 'The title element ("main") first.', resolve: (s) => s.layers }),
  }),
});
