/**
 * GraphQL's typed walkthrough (WalkthroughStep, the WalkthroughLayer types, ConfigSection; contract
 * §2) → the document types the player draws (lib/walkthrough/types.ts). The GraphQL names carry
 * `stepId` / `layerId` / `optionId` / `valueId` because Relay normalises any field named `id`.
 * The input types are loose on purpose: Relay's generated unions (with their "%other" member for
 * layer types added later) fit them, and an unknown layer type is skipped rather than drawn wrong.
 */
import { LAYER_DEFAULTS } from '@learnhub/content';
import type { ConfigSection, ConfigValue, ConfigValueType, FontStyle, Layer, LineStyle, TextLayer, WalkthroughStep } from '../../../lib/walkthrough/types';

type Maybe<T> = T | null | undefined;

export type GqlDropdownOption = { readonly optionId: string; readonly order: number; readonly title: string };

/** Any WalkthroughLayer as selected by the player's fragment (common fields plus one type's own). */
export type GqlLayer = {
  readonly __typename: string;
  readonly layerId?: string;
  readonly x?: number;
  readonly y?: number;
  readonly width?: number;
  readonly height?: number;
  readonly rotation?: number;
  readonly src?: Maybe<string>;
  readonly fill?: Maybe<string>;
  readonly stroke?: Maybe<string>;
  readonly strokeWidth?: Maybe<number>;
  readonly cornerRadius?: Maybe<number>;
  readonly text?: Maybe<string>;
  readonly fontSize?: Maybe<number>;
  readonly fontStyle?: Maybe<string>;
  readonly fontFamily?: Maybe<string>;
  readonly align?: Maybe<string>;
  readonly verticalAlign?: Maybe<string>;
  readonly placeholder?: Maybe<string>;
  readonly placeholderColor?: Maybe<string>;
  readonly textColor?: Maybe<string>;
  readonly options?: Maybe<readonly GqlDropdownOption[]>;
  readonly arrowSize?: Maybe<number>;
  readonly lineStyle?: Maybe<string>;
};

export type GqlStep = {
  readonly stepId: number;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly altText: string;
  readonly backgroundUrl?: Maybe<string>;
  readonly backgroundHeight?: Maybe<number>;
  readonly layers: readonly GqlLayer[];
};

export type GqlConfigSection = {
  readonly sectionId: string;
  readonly sectionTitle: string;
  readonly values: readonly {
    readonly valueId: string;
    readonly title: string;
    readonly value: string;
    readonly type: string;
    readonly direction?: Maybe<string>;
    readonly imageType?: Maybe<string>;
  }[];
};

const FONT_STYLES: readonly FontStyle[] = ['NORMAL', 'ITALIC', 'BOLD', 'BOLD ITALIC'];
const LINE_STYLES: readonly LineStyle[] = ['Solid', 'Dashed', 'Dotted'];
const CONFIG_TYPES: readonly ConfigValueType[] = ['color', 'font', 'px-size', 'text', 'textarea', 'upload'];

function oneOf<T extends string>(choices: readonly T[], value: Maybe<string>, fallback: T): T {
  // Enums may come as GraphQL names (BOLD_ITALIC) or as stored (BOLD ITALIC, Dashed): match loosely.
  const wanted = (value ?? '').replaceAll('_', ' ').toLowerCase();
  return choices.find((choice) => choice.toLowerCase() === wanted) ?? fallback;
}

