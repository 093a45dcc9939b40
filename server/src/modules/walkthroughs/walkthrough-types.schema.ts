/**
 * GraphQL faces of the walkthrough document: steps, the seven layer types behind one
 * `WalkthroughLayer` interface (resolved by the stored `type`), and config sections. Ids are
 * `stepId` / `layerId` / `optionId` / `valueId`: Relay normalises any field called `id`.
 */
import { builder } from '../../graphql/builder.js';
import type { ConfigSection, WalkthroughLayer, WalkthroughStep } from './walkthrough-data.js';

type LayerOf<T extends WalkthroughLayer['type']> = Extract<WalkthroughLayer, { type: T }>;

const LAYER_TYPE_NAMES: Record<WalkthroughLayer['type'], string> = {
  image: 'ImageLayer',
  rect: 'RectLayer',
  hotspot: 'HotspotLayer',
  text: 'TextLayer',
  textInput: 'TextInputLayer',
  dropdown: 'DropdownLayer',
  line: 'LineLayer',
};

export const WalkthroughLayerRef = builder.interfaceRef<WalkthroughLayer>('WalkthroughLayer').implement({
  description: "A layer over a step's screenshot; canvas coordinates (1024 wide).",
  resolveType: (layer) => LAYER_TYPE_NAMES[layer.type],
  fields: (t) => ({
    layerId: t.string({ description: 'Unique in the walkthrough.', resolve: (l) => l.id }),
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    width: t.exposeFloat('width'),
    height: t.exposeFloat('height'),
    rotation: t.exposeFloat('rotation', { description: 'Degrees.' }),
  }),
});

builder.objectRef<LayerOf<'image'>>('ImageLayer').implement({
  interfaces: [WalkthroughLayerRef],
  fields: (t) => ({ src: t.exposeString('src') }),
});

for (const name of ['RectLayer', 'HotspotLayer'] as const) {
  builder.objectRef<LayerOf<'rect' | 'hotspot'>>(name).implement({
    interfaces: [WalkthroughLayerRef],
    fields: (t) => ({
      fill: t.exposeString('fill'),
      stroke: t.exposeString('stroke'),
      strokeWidth: t.exposeFloat('strokeWidth'),
      cornerRadius: t.exposeFloat('cornerRadius'),
    }),
  });
}

builder.objectRef<LayerOf<'text'>>('TextLayer').implement({
  interfaces: [WalkthroughLayerRef],
  fields: (t) => ({
    text: t.exposeString('text'),
    fill: t.exposeString('fill'),
    fontSize: t.exposeFloat('fontSize'),
    fontStyle: t.exposeString('fontStyle', { description: 'NORMAL, ITALIC, BOLD or BOLD ITALIC.' }),
    fontFamily: t.exposeString('fontFamily'),
    align: t.exposeString('align', { description: 'left, center or right.' }),
    verticalAlign: t.exposeString('verticalAlign', { description: 'top, middle or bottom.' }),
  }),
});

// Shared by text inputs and dropdowns; `t` is either type's field builder (same field names).
// biome-ignore lint/suspicious/noExplicitAny: Pothos gives each object type its own builder type; both have these fields.
const fieldStyle = (t: any) => ({
  placeholder: t.exposeString('placeholder'),
  placeholderColor: t.exposeString('placeholderColor'),
  textColor: t.exposeString('textColor'),
  fill: t.exposeString('fill'),
  stroke: t.exposeString('stroke'),
  strokeWidth: t.exposeFloat('strokeWidth'),
  fontSize: t.exposeFloat('fontSize'),
});

builder.objectRef<LayerOf<'textInput'>>('TextInputLayer').implement({
  interfaces: [WalkthroughLayerRef],
  fields: (t) => fieldStyle(t),
});

const DropdownOption = builder.objectRef<LayerOf<'dropdown'>['options'][number]>('DropdownOption').implement({
  fields: (t) => ({ optionId: t.string({ resolve: (o) => o.id }), order: t.exposeFloat('order'), title: t.exposeString('title') }),
});

builder.objectRef<LayerOf<'dropdown'>>('DropdownLayer').implement({
  interfaces: [WalkthroughLayerRef],
  fields: (t) => ({ ...fieldStyle(t), options: t.field({ type: [DropdownOption], resolve: (l) => l.options }) }),
});

builder.objectRef<LayerOf<'line'>>('LineLayer').implement({
  interfaces: [WalkthroughLayerRef],
  description: 'An arrow from (x, y) along its width, rotated by `rotation`; `height` is its hit area.',
  fields: (t) => ({
    stroke: t.exposeString('stroke'),
    strokeWidth: t.exposeFloat('strokeWidth'),
    arrowSize: t.exposeFloat('arrowSize'),
    lineStyle: t.exposeString('lineStyle', { description: 'Solid, Dashed or Dotted.' }),
  }),
});

export const WalkthroughStepRef = builder.objectRef<WalkthroughStep>('WalkthroughStep').implement({
  fields: (t) => ({
    stepId: t.int({ description: 'Random number below 100 million, unique in the walkthrough.', resolve: (s) => s.id }),
    name: t.exposeString('name'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    altText: t.exposeString('altText', { description: 'What the screenshot shows, for screen readers ("" when not written yet).' }),
    backgroundUrl: t.string({ nullable: true, resolve: (s) => s.backgroundUrl }),
    backgroundHeight: t.float({ nullable: true, description: "The background's height scaled to width 1024.", resolve: (s) => s.backgroundHeight ?? null }),
    layers: t.field({ type: [WalkthroughLayerRef], resolve: (s) => s.layers }),
  }),
});

type ConfigValue = ConfigSection['values'][number];
const ConfigValueRef = builder.objectRef<ConfigValue>('ConfigValue').implement({
  fields: (t) => ({
    valueId: t.string({ resolve: (v) => v.id }),
    title: t.exposeString('title'),
    value: t.exposeString('value'),
    type: t.exposeString('type', { description: 'color, font, px-size, text, textarea or upload.' }),
    direction: t.string({ nullable: true, resolve: (v) => v.direction ?? null }),
    imageType: t.string({ nullable: true, description: 'favicon or cover (upload values).', resolve: (v) => v.image_type ?? null }),
  }),
});

export const ConfigSectionRef = builder.objectRef<ConfigSection>('ConfigSection').implement({
  fields: (t) => ({
    sectionId: t.exposeString('sectionId'),
    sectionTitle: t.exposeString('sectionTitle'),
    values: t.field({ type: [ConfigValueRef], resolve: (s) => s.values }),
  }),
});
