/**
 * Editing a text layer in place (authoring.md §4): a textarea over the layer, in its font, size
 * and rotation at the stage's scale. The typing is one undo step; it ends on blur, Enter or Escape
 * (Shift+Enter adds a line).
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { LIMITS, type TextLayer } from '../../../lib/walkthrough/types';
import { useEditor } from '../editor-context';
import { updateLayer } from '../model/operations';
import { cssFontFamily } from './layer-style';

export function TextEditOverlay({ stepId, layer, scale }: { stepId: number; layer: TextLayer; scale: number }) {
  const { store, dispatch } = useEditor();
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    store.beginGesture();
    area.focus();
    area.select();
    return () => store.endGesture();
  }, [store]);

  function finish() {
    store.endGesture();
    dispatch({ type: 'editText', layerId: null });
    // Back to the canvas, so the arrow keys and Delete act on the layer again.
    document.getElementById('editor-canvas-region')?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish();
    }
  }

  const bold = layer.fontStyle.includes('BOLD');
  const italic = layer.fontStyle.includes('ITALIC');
  return (
    <textarea
      ref={ref}
      className="editor-text-overlay"
      aria-label="Text of the layer"
      value={layer.text}
      maxLength={LIMITS.textLength}
      onChange={(event) => store.editInGesture(updateLayer(stepId, layer.id, { text: event.target.value }))}
      onBlur={finish}
      onKeyDown={handleKeyDown}
      style={{
        left: layer.x * scale,
        top: layer.y * scale,
        width: layer.width * scale,
        height: layer.height * scale,
        transform: `rotate(${layer.rotation}deg)`,
        fontSize: layer.fontSize * scale,
        fontFamily: cssFontFamily(layer.fontFamily),
        fontWeight: bold ? 700 : 400,
        fontStyle: italic ? 'italic' : 'normal',
        color: layer.fill,
        textAlign: layer.align,
      }}
    />
  );
}
