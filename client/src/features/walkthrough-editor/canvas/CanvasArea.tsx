/**
 * The central design canvas (authoring.md §2): the selected step's stage scaled to fit (at most
 * 1024 × 640 on screen), the empty-canvas prompt, in-place text editing, the right-click menu and
 * the keyboard-usable layer list. The region takes focus on a click, so the arrow keys and
 * Delete then act on the selected layer.
 */
import { useCallback, useRef, useState } from 'react';
import { layerForTool } from '../../../lib/walkthrough/layer-defaults';
import { useEditor } from '../editor-context';
import { layerLabel } from '../layer-labels';
import { useEditorDoc } from '../../../kit/editor';
import { addLayer } from '../model/operations';
import { BackgroundUpload } from './BackgroundUpload';
import { EmptyCanvasPrompt } from './EmptyCanvasPrompt';
import { canvasSize, fitScale } from './geometry';
import { LayerContextMenu } from './LayerContextMenu';
import { LayerList } from './LayerList';
import { LazyStageView } from './LazyStageView';
import { TextEditOverlay } from './TextEditOverlay';
import type { MenuRequest } from './use-layer-handlers';
import { useElementSize } from '../../../lib/use-element-size';

export function CanvasArea() {
  const { store, ui, dispatch, requestDeleteLayer } = useEditor();
  const step = useEditorDoc(store, (doc) => doc.steps.find((candidate) => candidate.id === ui.stepId));
  const frameRef = useRef<HTMLDivElement>(null);
  const available = useElementSize(frameRef);
  const [menu, setMenu] = useState<MenuRequest | null>(null);
  const closeMenu = useCallback(() => setMenu(null), []);

  if (!step) {
    return (
      <section className="editor-canvas" aria-label="Canvas">
        <div ref={frameRef} className="editor-canvas__frame">
          <p className="editor-panel__empty">This walkthrough has no steps. Add one with the + button in the Steps list.</p>
        </div>
      </section>
    );
  }

  const size = canvasSize(step);
  const scale = fitScale(size, available);
  const currentStep = step;

  // The keyboard way to use a tool: the new layer goes to the middle, selected, ready for the arrow keys.
  function placeInMiddle() {
    if (!ui.tool) return;
    const layer = layerForTool(ui.tool, 0, 0);
    const x = Math.round((size.width - layer.width) / 2);
    const y = Math.round((size.height - layer.height) / 2);
    store.edit(addLayer(currentStep.id, { ...layer, x, y }));
    dispatch({ type: 'clearTool' });
    dispatch({ type: 'selectLayer', layerId: layer.id });
    document.getElementById('editor-canvas-region')?.focus();
  }
  const editing = step.layers.find((layer) => layer.id === ui.editingTextId);
  const menuLayer = menu ? step.layers.find((layer) => layer.id === menu.layerId) : undefined;

  return (
    <section id="editor-canvas-region" className="editor-canvas" aria-label={`Canvas: ${step.name}`} tabIndex={-1}>
      <div className="editor-canvas__bar">
        <p className="editor-canvas__meta">
          <span className="editor-canvas__step">{step.name}</span>
          <span>
            {size.width} × {size.height}
          </span>
          <span>{Math.round(scale * 100)}%</span>
        </p>
        {ui.tool && (
          <p className="editor-canvas__hint">
            Click the canvas to place the layer, or{' '}
            <button type="button" className="editor-canvas__place" onClick={placeInMiddle}>
              place it in the middle
            </button>
            . Escape cancels.
          </p>
        )}
        <BackgroundUpload
          key={step.id}
          stepId={step.id}
          label={step.backgroundUrl ? 'Replace background' : 'Upload background'}
          variant="secondary"
          size="sm"
        />
      </div>
      <div ref={frameRef} className="editor-canvas__frame">
        <div className="editor-canvas__page" style={{ width: Math.round(size.width * scale), height: Math.round(size.height * scale) }} data-scale={scale}>
          <LazyStageView step={step} size={size} scale={scale} onMenu={setMenu} />
          {editing?.type === 'text' && <TextEditOverlay stepId={step.id} layer={editing} scale={scale} />}
          {menu && menuLayer && (
            <LayerContextMenu
              x={menu.x}
              y={menu.y}
              label={layerLabel(menuLayer)}
              onClose={closeMenu}
              onDelete={() => requestDeleteLayer(step.id, menuLayer.id)}
            />
          )}
          {!step.backgroundUrl && step.layers.length === 0 && !ui.tool && <EmptyCanvasPrompt stepId={step.id} />}
        </div>
      </div>
      <LayerList layers={step.layers} />
    </section>
  );
}
