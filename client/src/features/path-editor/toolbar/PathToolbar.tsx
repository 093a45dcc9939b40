/**
 * The path editor's toolbar (authoring.md §2): breadcrumb (company name › path name), preview
 * (the draft as learners will see it), undo and redo, zoom 10–100 in steps of 10, fullscreen,
 * History (restore a published version), settings, the save status, Save and Publish.
 */
import type { PathDoc } from '@learnhub/content';
import { useId } from 'react';
import { Link } from 'react-router';
import { type Autosave, EditorIcon, LazyHistoryDialog, PublishButton, SaveStatusIndicator, useUndoRedoState } from '../../../kit/editor';
import { pathDocFromServer } from '../doc-from-server';
import { usePathEditor } from '../path-editor-context';

export const ZOOMS = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10];

type Props = {
  autosave: Autosave<PathDoc>;
  zoom: number;
  onZoom(zoom: number): void;
  fullscreen: boolean;
  onFullscreen(): void;
  designOpen: boolean;
  onDesign(): void;
  dialog: 'history' | 'settings' | null;
  onDialog(dialog: 'history' | 'settings' | null): void;
};

export function PathToolbar({ autosave, zoom, onZoom, fullscreen, onFullscreen, designOpen, onDesign, dialog, onDialog }: Props) {
  const { store, material } = usePathEditor();
  const { canUndo, canRedo } = useUndoRedoState(store);
  const zoomId = useId();
  return (
    <header className="path-toolbar">
      <nav aria-label="Breadcrumb" className="path-toolbar__crumbs">
        <Link to={`/${material.companySlug}/paths`}>{material.companyName}</Link>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{material.name}</span>
      </nav>
      <div className="path-toolbar__tools">
        <a
          className="path-icon-button"
          href={`/${material.companySlug}/paths/${material.slug}/preview`}
          target="_blank"
          rel="noopener"
          aria-label="Preview"
          title="Preview"
        >
          <EditorIcon name="preview" />
        </a>
        <button type="button" className="path-icon-button" aria-label="Undo" title="Undo (Ctrl+Z)" disabled={!canUndo} onClick={() => store.undo()}>
          <EditorIcon name="undo" />
        </button>
        <button type="button" className="path-icon-button" aria-label="Redo" title="Redo (Ctrl+Shift+Z)" disabled={!canRedo} onClick={() => store.redo()}>
          <EditorIcon name="redo" />
        </button>
        <label className="visually-hidden" htmlFor={zoomId}>
          Zoom
        </label>
        <select id={zoomId} className="path-field path-toolbar__zoom" value={zoom} onChange={(e) => onZoom(Number(e.target.value))}>
          {ZOOMS.map((z) => (
            <option key={z} value={z}>
              {z}%
            </option>
          ))}
        </select>
        <button type="button" className="path-icon-button" aria-pressed={fullscreen} aria-label="Fullscreen" title="Fullscreen" onClick={onFullscreen}>
          {fullscreen ? '⤡' : '⤢'}
        </button>
        <button type="button" className="path-icon-button" aria-label="History" title="History" onClick={() => onDialog('history')}>
          <EditorIcon name="history" />
        </button>
        <button type="button" className="path-icon-button" aria-label="Path settings" title="Path settings" onClick={() => onDialog('settings')}>
          <EditorIcon name="settings" />
        </button>
        <button type="button" className="ui-button ui-button--secondary ui-button--sm" aria-pressed={designOpen} onClick={onDesign}>
          Design
        </button>
      </div>
      <div className="path-toolbar__save">
        <SaveStatusIndicator status={autosave.status} />
        <button type="button" className="ui-button ui-button--secondary ui-button--sm" onClick={() => autosave.saveNow()}>
          <EditorIcon name="save" size={18} />
          Save
        </button>
        <PublishButton materialId={material.id} autosave={autosave} />
      </div>
      {dialog === 'history' && (
        <LazyHistoryDialog materialId={material.id} autosave={autosave} docFromServer={pathDocFromServer} onClose={() => onDialog(null)} />
      )}
    </header>
  );
}
