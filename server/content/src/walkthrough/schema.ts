/**
 * The walkthrough document (`data` = steps of canvas layers, `config` = styling sections), as
 * the server validates it and the editor and player read it. Unknown keys are dropped; an omitted
 * style field gets its default (LAYER_DEFAULTS); an unknown layer type, a number out of range, a
 * colour or address we would not render safely is refused with a message prefixed by its path
 * ("steps[2].layers[0].width: must be at least 0").
 */
import { z } from 'zod';
import { type ConfigSection, configSchema } from '../config.js';
import { colour, num, str, url } from '../fields.js';
import { type DocumentCheck, documentErrors, issueMessages } from '../issues.js';
import { LAYER_DEFAULTS as D } from './defaults.js';
import { WALKTHROUGH_LIMITS as L } from './limits.js';
import { upgradeSteps } from '../document-versions.js';
import { WALKTHROUGH_VERSIONS } from './versions.js';

const coordinate = num(-L.maxCoordinate, L.maxCoordinate);
const size = num(0, L.maxSize);
const layerId = z.string().min(1).max(64);
const strokeWidth = num(0, L.maxStrokeWidth);
const fontSize = num(1, L.maxFontSize);

/** id, position (0, 0 when omitted), size and rotation (the type's defaults when omitted). */
const base = (d: { width: number; height: number }) => ({
  id: layerId,
  x: coordinate.default(0),
  y: coordinate.default(0),
  width: size.default(d.width),
  height: size.default(d.height),
  rotation: num(-L.maxRotation, L.maxRotation).default(0),
});
const box = (d: (typeof D)['rect' | 'hotspot']) => ({
  ...base(d),
  fill: colour.default(d.fill),
  stroke: colour.default(d.stroke),
  strokeWidth: strokeWidth.default(d.strokeWidth),
  cornerRadius: num(0, L.maxCornerRadius).default(d.cornerRadius),
});
const field = (d: (typeof D)['textInput' | 'dropdown']) => ({
  ...base(d),
  placeholder: str(L.titleLength).default(d.placeholder),
  placeholderColor: colour.default(d.placeholderColor),
  textColor: colour.default(d.textColor),
  fill: colour.default(d.fill),
  stroke: colour.default(d.stroke),
  strokeWidth: strokeWidth.default(d.strokeWidth),
  fontSize: fontSize.default(d.fontSize),
});

export const FONT_STYLES = ['NORMAL', 'ITALIC', 'BOLD', 'BOLD ITALIC'] as const;
export const LINE_STYLES = ['Solid', 'Dashed', 'Dotted'] as const;

const imageLayer = z.object({ ...base(D.image), type: z.literal('image'), src: url });
const rectLayer = z.object({ ...box(D.rect), type: z.literal('rect') });
const hotspotLayer = z.object({ ...box(D.hotspot), type: z.literal('hotspot') });
const textLayer = z.object({
  ...base(D.text),
  type: z.literal('text'),
  text: str(L.textLength).default(''),
  fill: colour.default(D.text.fill),
  fontSize: fontSize.default(D.text.fontSize),
  fontStyle: z.enum(FONT_STYLES).default(D.text.fontStyle),
  fontFamily: str(100).default(D.text.fontFamily),
  align: z.enum(['left', 'center', 'right']).default(D.text.align),
  verticalAlign: z.enum(['top', 'middle', 'bottom']).default(D.text.verticalAlign),
});
const textInputLayer = z.object({ ...field(D.textInput), type: z.literal('textInput') });
const dropdownOption = z.object({ id: layerId, order: num(-1_000_000, 1_000_000), title: str(L.titleLength).default('') });
const dropdownLayer = z.object({ ...field(D.dropdown), type: z.literal('dropdown'), options: z.array(dropdownOption).max(L.maxOptions).default([]) });
const lineLayer = z.object({
  ...base(D.line),
  type: z.literal('line'),
  stroke: colour.default(D.line.stroke),
  strokeWidth: strokeWidth.default(D.line.strokeWidth),
  arrowSize: num(0, L.maxArrowSize).default(D.line.arrowSize),
  lineStyle: z.enum(LINE_STYLES).default(D.line.lineStyle),
});

