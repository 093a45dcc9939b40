/** Names of layers for people: the hidden layer list, the context menu, the Design panel heading. */
import type { Layer } from '../../lib/walkthrough/types';

const TYPE_NAMES: Record<Layer['type'], string> = {
  image: 'Image',
  rect: 'Rectangle',
  text: 'Text',
  hotspot: 'Hotspot',
  textInput: 'Text input',
  dropdown: 'Dropdown',
  line: 'Arrow',
};

/** "Rectangle", "Arrow", … */
export function layerTypeName(type: Layer['type']): string {
  return TYPE_NAMES[type];
}

/** "Rectangle at 120, 80": its kind and top-left corner, so a list of them tells the layers apart. */
export function layerLabel(layer: Layer): string {
  return `${TYPE_NAMES[layer.type]} at ${Math.round(layer.x)}, ${Math.round(layer.y)}`;
}
