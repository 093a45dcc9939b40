/**
 * GraphQL's typed walkthrough (WalkthroughStep, the WalkthroughLayer types, ConfigSection; contract
 * §2) → the document types the player draws (lib/walkthrough/types.ts). The GraphQL names carry
 * `stepId` / `layerId` / `optionId` / `valueId` because Relay normalises any field named `id`.
 * The input types are loose on purpose: Relay's generated unions (with their "%other" member for
 * layer types added later) fit them, and an unknown layer type is skipped rather than drawn wrong.
 */
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

/** One layer, or null for a type this player does not know. */
export function toLayer(layer: GqlLayer): Layer | null {
  const base = {
    id: str(layer.layerId, ''),
    x: num(layer.x, 0),
    y: num(layer.y, 0),
    width: num(layer.width, 0),
    height: num(layer.height, 0),
    rotation: num(layer.rotation, 0),
  };
  const box = {
    fill: str(layer.fill, '#FFFFFF'),
    stroke: str(layer.stroke, '#000000'),
    strokeWidth: num(layer.strokeWidth, 1),
    cornerRadius: num(layer.cornerRadius, 0),
  };
  const field = {
    placeholder: str(layer.placeholder, ''),
    placeholderColor: str(layer.placeholderColor, '#6B7280'),
    textColor: str(layer.textColor, '#000000'),
    fill: str(layer.fill, '#FFFFFF'),
    stroke: str(layer.stroke, '#000000'),
    strokeWidth: num(layer.strokeWidth, 1),
    fontSize: num(layer.fontSize, 12),
  };
  switch (layer.__typename) {
    case 'ImageLayer':
      return { ...base, type: 'image', src: str(layer.src, '') };
    case 'RectLayer':
      return { ...base, type: 'rect', ...box };
    case 'HotspotLayer':
      return { ...base, type: 'hotspot', ...box };
    case 'TextLayer':
      return {
        ...base,
        type: 'text',
        text: str(layer.text, ''),
        fill: str(layer.fill, '#000000'),
        fontSize: num(layer.fontSize, 14),
        fontStyle: oneOf(FONT_STYLES, layer.fontStyle, 'NORMAL'),
        fontFamily: str(layer.fontFamily, 'Open Sans'),
        align: oneOf<TextLayer['align']>(['left', 'center', 'right'], layer.align, 'left'),
        verticalAlign: oneOf<TextLayer['verticalAlign']>(['top', 'middle', 'bottom'], layer.verticalAlign, 'middle'),
      };
    case 'TextInputLayer':
      return { ...base, type: 'textInput', ...field };
    case 'DropdownLayer':
      return {
        ...base,
        type: 'dropdown',
        ...field,
        options: [...(layer.options ?? [])]
          .sort((a, b) => a.order - b.order)
          .map((option) => ({ id: option.optionId, order: option.order, title: option.title })),
      };
    case 'LineLayer':
      return {
        ...base,
        type: 'line',
        stroke: str(layer.stroke, '#000000'),
        strokeWidth: num(layer.strokeWidth, 1),
        arrowSize: num(layer.arrowSize, 10),
        lineStyle: oneOf(LINE_STYLES, layer.lineStyle, 'Solid'),
      };
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
