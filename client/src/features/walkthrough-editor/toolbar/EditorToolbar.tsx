/**
 * The editor's top toolbar (authoring.md §2): breadcrumb on the left; Undo, Redo and the tools in
 * the middle; on the right the save state, Save, Preview, History, Settings, the JPEG export and
 * Publish.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, useToast } from '../../../ui';
import { LazyMaterialSettingsDialog, type MaterialSettingsDialog_material$key } from '../../materials';
import { useEditor } from '../editor-context';
import { EditorIcon, LazyHistoryDialog, PublishButton, SaveStatusIndicator, useEditorDoc } from '../../../kit/editor';
import type { WalkthroughAutosave } from '../model/walkthrough-store';
import { docFromServer } from '../doc-from-server';
import { Breadcrumb } from './Breadcrumb';
import { editorStatus } from './editor-status';
import { downloadDataUrl, exportFileName, stageToJpeg } from './export-jpeg';
import { ToolPalette } from './ToolPalette';

type Props = { autosave: WalkthroughAutosave; publishedRevision: number | null | undefined; settings: MaterialSettingsDialog_material$key };

export function EditorToolbar({ autosave, publishedRevision, settings }: Props) {
  const { material, ui, store, stageRef, dialogHost } = useEditor();
  const [open, setOpen] = useState<'history' | 'settings' | null>(null);
  const toast = useToast();
  const stepNumber = useEditorDoc(store, (doc) => doc.steps.findIndex((step) => step.id === ui.stepId) + 1);
  const status = editorStatus(publishedRevision, autosave.revision, autosave.status.kind !== 'saved');
  const previewPath = `/${material.companySlug}/${material.section}/${material.slug}/preview`;

  function handleExport() {
    const stage = stageRef.current;
    if (!stage || stepNumber < 1) return;
    try {
      downloadDataUrl(stageToJpeg(stage), exportFileName(material.slug, stepNumber));
    } catch {
      toast.error("This step can't be exported: one of its images comes from another site that doesn't allow it.");
    }
  }

  const dialog =
    open === 'history' ? (
      <LazyHistoryDialog materialId={material.id} autosave={autosave} docFromServer={docFromServer} onClose={() => setOpen(null)} />
    ) : open === 'settings' ? (
      <LazyMaterialSettingsDialog material={settings} onClose={() => setOpen(null)} />
    ) : null;

  return (
    <header className="editor-toolbar">
      <Breadcrumb material={material} status={status} />
      <ToolPalette />
      <div className="editor-toolbar__actions">
        <SaveStatusIndicator status={autosave.status} />
        <span className="editor-toolbar__divider" aria-hidden="true" />
        <a
          className="editor-tool"
          href={previewPath}
          target="_blank"
          rel="noopener"
          aria-label="Preview (opens in a new tab)"
          title="Preview"
          onClick={() => autosave.saveNow()}
        >
          <EditorIcon name="preview" />
        </a>
        <button
          type="button"
          className="editor-tool"
          aria-label="History"
          title="Published versions"
          onPointerEnter={LazyHistoryDialog.preload}
          onFocus={LazyHistoryDialog.preload}
          onClick={() => setOpen('history')}
        >
          <EditorIcon name="history" />
        </button>
        <button
          type="button"
          className="editor-tool"
          aria-label="Settings"
          title="Settings"
          onPointerEnter={LazyMaterialSettingsDialog.preload}
          onFocus={LazyMaterialSettingsDialog.preload}
          onClick={() => setOpen('settings')}
        >
          <EditorIcon name="settings" />
        </button>
        <button
          type="button"
          className="editor-tool"
          aria-label="Export step as JPEG"
          title="Export step as JPEG"
          disabled={stepNumber < 1}
          onClick={handleExport}
        >
          <EditorIcon name="exportImage" />
        </button>
        <span className="editor-toolbar__divider" aria-hidden="true" />
        <Button variant="secondary" size="sm" onClick={() => autosave.saveNow()}>
          Save
        </Button>
        <PublishButton materialId={material.id} autosave={autosave} />
      </div>
      {dialog && createPortal(dialog, dialogHost ?? document.body)}
    </header>
  );
}
