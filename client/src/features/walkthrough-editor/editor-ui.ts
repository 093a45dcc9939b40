/**
 * The editor's view state: which step and layer are selected, the active tool, the side panel
 * tab and the text being edited in place. It lives outside the document store so it never enters
 * undo history (ARCHITECTURE.md "Editor history"). A pure reducer, unit-tested.
 */
import type { LayerTool } from '../../lib/walkthrough/types';

export type PanelTab = 'library' | 'design';

export type EditorUi = {
  stepId: number | null;
  layerId: string | null;
  tool: LayerTool | null;
  panel: PanelTab;
  editingTextId: string | null;
};

export type EditorUiAction =
  | { type: 'selectStep'; stepId: number | null }
  | { type: 'selectLayer'; layerId: string | null }
  | { type: 'toggleTool'; tool: LayerTool }
  | { type: 'clearTool' }
  | { type: 'showPanel'; panel: PanelTab }
  | { type: 'editText'; layerId: string | null };

export function initialUi(stepId: number | null): EditorUi {
  return { stepId, layerId: null, tool: null, panel: 'design', editingTextId: null };
}

export function editorUiReducer(state: EditorUi, action: EditorUiAction): EditorUi {
  switch (action.type) {
    case 'selectStep':
      // authoring.md §4: selecting a step clears the selected element and the active tool.
      return { ...state, stepId: action.stepId, layerId: null, tool: null, editingTextId: null };
    case 'selectLayer':
      // Selecting an element opens its settings (the Design tab).
      if (action.layerId === state.layerId) return action.layerId ? { ...state, panel: 'design' } : state;
      return { ...state, layerId: action.layerId, editingTextId: null, panel: action.layerId ? 'design' : state.panel };
    case 'toggleTool':
      return { ...state, tool: state.tool === action.tool ? null : action.tool };
    case 'clearTool':
      return state.tool === null ? state : { ...state, tool: null };
    case 'showPanel':
      return { ...state, panel: action.panel };
    case 'editText':
      return { ...state, editingTextId: action.layerId, layerId: action.layerId ?? state.layerId };
  }
}
