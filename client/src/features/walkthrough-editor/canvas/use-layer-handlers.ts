/**
 * The Konva event handlers every layer shares. They are created once (stable identities keep the
 * memoised layer shapes from re-rendering) and read the latest editor state through a ref.
 *
 * Dragging: the dragged node moves to the top "interaction" layer for the gesture, so each frame
 * redraws that one node instead of every layer on the step; it goes back to its place in the
 * stacking order on drop. A drag or transform is one undo step: the store's gesture brackets it.
 */
import type Konva from 'konva';
import { type RefObject, useMemo, useRef } from 'react';
import type { Layer } from '../../../lib/walkthrough/types';
import { useEditor } from '../editor-context';
import { updateLayer } from '../model/operations';
import type { LayerHandlers } from './LayerShape';

export type MenuRequest = { layerId: string; x: number; y: number };

type Live = {
  stepId: number;
  layers: readonly Layer[];
  toolActive: boolean;
  onMenu(request: MenuRequest): void;
};

const round = (value: number) => Math.round(value);
const roundAngle = (value: number) => Math.round(value * 10) / 10;

export function useLayerHandlers(live: Live, contentLayer: RefObject<Konva.Layer | null>, interactionLayer: RefObject<Konva.Layer | null>): LayerHandlers {
  const { store, dispatch } = useEditor();
  const liveRef = useRef(live);
  liveRef.current = live;
  const dragOrigin = useRef<{ node: Konva.Node; zIndex: number } | null>(null);

  return useMemo<LayerHandlers>(() => {
    const layerOf = (node: Konva.Node) => liveRef.current.layers.find((layer) => layer.id === node.id());

    return {
      onPointerDown(event) {
        // With a tool chosen, a click anywhere adds a layer (the stage handles it).
        if (liveRef.current.toolActive) return;
        if ('button' in event.evt && event.evt.button !== 0) return;
        dispatch({ type: 'selectLayer', layerId: event.currentTarget.id() });
      },
      onDblClick(event) {
        const layer = layerOf(event.currentTarget);
        if (layer?.type === 'text') dispatch({ type: 'editText', layerId: layer.id });
      },
      onContextMenu(event) {
        event.evt.preventDefault();
        event.cancelBubble = true;
        const node = event.currentTarget;
        dispatch({ type: 'selectLayer', layerId: node.id() });
        const pointer = node.getStage()?.getPointerPosition() ?? { x: 0, y: 0 };
        liveRef.current.onMenu({ layerId: node.id(), x: pointer.x, y: pointer.y });
      },
      onDragStart(event) {
        const node = event.target;
        if (node !== event.currentTarget) return;
        dispatch({ type: 'selectLayer', layerId: node.id() });
        store.beginGesture();
        const target = interactionLayer.current;
        if (target && contentLayer.current && node.getLayer() === contentLayer.current) {
          dragOrigin.current = { node, zIndex: node.zIndex() };
          node.moveTo(target);
          node.moveToBottom();
        }
      },
      onDragEnd(event) {
        const node = event.target;
        if (node !== event.currentTarget) return;
        const origin = dragOrigin.current;
        if (origin?.node === node && contentLayer.current) {
          node.moveTo(contentLayer.current);
          node.zIndex(Math.min(origin.zIndex, contentLayer.current.children.length - 1));
        }
        dragOrigin.current = null;
        const { stepId } = liveRef.current;
        store.editInGesture(updateLayer(stepId, node.id(), { x: round(node.x()), y: round(node.y()) }));
        store.endGesture();
      },
      onTransformStart() {
        store.beginGesture();
      },
      onTransform(event) {
        // Text re-wraps while it is resized instead of stretching its letters.
        const node = event.currentTarget;
        if (layerOf(node)?.type !== 'text') return;
        node.setAttrs({ width: Math.max(node.width() * node.scaleX(), 1), height: Math.max(node.height() * node.scaleY(), 1), scaleX: 1, scaleY: 1 });
      },
      onTransformEnd(event) {
        const node = event.currentTarget;
        const layer = layerOf(node);
        if (!layer) {
          store.endGesture();
          return;
        }
        const width = node.width() * node.scaleX();
        const height = node.height() * node.scaleY();
        node.scale({ x: 1, y: 1 });
        const patch = {
          x: round(node.x()),
          y: round(node.y()),
          rotation: roundAngle(node.rotation()),
          width: round(width),
          height: layer.type === 'line' ? layer.height : round(height),
        };
        store.editInGesture(updateLayer(liveRef.current.stepId, layer.id, patch));
        store.endGesture();
      },
    };
  }, [store, dispatch, contentLayer, interactionLayer]);
}
