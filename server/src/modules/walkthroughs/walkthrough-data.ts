/**
 * The walkthrough document the editor saves (`draftData` = steps, `draftConfig` = styling
 * sections), validated with the same shape and limits as client/src/lib/walkthrough/types.ts.
 * Unknown keys are dropped; an unknown layer type, a number out of range, a colour or address we
 * would not render safely is refused with a message prefixed by its path
 * ("steps[2].layers[0].width: must be at least 0").
 */
import { z } from 'zod';
import type { MaterialKind } from '../../generated/prisma/enums.js';
import { ValidationError } from '../../lib/errors.js';
import { colour, configSchema, str, url } from './walkthrough-fields.js';

export const LIMITS = {
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
  maxMessages: 20,
} as const;

export const DATA_INVALID = 'The walkthrough data is not valid.';

const num = (min: number, max: number) => z.number().min(min).max(max);
const coordinate = num(-LIMITS.maxCoordinate, LIMITS.maxCoordinate);
const size = num(0, LIMITS.maxSize);
const layerId = z.string().min(1).max(64);

const base = { id: layerId, x: coordinate, y: coordinate, width: size, height: size, rotation: num(-LIMITS.maxRotation, LIMITS.maxRotation).default(0) };
const boxStyle = { fill: colour, stroke: colour, strokeWidth: num(0, LIMITS.maxStrokeWidth), cornerRadius: num(0, LIMITS.maxCornerRadius) };
const fieldStyle = {
  placeholder: str(LIMITS.titleLength).default(''),
  placeholderColor: colour,
  textColor: colour,
  fill: colour,
  stroke: colour,
  strokeWidth: num(0, LIMITS.maxStrokeWidth),
  fontSize: num(1, LIMITS.maxFontSize),
};

export const layerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...base, type: z.literal('image'), src: url }),
    z.object({ ...base, type: z.literal('rect'), ...boxStyle }),
    z.object({ ...base, type: z.literal('hotspot'), ...boxStyle }),
    z.object({
      ...base,
      type: z.literal('text'),
      text: str(LIMITS.textLength),
      fill: colour,
      fontSize: num(1, LIMITS.maxFontSize),
      fontStyle: z.enum(['NORMAL', 'ITALIC', 'BOLD', 'BOLD ITALIC']),
      fontFamily: str(100),
      align: z.enum(['left', 'center', 'right']),
      verticalAlign: z.enum(['top', 'middle', 'bottom']),
    }),
    z.object({ ...base, type: z.literal('textInput'), ...fieldStyle }),
    z.object({
      ...base,
      type: z.literal('dropdown'),
      ...fieldStyle,
      options: z.array(z.object({ id: layerId, order: num(-1_000_000, 1_000_000), title: str(LIMITS.titleLength) })).max(LIMITS.maxOptions),
    }),
    z.object({
      ...base,
      type: z.literal('line'),
      stroke: colour,
      strokeWidth: num(0, LIMITS.maxStrokeWidth),
      arrowSize: num(0, LIMITS.maxArrowSize),
      lineStyle: z.enum(['Solid', 'Dashed', 'Dotted']),
    }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown layer type ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type ?? null).slice(0, 40)}`
        : undefined,
  },
);

const stepFields = {
  id: z.number().int().min(1).max(LIMITS.maxStepId),
  name: str(LIMITS.nameLength).default(''),
  title: str(LIMITS.titleLength).default(''),
  description: str(LIMITS.descriptionLength).default(''),
  altText: str(LIMITS.altTextLength).default(''),
  backgroundUrl: url.nullable().default(null),
  backgroundHeight: size.nullable().optional(),
};

export const stepSchema = z.object({ ...stepFields, layers: z.array(layerSchema).max(LIMITS.maxLayersPerStep).default([]) });
export const stepsSchema = z.array(stepSchema).max(LIMITS.maxSteps);

/**
 * Paths are checked loosely until the path editor tightens them: numeric step ids, names, titles
 * and descriptions within the walkthrough limits, layers with string id and type.
 */
export const pathStepsSchema = z
  .array(
    z.looseObject({
      id: z.number(),
      name: str(LIMITS.nameLength).optional(),
      title: str(LIMITS.titleLength).optional(),
      description: str(LIMITS.descriptionLength).optional(),
      layers: z.array(z.looseObject({ id: z.string().min(1).max(64), type: z.string().min(1).max(64) })).max(LIMITS.maxLayersPerStep),
    }),
  )
  .max(LIMITS.maxSteps);

export type WalkthroughLayer = z.infer<typeof layerSchema>;
export type WalkthroughStep = z.infer<typeof stepSchema>;
export type ConfigSection = z.infer<typeof configSchema>[number];

/** `steps[2].layers[0].width` from zod's path (the first segment indexes the steps). */
function pathLabel(root: string, path: PropertyKey[]): string {
  return path.reduce<string>((label, segment) => (typeof segment === 'number' ? `${label}[${segment}]` : `${label}.${String(segment)}`), root);
}

const EXPECTED: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'text',
  array: 'a list',
  object: 'an object',
  boolean: 'true or false',
};

/** zod's issue → a short English message ("must be at least 0", "must be a number"). */
function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? "can't be blank" : `must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `must have at least ${issue.minimum} items`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
      return `must be at most ${issue.maximum}`;
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${EXPECTED[issue.expected] ?? `a ${issue.expected}`}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}

