/** Undo, Redo and the layer tools (authoring.md §2, §3): tools toggle, one active at a time. */
import type { LayerTool } from '../../../lib/walkthrough/types';
import { useEditor } from '../editor-context';
import { useUndoRedoState } from '../../../kit/editor';
import { EditorIcon, type EditorIconName } from '../../../kit/editor';

const TOOLS: { tool: LayerTool; label: string; icon: EditorIconName }[] = [
  { tool: 'square', label: 'Square', icon: 'square' },
  { tool: 'text', label: 'Text', icon: 'text' },
  { tool: 'hotspot', label: 'Hotspot', icon: 'hotspot' },
  { tool: 'textInput', label: 'Text input', icon: 'textInput' },
  { tool: 'dropdown', label: 'Dropdown', icon: 'dropdown' },
  { tool: 'line', label: 'Arrow', icon: 'arrow' },
];

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

export function ToolPalette() {
  const { store, ui, dispatch } = useEditor();
  const { canUndo, canRedo } = useUndoRedoState(store);

  return (
    <div className="editor-palette">
      <div className="editor-palette__group" role="group" aria-label="History">
        <button type="button" className="editor-tool" aria-label="Undo" title={`Undo (${MOD}Z)`} disabled={!canUndo} onClick={() => store.undo()}>
          <EditorIcon name="undo" />
        </button>
        <button type="button" className="editor-tool" aria-label="Redo" title={`Redo (${MOD}Shift+Z)`} disabled={!canRedo} onClick={() => store.redo()}>
          <EditorIcon name="redo" />
        </button>
      </div>
      <span className="editor-palette__divider" aria-hidden="true" />
      <div className="editor-palette__group" role="group" aria-label="Layer tools">
        {TOOLS.map(({ tool, label, icon }) => (
          <button
            key={tool}
            type="button"
            className="editor-tool"
            aria-label={label}
            aria-pressed={ui.tool === tool}
            title={label}
            disabled={ui.stepId === null}
            onClick={() => dispatch({ type: 'toggleTool', tool })}
          >
            <EditorIcon name={icon} />
          </button>
        ))}
      </div>
    </div>
  );
}
