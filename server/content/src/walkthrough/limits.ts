/** Limits of the walkthrough document (server refuses beyond them; editors stop at them). */
export const WALKTHROUGH_LIMITS = {
  maxSteps: 500,
  maxLayersPerStep: 1000,
  maxCoordinate: 100_000,
  maxSize: 100_000,
  maxRotation: 3600,
  maxFontSize: 240,
  maxStrokeWidth: 100,
  maxCornerRadius: 10_000,
  maxArrowSize: 240,
  maxOptions: 100,
  maxStepId: 99_999_999,
  nameLength: 200,
  titleLength: 500,
  descriptionLength: 5000,
  altTextLength: 1000,
  textLength: 5000,
} as const;

/** Canvas geometry (authoring.md §2, §9). */
export const CANVAS = { width: 1024, height: 768, maxShownWidth: 1024, maxShownHeight: 640 } as const;

/** Minimum sizes on resize (authoring.md §4): 2 for most layers, 5 for text, and 5 for a line's width. */
export const MIN_SIZE = { default: 2, text: 5, lineWidth: 5 } as const;
