/**
 * The step's layers as buttons, for keyboard and screen-reader users: choosing one selects the
 * layer (then the arrow keys move it and Delete removes it). Hidden until it holds focus.
 */
import type { Layer } from '../../../lib/walkthrough/types';
import { useEditor } from '../editor-context';
import { layerLabel } from '../layer-labels';

export function LayerList({ layers }: { layers: readonly Layer[] }) {
  const { ui, dispatch } = useEditor();
  return (
    <div className="editor-layer-list">
      <h2 className="editor-layer-list__title" id="editor-layer-list-title">
        Layers on this step
      </h2>
      {layers.length === 0 ? (
        <p className="editor-layer-list__empty">No layers yet. Choose a tool, then click the canvas.</p>
      ) : (
        <ul aria-labelledby="editor-layer-list-title">
          {layers.map((layer) => (
            <li key={layer.id}>
              <button
                type="button"
                className="editor-layer-list__item"
                aria-pressed={ui.layerId === layer.id}
                data-layer-id={layer.id}
                onClick={() => dispatch({ type: 'selectLayer', layerId: layer.id })}
              >
                {layerLabel(layer)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="editor-layer-list__hint">Arrow keys move the selected layer (Shift: 10 px); Delete removes it.</p>
    </div>
  );
}