const num = (value: Maybe<number>, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const str = (value: Maybe<string>, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * One layer, or null for a type this player does not know. A field GraphQL leaves out gets the
 * shared schema's default for that type (LAYER_DEFAULTS, what the server fills in too), so the
 * two read paths cannot drift apart (they had: a hotspot fell back to white, not translucent cyan).
 */
export function toLayer(layer: GqlLayer): Layer | null {
  const base = (d: { width: number; height: number; rotation: number }) => ({
    id: str(layer.layerId, ''),
    x: num(layer.x, 0),
    y: num(layer.y, 0),
    width: num(layer.width, d.width),
    height: num(layer.height, d.height),
    rotation: num(layer.rotation, d.rotation),
  });
  const box = (d: (typeof LAYER_DEFAULTS)['rect' | 'hotspot']) => ({
    ...base(d),
    fill: str(layer.fill, d.fill),
    stroke: str(layer.stroke, d.stroke),
    strokeWidth: num(layer.strokeWidth, d.strokeWidth),
    cornerRadius: num(layer.cornerRadius, d.cornerRadius),
  });
  const field = (d: (typeof LAYER_DEFAULTS)['textInput' | 'dropdown']) => ({
    ...base(d),
    placeholder: str(layer.placeholder, d.placeholder),
    placeholderColor: str(layer.placeholderColor, d.placeholderColor),
    textColor: str(layer.textColor, d.textColor),
    fill: str(layer.fill, d.fill),
    stroke: str(layer.stroke, d.stroke),
    strokeWidth: num(layer.strokeWidth, d.strokeWidth),
    fontSize: num(layer.fontSize, d.fontSize),
  });
  switch (layer.__typename) {
    case 'ImageLayer':
      return { ...base(LAYER_DEFAULTS.image), type: 'image', src: str(layer.src, '') };
    case 'RectLayer':
      return { ...box(LAYER_DEFAULTS.rect), type: 'rect' };
    case 'HotspotLayer':
      return { ...box(LAYER_DEFAULTS.hotspot), type: 'hotspot' };
    case 'TextLayer': {
      const d = LAYER_DEFAULTS.text;
      return {
        ...base(d),
        type: 'text',
        text: str(layer.text, d.text),
        fill: str(layer.fill, d.fill),
        fontSize: num(layer.fontSize, d.fontSize),
        fontStyle: oneOf(FONT_STYLES, layer.fontStyle, d.fontStyle),
        fontFamily: str(layer.fontFamily, d.fontFamily),
        align: oneOf<TextLayer['align']>(['left', 'center', 'right'], layer.align, d.align),
        verticalAlign: oneOf<TextLayer['verticalAlign']>(['top', 'middle', 'bottom'], layer.verticalAlign, d.verticalAlign),
      };
    }
    case 'TextInputLayer':
      return { ...field(LAYER_DEFAULTS.textInput), type: 'textInput' };
    case 'DropdownLayer':
      return {
        ...field(LAYER_DEFAULTS.dropdown),
        type: 'dropdown',
        options: [...(layer.options ?? [])]
          .sort((a, b) => a.order - b.order)
          .map((option) => ({ id: option.optionId, order: option.order, title: option.title })),
      };
    case 'LineLayer': {
      const d = LAYER_DEFAULTS.line;
      return {
        ...base(d),
        type: 'line',
        stroke: str(layer.stroke, d.stroke),
        strokeWidth: num(layer.strokeWidth, d.strokeWidth),
        arrowSize: num(layer.arrowSize, d.arrowSize),
        lineStyle: oneOf(LINE_STYLES, layer.lineStyle, d.lineStyle),
      };
    }
    default:
      return null;
  }
}

/** The steps in order, each with the layers this player can show. */
export function toWalkthroughSteps(steps: readonly GqlStep[]): WalkthroughStep[] {
  return steps.map((step) => ({
    id: step.stepId,
    name: step.name,
    title: step.title,
    description: step.description,
    altText: step.altText,
    backgroundUrl: step.backgroundUrl ?? null,
    backgroundHeight: step.backgroundHeight ?? null,
    layers: step.layers.map(toLayer).filter((layer): layer is Layer => layer !== null),
  }));
}

/** The styling sections. */
export function toConfigSections(sections: readonly GqlConfigSection[]): ConfigSection[] {
  return sections.map((section) => ({
    sectionId: section.sectionId,
    sectionTitle: section.sectionTitle,
    values: section.values.map((value) => {
      const converted: ConfigValue = { id: value.valueId, title: value.title, value: value.value, type: oneOf(CONFIG_TYPES, value.type, 'text') };
      if (value.direction) converted.direction = value.direction;
      if (value.imageType === 'favicon' || value.imageType === 'cover') converted.image_type = value.imageType;
      return converted;
    }),
  }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Styling stored as JSON (`publishedConfig`, which has no typed field): the same sections, read
 * defensively; anything malformed is left out, so the player falls back to its defaults.
 */
export function configFromJson(json: unknown): ConfigSection[] {
  if (!Array.isArray(json)) return [];
  return json.filter(isRecord).map((section) => ({
    sectionId: str(section.sectionId as Maybe<string>, ''),
    sectionTitle: str(section.sectionTitle as Maybe<string>, ''),
    values: (Array.isArray(section.values) ? section.values : [])
      .filter(isRecord)
      .filter((value) => typeof value.id === 'string' && typeof value.value === 'string')
      .map((value) => ({
        id: value.id as string,
        title: str(value.title as Maybe<string>, ''),
        value: value.value as string,
        type: oneOf(CONFIG_TYPES, value.type as Maybe<string>, 'text'),
      })),
  }));
}
