/**
 * The interactive layers of a step as real controls over the canvas, at the same scale: hotspots
 * are buttons (to the next step, Finish on the last), text inputs are inputs, dropdowns are
 * selects. They are in reading order (top to bottom, then left to right) for Tab, and stacked in
 * the author's layer order.
 */
import type { CSSProperties } from 'react';
import type { DropdownLayer, HotspotLayer, Layer, TextInputLayer } from '../../../lib/walkthrough/types';
import { hotspotLabel, readingOrder } from './stage-geometry';

type Interactive = HotspotLayer | TextInputLayer | DropdownLayer;

export interface StageControlsProps {
  layers: readonly Layer[];
  scale: number;
  isLastStep: boolean;
  onHotspot: () => void;
  /** Entered values by layer id (kept by the player so Back shows what was typed). */
  values: Readonly<Record<string, string>>;
  onValueChange: (layerId: string, value: string) => void;
}

const isInteractive = (layer: Layer): layer is Interactive => layer.type === 'hotspot' || layer.type === 'textInput' || layer.type === 'dropdown';

export function StageControls({ layers, scale, isLastStep, onHotspot, values, onValueChange }: StageControlsProps) {
  const stacking = new Map(layers.map((layer, index) => [layer.id, index + 1]));
  const controls = readingOrder(layers.filter(isInteractive));
  const hotspots = controls.filter((layer) => layer.type === 'hotspot');
  const fields = controls.filter((layer) => layer.type !== 'hotspot');

  function box(layer: Layer): CSSProperties {
    return {
      left: layer.x * scale,
      top: layer.y * scale,
      width: Math.max(0, layer.width * scale),
      height: Math.max(0, layer.height * scale),
      transform: layer.rotation ? `rotate(${layer.rotation}deg)` : undefined,
      zIndex: stacking.get(layer.id),
    };
  }

  function fieldStyle(layer: TextInputLayer | DropdownLayer, empty: boolean): CSSProperties {
    return {
      ...box(layer),
      color: empty ? layer.placeholderColor : layer.textColor,
      background: layer.fill,
      borderColor: layer.stroke,
      borderWidth: layer.strokeWidth * scale,
      fontSize: Math.max(1, layer.fontSize * scale),
      '--player-placeholder': layer.placeholderColor,
    } as CSSProperties;
  }

  return (
    <div className="player-stage__controls">
      {controls.map((layer) => {
        if (layer.type === 'hotspot') {
          return (
            <button
              key={layer.id}
              type="button"
              className="player-hotspot"
              aria-label={hotspotLabel(hotspots.indexOf(layer) + 1, hotspots.length, isLastStep)}
              style={{
                ...box(layer),
                background: layer.fill,
                borderColor: layer.stroke,
                borderWidth: layer.strokeWidth * scale,
                borderRadius: layer.cornerRadius * scale,
              }}
              onClick={onHotspot}
            />
          );
        }
        const value = values[layer.id] ?? '';
        const number = fields.indexOf(layer) + 1;
        if (layer.type === 'textInput') {
          return (
            <input
              key={layer.id}
              type="text"
              className="player-field"
              placeholder={layer.placeholder}
              aria-label={layer.placeholder.trim() || `Text field ${number}`}
              value={value}
              style={fieldStyle(layer, false)}
              onChange={(event) => onValueChange(layer.id, event.currentTarget.value)}
            />
          );
        }
        return (
          <select
            key={layer.id}
            className="player-field player-field--select"
            aria-label={layer.placeholder.trim() || `Choice ${number}`}
            value={value}
            style={fieldStyle(layer, value === '')}
            onChange={(event) => onValueChange(layer.id, event.currentTarget.value)}
          >
            <option value="" disabled>
              {layer.placeholder.trim() || 'Select'}
            </option>
            {[...layer.options]
              .sort((a, b) => a.order - b.order)
              .map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
          </select>
        );
      })}
    </div>
  );
}