export const layerSchema = z.discriminatedUnion('type', [imageLayer, rectLayer, hotspotLayer, textLayer, textInputLayer, dropdownLayer, lineLayer], {
  error: (issue) =>
    issue.code === 'invalid_union'
      ? `unknown layer type ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type ?? null).slice(0, 40)}`
      : undefined,
});

/** `backgroundUrl: ""` (and null) mean "no background yet". */
const background = z.preprocess((v) => (v === '' ? null : v), url.nullable().default(null));

const stepFields = {
  id: z.number().int().min(1).max(L.maxStepId),
  name: str(L.nameLength).default(''),
  title: str(L.titleLength).default(''),
  description: str(L.descriptionLength).default(''),
  altText: str(L.altTextLength).default(''),
  backgroundUrl: background,
  backgroundHeight: size.nullable().optional(),
};

export const walkthroughStepSchema = z.object({ ...stepFields, layers: z.array(layerSchema).max(L.maxLayersPerStep).default([]) });
export const walkthroughStepsSchema = z.array(walkthroughStepSchema).max(L.maxSteps);

export type Layer = z.infer<typeof layerSchema>;
export type LayerType = Layer['type'];
export type ImageLayer = z.infer<typeof imageLayer>;
export type RectLayer = z.infer<typeof rectLayer>;
export type HotspotLayer = z.infer<typeof hotspotLayer>;
export type TextLayer = z.infer<typeof textLayer>;
export type TextInputLayer = z.infer<typeof textInputLayer>;
export type DropdownLayer = z.infer<typeof dropdownLayer>;
export type DropdownOption = z.infer<typeof dropdownOption>;
export type LineLayer = z.infer<typeof lineLayer>;
export type FontStyle = (typeof FONT_STYLES)[number];
export type LineStyle = (typeof LINE_STYLES)[number];
export type WalkthroughStep = z.infer<typeof walkthroughStepSchema>;
/** What the walkthrough editor edits and autosave sends. */
export type WalkthroughDoc = { steps: WalkthroughStep[]; config: ConfigSection[] };

/** Step ids and layer ids must be unique in the walkthrough (the editor and player address them by id). */
export function duplicateWalkthroughIds(steps: readonly WalkthroughStep[]): string[] {
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

/** A whole walkthrough draft: normalised, or path-prefixed messages. */
export function checkWalkthroughDocument(data: unknown, config: unknown): DocumentCheck<{ data: WalkthroughStep[]; config: ConfigSection[] }> {
  // reportInput: messages tell a missing value ("is required") from a wrong one ("must be a number").
  const steps = walkthroughStepsSchema.safeParse(data, { reportInput: true });
  const sections = configSchema.safeParse(config, { reportInput: true });
  const dataErrors = steps.success ? duplicateWalkthroughIds(steps.data) : issueMessages('steps', steps.error.issues);
  const configErrors = sections.success ? [] : issueMessages('config', sections.error.issues);
  if (dataErrors.length || configErrors.length || !steps.success || !sections.success)
    return { ok: false, fieldErrors: documentErrors(dataErrors, configErrors) };
  return { ok: true, value: { data: steps.data, config: sections.data } };
}

/**
 * Typed steps for reading (GraphQL, the player): never throws. Stored drafts were validated on
 * save; older rows (seeds, legacy imports) keep every step and layer that is valid.
 */
export function readWalkthroughSteps(data: unknown): WalkthroughStep[] {
  const stepShell = z.object({ ...stepFields, layers: z.array(z.unknown()).catch([]) });
  const steps: WalkthroughStep[] = [];
  for (const raw of upgradeSteps(WALKTHROUGH_VERSIONS, data)) {
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
