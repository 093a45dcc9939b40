/**
 * The path editor (authoring.md §2 "Path editor", §4 "Path editing"): the toolbar, the Steps
 * sidebar, the canvas of the selected step and the Design panel (collapsed by default). The
 * document lives in the editor kit's store (every edit undoable, 30 steps) and autosaves 1 s
 * after a change, and at once on Save, with the kit's acknowledgement, retry and conflicts.
 */
import { type ElementType, newElement, type PathDoc } from '@learnhub/content';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ConflictDialog, type EditorStore, historyCommand, installFieldUndoGuard, isTypingTarget, useAutosave } from '../../kit/editor';
import { StepCanvas } from './canvas/StepCanvas';
import { pathDocFromServer } from './doc-from-server';
import { ElementPicker } from './elements/ElementPicker';
import { addElement } from './model/operations';
import { DesignPanel } from './panel/DesignPanel';
import { PathSettingsDialog } from './panel/PathSettingsDialog';
import { PathEditorContext, type PathEditorContextValue, type PathEditorMaterial } from './path-editor-context';
import { PathStepsSidebar } from './steps/PathStepsSidebar';
import { PathToolbar } from './toolbar/PathToolbar';

type Props = { store: EditorStore<PathDoc>; material: PathEditorMaterial; initialRevision: number };

export function PathEditor({ store, material, initialRevision }: Props) {
  const autosave = useAutosave({ materialId: material.id, store, initialRevision, docFromServer: pathDocFromServer });
  const [stepId, setStepId] = useState<number | null>(() => store.getDoc().steps[0]?.id ?? null);
  const [elementId, setElementId] = useState<string | null>(null);
  const [picker, setPicker] = useState<{ after: string | null } | null>(null);
  const [zoom, setZoom] = useState(100);
  const [fullscreen, setFullscreen] = useState(false);
  const [designOpen, setDesignOpen] = useState(false);
  const [dialog, setDialog] = useState<'history' | 'settings' | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // A step that disappears (undo of an add, another author's save) hands the selection on.
  useEffect(
    () =>
      store.subscribe(() => {
        const steps = store.getDoc().steps;
        setStepId((current) => (current !== null && steps.some((s) => s.id === current) ? current : (steps[0]?.id ?? null)));
      }),
    [store],
  );

  // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y outside text fields; inside one the field's own undo wins.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isTypingTarget(event.target) || document.querySelector('dialog[open]')) return;
      const command = historyCommand(event);
      if (!command) {
        if (event.key === 'Escape') setElementId(null);
        return;
      }
      event.preventDefault();
      if (command.kind === 'undo') store.undo();
      else store.redo();
    }
    window.addEventListener('keydown', onKeyDown);
    const removeGuard = installFieldUndoGuard(document.body);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      removeGuard();
    };
  }, [store]);

  // Fullscreen: the browser's when it allows it, else the editor fills the window.
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (root.current?.requestFullscreen) root.current.requestFullscreen().catch(() => setFullscreen((f) => !f));
    else setFullscreen((f) => !f);
  }

  const context = useMemo<PathEditorContextValue>(
    () => ({
      store,
      material,
      stepId,
      selectStep: (id) => {
        setStepId(id);
        setElementId(null);
      },
      elementId,
      selectElement: setElementId,
      // Opens, never toggles: the card selects its element on focus (mousedown), before the click.
      openSettings: (id) => {
        setElementId(id);
        setDesignOpen(true);
        // On a narrow window the panel sits below the canvas: bring it into view.
        requestAnimationFrame(() => {
          const panel = root.current?.querySelector('.path-design');
          (panel?.querySelector('[aria-labelledby="path-design-element"]') ?? panel)?.scrollIntoView({ block: 'nearest' });
        });
      },
      openPicker: (after) => setPicker({ after }),
    }),
    [store, material, stepId, elementId],
  );

  function insert(type: ElementType) {
    const target = picker;
    setPicker(null);
    if (stepId === null || !target) return;
    const element = newElement(type);
    store.edit(addElement(stepId, element, target.after ?? undefined));
    setElementId(element.id);
    // The new element's first field gets the focus, where the author will type.
    requestAnimationFrame(() =>
      root.current?.querySelector<HTMLElement>(`[data-element-id="${element.id}"] .path-card__body :is(input, textarea, [contenteditable], button)`)?.focus(),
    );
  }

  return (
    <PathEditorContext.Provider value={context}>
      <div ref={root} className={`path-editor${fullscreen ? ' path-editor--fullscreen' : ''}${designOpen ? ' path-editor--design' : ''}`}>
        <PathToolbar
          autosave={autosave}
          zoom={zoom}
          onZoom={setZoom}
          fullscreen={fullscreen}
          onFullscreen={toggleFullscreen}
          designOpen={designOpen}
          onDesign={() => setDesignOpen((o) => !o)}
          dialog={dialog}
          onDialog={setDialog}
        />
        <div className="path-editor__body">
          <PathStepsSidebar />
          <main className="path-editor__main" id="main-content" aria-label="Canvas">
            <h1 className="visually-hidden">Editing {material.name}</h1>
            <StepCanvas zoom={zoom} />
          </main>
          {designOpen && <DesignPanel onClose={() => setDesignOpen(false)} />}
        </div>
        <ElementPicker open={picker !== null} onInsert={insert} onCancel={() => setPicker(null)} />
        {dialog === 'settings' && <PathSettingsDialog store={store} onClose={() => setDialog(null)} />}
        <ConflictDialog conflict={autosave.conflict} noun="path" />
      </div>
    </PathEditorContext.Provider>
  );
}
