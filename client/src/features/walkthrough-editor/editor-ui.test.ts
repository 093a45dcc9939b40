import { describe, expect, it } from 'vitest';
import { editorUiReducer, initialUi } from './editor-ui';

describe('editorUiReducer', () => {
  it('clears the selected layer and the tool when a step is selected', () => {
    const busy = { ...initialUi(1), layerId: 'a', tool: 'text' as const, editingTextId: 'a' };
    expect(editorUiReducer(busy, { type: 'selectStep', stepId: 2 })).toEqual({ ...initialUi(2), panel: busy.panel });
  });

  it('toggles a tool off when chosen again, and switches between tools', () => {
    const withSquare = editorUiReducer(initialUi(1), { type: 'toggleTool', tool: 'square' });
    expect(withSquare.tool).toBe('square');
    expect(editorUiReducer(withSquare, { type: 'toggleTool', tool: 'line' }).tool).toBe('line');
    expect(editorUiReducer(withSquare, { type: 'toggleTool', tool: 'square' }).tool).toBeNull();
  });

  it('opens the Design tab when a layer is selected', () => {
    const onLibrary = { ...initialUi(1), panel: 'library' as const };
    const selected = editorUiReducer(onLibrary, { type: 'selectLayer', layerId: 'a' });
    expect(selected).toMatchObject({ layerId: 'a', panel: 'design' });
  });

  it('keeps the tab when the selection is cleared', () => {
    const onLibrary = { ...initialUi(1), panel: 'library' as const, layerId: 'a' };
    expect(editorUiReducer(onLibrary, { type: 'selectLayer', layerId: null })).toMatchObject({ layerId: null, panel: 'library' });
  });

  it('selects the layer whose text is edited', () => {
    expect(editorUiReducer(initialUi(1), { type: 'editText', layerId: 't' })).toMatchObject({ layerId: 't', editingTextId: 't' });
  });
});
