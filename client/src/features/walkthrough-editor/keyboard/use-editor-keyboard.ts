/**
 * Keyboard shortcuts of the editor: Ctrl/Cmd+Z undo, Ctrl+Shift+Z and Ctrl+Y redo anywhere but
 * in a text field (there the field's own undo wins, limited to that field: the editor kit's field-undo-guard.ts); with the canvas focused, Delete/Backspace
 * removes the selected layer, the arrows move it 1 px (Shift: 10 px), Escape drops the tool and
 * then the selection.
 */
import { useEffect, useRef } from 'react';
import type { EditorContextValue } from '../editor-context';
import { updateLayer } from '../model/operations';
import { historyCommand, installFieldUndoGuard, isTypingTarget } from '../../../kit/editor';
import { layerCommand } from './shortcuts';

const CANVAS_REGION = 'editor-canvas-region';

function inCanvas(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target === document.body || !!target.closest(`#${CANVAS_REGION}`);
}

export function useEditorKeyboard(editor: EditorContextValue): void {
  const live = useRef(editor);
  live.current = editor;

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      // A modal (settings, history, a confirmation) owns the keyboard while it is open.
      if (document.querySelector('dialog[open]')) return;
      const { store, ui, dispatch, requestDeleteLayer } = live.current;

      const history = historyCommand(event);
      if (history) {
        event.preventDefault();
        if (history.kind === 'undo') store.undo();
        else store.redo();
        return;
      }

      const command = layerCommand(event);
      if (!command) return;
      if (command.kind === 'escape') {
        if (ui.tool) dispatch({ type: 'clearTool' });
        else if (ui.layerId && inCanvas(event.target)) dispatch({ type: 'selectLayer', layerId: null });
        return;
      }
      if (!inCanvas(event.target) || ui.stepId === null || !ui.layerId) return;
      const stepId = ui.stepId;
      const layer = store
        .getDoc()
        .steps.find((step) => step.id === stepId)
        ?.layers.find((candidate) => candidate.id === ui.layerId);
      if (!layer) return;
      event.preventDefault();
      if (command.kind === 'delete') requestDeleteLayer(stepId, layer.id);
      else if (command.kind === 'nudge') store.edit(updateLayer(stepId, layer.id, { x: layer.x + command.dx, y: layer.y + command.dy }));
    }

    window.addEventListener('keydown', handleKeyDown);
    const removeGuard = installFieldUndoGuard(document.body);
    return () => {
      window.removeEventListener('keydown', handleKeyDown);
      removeGuard();
    };
  }, []);
}
