/**
 * The editor kit: what every material editor (walkthrough, path) is built on, generic over its
 * document (`EditorDoc`: steps with numeric ids, and a config). An editor makes a store with
 * `createEditorStore(doc)`, edits it through recipes, reads it with `useEditorDoc`, saves it with
 * `useAutosave({ materialId, store, initialRevision, docFromServer })`, and renders
 * `<SaveStatusIndicator>` and `<ConflictDialog>` from what that returns.
 *
 * A kit, not a feature (client/.dependency-cruiser.cjs): features use it through this file, and it
 * imports no feature and no app.
 */

export { ConflictDialog, type ConflictChoice } from './autosave/ConflictDialog';
export { type DraftChanges, draftChanges, isEmptyChanges } from './autosave/draft-changes';
export { fetchLatestDraft } from './autosave/fetch-latest-draft';
export { localDraftKey, localDraftStore, type LocalDraft, type LocalDraftStore } from './autosave/local-draft';
export { PATCH_SAVES, type SaveDraftInput, saveDraftInput } from './autosave/save-input';
export { SaveQueue } from './autosave/save-queue';
export { SAVE_STATUS_LABELS, type SaveStatus, saveStatusDetail } from './autosave/save-status';
export { SaveStatusIndicator } from './autosave/SaveStatusIndicator';
export type { LatestDraft, SavedEvent, SaveQueueOptions, SaveRequest, SaveResult } from './autosave/save-types';
export { type Autosave, type AutosaveOptions, useAutosave } from './autosave/useAutosave';
export { useMaterialSavedSubscription } from './autosave/useMaterialSavedSubscription';
export { useSaveMaterialDraftMutation } from './autosave/useSaveMaterialDraftMutation';
export { installFieldUndoGuard } from './keyboard/field-undo-guard';
export { type HistoryCommand, historyCommand, isTypingTarget, type KeyInput } from './keyboard/history-keys';
export type { DocFromServer, EditorDoc, StepOf } from './model/editor-doc';
export { createEditorStore, type EditorStore, type Recipe, shallowEqual, useEditorDoc, useUndoRedoState } from './model/editor-store';
export { deepEqual, HISTORY_CAP, History } from './model/history';
export { DeleteIcon, DragIcon, EditIcon, EditorIcon, type EditorIconName, PlusIcon } from './toolbar/icons';
export { LazyHistoryDialog } from './toolbar/LazyHistoryDialog';
export { EditorRouteGate } from './route/EditorRouteGate';
export { StepsSidebar } from './steps/StepsSidebar';
export { PublishButton } from './toolbar/PublishButton';
export { usePublishMaterialMutation } from './mutations/usePublishMaterialMutation';
export { SortableList, type SortableListProps, useSortableItem } from './sortable/SortableList';
