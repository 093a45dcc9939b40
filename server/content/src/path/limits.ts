/** Limits of the path document (server refuses beyond them; the editor stops at them). */
export const PATH_LIMITS = {
  maxSteps: 500,
  maxElementsPerStep: 200,
  maxStepId: 99_999_999,
  titleLength: 500,
  descriptionLength: 5000,
  textLength: 500,
  questionLength: 1000,
  answerLength: 5000,
  optionLength: 500,
  explanationLength: 1000,
  maxQuestions: 50,
  maxOptions: 50,
  maxPoints: 1000,
  embedCodeLength: 20_000,
  fileNameLength: 255,
  altTextLength: 1000,
  maxFontSize: 240,
  /** Rich text (body): characters of text, nodes, and nesting depth (lists in lists). */
  richTextLength: 20_000,
  richTextNodes: 5000,
  richTextDepth: 12,
} as const;

/** The id of a step's title element, shown first (authoring.md §3). */
export const MAIN_ELEMENT_ID = 'main';