function messages(root: string, issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${pathLabel(root, issue.path)}: ${describe(issue)}`);
}

/** Step ids and layer ids must be unique in the walkthrough (the editor and player address them by id). */
function duplicateIds(steps: WalkthroughStep[]): string[] {
  const out: string[] = [];
  const stepIds = new Set<number>();
  const layerIds = new Set<string>();
  steps.forEach((step, i) => {
    if (stepIds.has(step.id)) out.push(`steps[${i}].id: duplicate step id ${step.id}`);
    stepIds.add(step.id);
    step.layers.forEach((layer, j) => {
      if (layerIds.has(layer.id)) out.push(`steps[${i}].layers[${j}].id: duplicate layer id ${JSON.stringify(layer.id)}`);
      layerIds.add(layer.id);
    });
  });
  return out;
}

/**
 * The normalised draft of a material of `kind`, or a ValidationError ("The walkthrough data is
 * not valid.") with at most 20 path-prefixed messages under `data` and `config`.
 */
export function parseWalkthroughDraft(kind: MaterialKind, data: unknown, config: unknown): { data: unknown[]; config: ConfigSection[] } {
  // reportInput: messages tell a missing value ("is required") from a wrong one ("must be a number").
  const dataResult = kind === 'PATH' ? pathStepsSchema.safeParse(data, { reportInput: true }) : stepsSchema.safeParse(data, { reportInput: true });
  const configResult = configSchema.safeParse(config, { reportInput: true });
  const dataErrors = dataResult.success
    ? kind === 'PATH'
      ? []
      : duplicateIds(dataResult.data as WalkthroughStep[])
    : messages('steps', dataResult.error.issues);
  const configErrors = configResult.success ? [] : messages('config', configResult.error.issues);
  if (dataErrors.length || configErrors.length) {
    const fieldErrors: Record<string, string[]> = {};
    const shownData = dataErrors.slice(0, LIMITS.maxMessages);
    const shownConfig = configErrors.slice(0, LIMITS.maxMessages - shownData.length);
    if (shownData.length) fieldErrors.data = shownData;
    if (shownConfig.length) fieldErrors.config = shownConfig;
    throw new ValidationError(DATA_INVALID, fieldErrors);
  }
  return { data: dataResult.data as unknown[], config: configResult.data as ConfigSection[] };
}

/**
 * Typed steps for reading (GraphQL, the player): never throws. Stored drafts were validated on
 * save; older rows (defaults, seeds, legacy imports) keep every step and layer that is valid.
 */
export function readSteps(data: unknown): WalkthroughStep[] {
  if (!Array.isArray(data)) return [];
  const stepShell = z.object({ ...stepFields, layers: z.array(z.unknown()).catch([]) });
  const steps: WalkthroughStep[] = [];
  for (const raw of data) {
    const shell = stepShell.safeParse(raw);
    if (!shell.success) continue;
    const layers = shell.data.layers.flatMap((l) => {
      const parsed = layerSchema.safeParse(l);
      return parsed.success ? [parsed.data] : [];
    });
    steps.push({ ...shell.data, layers });
  }
  return steps;
}

/** Typed config sections for reading; invalid sections are left out. */
export function readConfig(config: unknown): ConfigSection[] {
  if (!Array.isArray(config)) return [];
  return config.flatMap((raw) => {
    const parsed = configSchema.element.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}
