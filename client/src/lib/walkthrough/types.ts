/**
 * The walkthrough document as stored in a material's `draftData` / `publishedData` (JSON) and
 * `draftConfig` / `publishedConfig` (authoring.md §3). The server validates the same shape
 * (server/src/modules/walkthroughs/walkthrough-data.ts) and refuses anything else, so the editor
 * and the player can trust it once loaded.
 */

export type LayerType = 'image' | 'rect' | 'text' | 'hotspot' | 'textInput' | 'dropdown' | 'line';

/** Tools that add a layer; `square` adds a `rect` (authoring.md §3 "Tools for new layers"). */
export type LayerTool = 'square' | 'text' | 'hotspot' | 'textInput' | 'dropdown' | 'line';

type LayerBase = {
  /** Random string, unique within the walkthrough. */
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
};

export type ImageLayer = LayerBase & { type: 'image'; src: string };
export type RectLayer = LayerBase & { type: 'rect'; fill: string; stroke: string; strokeWidth: number; cornerRadius: number };
export type HotspotLayer = LayerBase & { type: 'hotspot'; fill: string; stroke: string; strokeWidth: number; cornerRadius: number };
export type FontStyle = 'NORMAL' | 'ITALIC' | 'BOLD' | 'BOLD ITALIC';
export type TextLayer = LayerBase & {
  type: 'text';
  text: string;
  fill: string;
  fontSize: number;
  fontStyle: FontStyle;
  fontFamily: string;
  align: 'left' | 'center' | 'right';
  verticalAlign: 'top' | 'middle' | 'bottom';
};
type FieldStyle = { placeholder: string; placeholderColor: string; textColor: string; fill: string; stroke: string; strokeWidth: number; fontSize: number };
export type TextInputLayer = LayerBase & { type: 'textInput' } & FieldStyle;
export type DropdownOption = { id: string; order: number; title: string };
export type DropdownLayer = LayerBase & { type: 'dropdown'; options: DropdownOption[] } & FieldStyle;
export type LineStyle = 'Solid' | 'Dashed' | 'Dotted';
/** An arrow from (x, y) along its width, rotated by `rotation`; `height` is its hit area. */
export type LineLayer = LayerBase & { type: 'line'; stroke: string; strokeWidth: number; arrowSize: number; lineStyle: LineStyle };

export type Layer = ImageLayer | RectLayer | TextLayer | HotspotLayer | TextInputLayer | DropdownLayer | LineLayer;

export type WalkthroughStep = {
  /** Random number below 100 million (authoring.md §9). */
  id: number;
  name: string;
  title: string;
  description: string;
  /** What the screenshot shows, read by screen readers in the player ("" when not written yet). */
  altText: string;
  /** `/uploads/<key>` (our own upload) or an http(s) address; null shows the empty-canvas prompt. */
  backgroundUrl: string | null;
  /** Natural size of the background scaled to width 1024 (null without a background). */
  backgroundHeight?: number | null;
  layers: Layer[];
};

export type ConfigValueType = 'color' | 'font' | 'px-size' | 'text' | 'textarea' | 'upload';
export type ConfigValue = { id: string; title: string; value: string; type: ConfigValueType; direction?: string; image_type?: 'favicon' | 'cover' };
export type ConfigSection = { sectionId: string; sectionTitle: string; values: ConfigValue[] };

/** What the editor edits and autosave sends: the whole draft. */
export type WalkthroughDoc = { steps: WalkthroughStep[]; config: ConfigSection[] };

/** Limits the server enforces too (server/src/modules/walkthroughs/walkthrough-data.ts). */
export const LIMITS = {
  maxSteps: 500,
  maxLayersPerStep: 1000,
  maxCoordinate: 100_000,
  maxSize: 100_000,
  maxFontSize: 240,
  maxStrokeWidth: 100,
  maxOptions: 100,
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
