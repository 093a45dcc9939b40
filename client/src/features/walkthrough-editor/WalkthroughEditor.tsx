/**
 * The walkthrough editor's layout and state (authoring.md §2, §4): one document store with undo
 * history, autosave, and the view state (selected step and layer, active tool, panel tab).
 */
import type Konva from 'konva';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import type { LibraryPanel_company$key } from '../../__generated__/LibraryPanel_company.graphql';
import type { MaterialSettingsDialog_material$key } from '../materials';
import { ConfirmDialog } from '../../ui';
import { ConflictDialog, useAutosave, useEditorDoc } from '../../kit/editor';
import { CanvasArea } from './canvas/CanvasArea';
import { type EditedMaterial, EditorContext, type EditorContextValue } from './editor-context';
import { editorUiReducer, initialUi } from './editor-ui';
import { useEditorKeyboard } from './keyboard/use-editor-keyboard';
import type { WalkthroughStore } from './model/walkthrough-store';
import { removeLayer } from './model/operations';
import { docFromServer } from './doc-from-server';
import { SidePanel } from './panel/SidePanel';
import { StepsSidebar } from './steps/StepsSidebar';
import { EditorToolbar } from './toolbar/EditorToolbar';
import './editor.css';
import { SmallScreenNotice } from './SmallScreenNotice';

type Props = {
  store: WalkthroughStore;
  material: EditedMaterial;
  initialRevision: number;
  publishedRevision: number | null | undefined;
  company: LibraryPanel_company$key;
  settings: MaterialSettingsDialog_material$key;
  libraryConnectionId: string;
};

/** Text and arrow layers ask before they go (authoring.md §4, §5). */
const CONFIRMED_TYPES = new Set(['text', 'line']);

export function WalkthroughEditor({ store, material, initialRevision, publishedRevision, company, settings, libraryConnectionId }: Props) {
  const [rawUi, dispatch] = useReducer(editorUiReducer, store.getDoc().steps[0]?.id ?? null, initialUi);
  const stepIds = useEditorDoc(store, (doc) => doc.steps.map((step) => step.id));
  const stageRef = useRef<Konva.Stage | null>(null);
  const [pendingDelete, setPendingDelete] = useState<{ stepId: number; layerId: string } | null>(null);
  const [dialogHost, setDialogHost] = useState<HTMLDivElement | null>(null);
  const autosave = useAutosave({ materialId: material.id, store, initialRevision, docFromServer });

  // The selected step may vanish (undo of "add step", another author's version): show the first.
  const stepId = rawUi.stepId !== null && stepIds.includes(rawUi.stepId) ? rawUi.stepId : (stepIds[0] ?? null);
  const ui = useMemo(() => (stepId === rawUi.stepId ? rawUi : { ...rawUi, stepId, layerId: null, editingTextId: null }), [rawUi, stepId]);

  const remove = useCallback(
    (target: { stepId: number; layerId: string }) => {
      store.edit(removeLayer(target.stepId, target.layerId));
      dispatch({ type: 'selectLayer', layerId: null });
    },
    [store],
  );

  const requestDeleteLayer = useCallback(
    (targetStepId: number, layerId: string) => {
      const layer = store
        .getDoc()
        .steps.find((step) => step.id === targetStepId)
        ?.layers.find((candidate) => candidate.id === layerId);
      if (!layer) return;
      if (CONFIRMED_TYPES.has(layer.type)) setPendingDelete({ stepId: targetStepId, layerId });
      else remove({ stepId: targetStepId, layerId });
    },
    [store, remove],
  );

  const context = useMemo<EditorContextValue>(
    () => ({ store, ui, dispatch, material, stageRef, requestDeleteLayer, libraryConnectionId, dialogHost }),
    [store, ui, material, requestDeleteLayer, libraryConnectionId, dialogHost],
  );
  useEditorKeyboard(context);

  return (
    <EditorContext.Provider value={context}>
      <div className="editor">
        <EditorToolbar autosave={autosave} publishedRevision={publishedRevision} settings={settings} />
        <div className="editor__body">
          <StepsSidebar />
          <main className="editor__main" id="main-content" tabIndex={-1}>
            <h1 className="visually-hidden">Editing {material.name}</h1>
            <CanvasArea />
            <div ref={setDialogHost}>
              <ConfirmDialog
                open={pendingDelete !== null}
                title="Delete element"
                message="Are you sure you want to delete the element?"
                onCancel={() => setPendingDelete(null)}
                onConfirm={() => {
                  if (pendingDelete) remove(pendingDelete);
                  setPendingDelete(null);
                  document.getElementById('editor-canvas-region')?.focus();
                }}
              />
              <ConflictDialog conflict={autosave.conflict} />
            </div>
          </main>
          <SidePanel company={company} />
        </div>
      </div>
      <SmallScreenNotice material={material} />
    </EditorContext.Provider>
  );
}
