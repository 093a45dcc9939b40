/**
 * The Konva stage of one step: a white page with the background image (not listening), the
 * layers, and a top "interaction" layer holding the transformer and the layer being dragged.
 */
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Image, Layer as KonvaLayer, Rect, Stage, Transformer } from '../../../lib/konva-shapes';
import type { Layer, LayerTool, WalkthroughStep } from '../../../lib/walkthrough/types';
import { layerForTool } from '../../../lib/walkthrough/layer-defaults';
import { useEditor } from '../editor-context';
import { addLayer } from '../model/operations';
import { acceptsResize, type Size, toDocument } from './geometry';
import { LayerShape } from './LayerShape';
import { type MenuRequest, useLayerHandlers } from './use-layer-handlers';
import { useHtmlImage } from './use-html-image';

type Props = {
  step: WalkthroughStep;
  size: Size;
  scale: number;
  onMenu(request: MenuRequest): void;
};

const ALL_ANCHORS = ['top-left', 'top-center', 'top-right', 'middle-right', 'middle-left', 'bottom-left', 'bottom-center', 'bottom-right'];
const LINE_ANCHORS = ['middle-left', 'middle-right'];
const CORNER_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

function anchorsFor(layer: Layer | undefined): string[] {
  if (layer?.type === 'line') return LINE_ANCHORS;
  if (layer?.type === 'image') return CORNER_ANCHORS;
  return ALL_ANCHORS;
}

export function StageView({ step, size, scale, onMenu }: Props) {
  const { ui, dispatch, store, stageRef } = useEditor();
  const contentLayer = useRef<Konva.Layer>(null);
  const interactionLayer = useRef<Konva.Layer>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const background = useHtmlImage(step.backgroundUrl);
  const selected = step.layers.find((layer) => layer.id === ui.layerId);
  const handlers = useLayerHandlers({ stepId: step.id, layers: step.layers, toolActive: ui.tool !== null, onMenu }, contentLayer, interactionLayer);

  // Attach the transformer to the selected layer's node (none while its text is edited in place).
  const selectedId = selected && ui.editingTextId !== selected.id ? selected.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the step's layers redraws the nodes, so the transformer must attach again.
  useEffect(() => {
    const node = selectedId ? contentLayer.current?.findOne((candidate: Konva.Node) => candidate.id() === selectedId) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, step.layers]);

  function addWithTool(tool: LayerTool, stage: Konva.Stage) {
    const pointer = stage.getPointerPosition();
    if (!pointer) return;
    const { x, y } = toDocument(pointer, scale);
    const layer = layerForTool(tool, x, y);
    store.edit(addLayer(step.id, layer));
    dispatch({ type: 'clearTool' });
    dispatch({ type: 'selectLayer', layerId: layer.id });
  }

  function handleClick(event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) {
    if ('button' in event.evt && event.evt.button !== 0) return;
    const stage = event.target.getStage();
    if (ui.tool && stage) addWithTool(ui.tool, stage);
  }

  function handlePointerDown(event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) {
    // A press on the page itself (not on a layer or the transformer) clears the selection.
    if (!ui.tool && event.target === event.target.getStage()) dispatch({ type: 'selectLayer', layerId: null });
  }

  const selectedType = selected?.type;
  return (
    <Stage
      ref={stageRef}
      width={Math.round(size.width * scale)}
      height={Math.round(size.height * scale)}
      scaleX={scale}
      scaleY={scale}
      onMouseDown={handlePointerDown}
      onTouchStart={handlePointerDown}
      onClick={handleClick}
      onTap={handleClick}
      className={ui.tool ? 'editor-stage editor-stage--adding' : 'editor-stage'}
    >
      <KonvaLayer listening={false}>
        <Rect width={size.width} height={size.height} fill="#FFFFFF" perfectDrawEnabled={false} />
        {background && <Image image={background} width={size.width} height={size.height} perfectDrawEnabled={false} />}
      </KonvaLayer>
      <KonvaLayer ref={contentLayer}>
        {step.layers.map((layer) => (
          <LayerShape key={layer.id} layer={layer} handlers={handlers} draggable={ui.tool === null} hidden={ui.editingTextId === layer.id} />
        ))}
      </KonvaLayer>
      <KonvaLayer ref={interactionLayer}>
        <Transformer
          ref={transformer}
          rotateEnabled
          ignoreStroke
          keepRatio={selectedType === 'image'}
          enabledAnchors={anchorsFor(selected)}
          anchorSize={10}
          anchorCornerRadius={2}
          anchorStroke="#0e7c74"
          borderStroke="#0e7c74"
          anchorFill="#FFFFFF"
          rotateAnchorOffset={24}
          boundBoxFunc={(oldBox, newBox) => (selectedType && !acceptsResize(selectedType, newBox.width / scale, newBox.height / scale) ? oldBox : newBox)}
        />
      </KonvaLayer>
    </Stage>
  );
}
