import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { MaterialActions_material$key } from '../../__generated__/MaterialActions_material.graphql';
import { ConfirmDialog, Menu, type MenuItem, useToast } from '../../ui';
import { adjustMaterialCounts } from './mutations/counts-updater';
import { useDeleteMaterialMutation } from './mutations/useDeleteMaterialMutation';
import { useDuplicateMaterialMutation } from './mutations/useDuplicateMaterialMutation';
import type { MaterialsListContext } from './list-context';
import { LazyLmsExportDialog } from './LazyLmsExportDialog';
import { LazyMaterialSettingsDialog } from './LazyMaterialSettingsDialog';
import { knownKind } from '../../kinds';
import { shareUrl } from '../../lib/share-url';
import { embedSnippet, hasEmbed } from '../walkthrough-player';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

const COPIED_MS = 2000; // spec §9: copy feedback
const FAILED = 'Something went wrong.';

/**
 * The card/row menu: copy the share link, copy the embed code (materials the walkthrough player
 * shows), settings, export for an LMS (published kinds that export), duplicate, delete (all but
 * the copies for writers only).
 */
export function MaterialActions({ material, context }: { material: MaterialActions_material$key; context: MaterialsListContext }) {
  const data = useFragment(
    graphql`
      fragment MaterialActions_material on Material {
        id
        name
        kind
        viewPath
        hubPath
        domainShareUrl
        publishedRevision
        ...MaterialSettingsDialog_material
      }
    `,
    material,
  );
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [duplicate] = useDuplicateMaterialMutation();
  const [remove, deleting] = useDeleteMaterialMutation();
  const { companyId, connectionId } = context;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function handleCopy(text: string, failure: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, failure));
    }
  }

  function handleDuplicate() {
    duplicate({
      variables: { input: { materialId: data.id }, connections: [connectionId] },
      updater: (store, response) => {
        if (response?.duplicateMaterial.__typename === 'MaterialPayload') adjustMaterialCounts(store, companyId, connectionId, data.kind, 1);
      },
      onCompleted: ({ duplicateMaterial: result }) => {
        if (result.__typename === 'MaterialPayload') toast.success(result.message);
        else toast.error(result.__typename !== '%other' ? result.message : FAILED);
      },
      onError: () => {
        toast.error(FAILED);
      },
    });
  }

  function handleDelete() {
    remove({
      variables: { input: { materialId: data.id }, connections: [connectionId] },
      updater: (store, response) => {
        if (response?.deleteMaterial.__typename === 'DeleteMaterialPayload') adjustMaterialCounts(store, companyId, connectionId, data.kind, -1);
      },
      onCompleted: ({ deleteMaterial: result }) => {
        setConfirming(false);
        if (result.__typename === 'DeleteMaterialPayload') toast.success(result.message);
        else toast.error(result.__typename !== '%other' ? result.message : FAILED);
      },
      onError: () => {
        setConfirming(false);
        toast.error(FAILED);
      },
    });
  }

  const origin = window.location.origin;
  const items: MenuItem[] = [
    {
      key: 'copy',
      label: 'Copy share link',
      onSelect: () =>
        void handleCopy(data.domainShareUrl ?? shareUrl(origin, data.hubPath), 'Could not copy the link. Please copy it from the address bar of the material.'),
    },
  ];
  if (hasEmbed(data.kind)) {
    items.push({
      key: 'embed',
      label: 'Copy embed code',
      onSelect: () =>
        void handleCopy(embedSnippet(origin, data.viewPath, data.name), 'Could not copy the embed code. Please copy it from Share on the material.'),
    });
  }
  if (context.canWrite) {
    items.push(
      { key: 'settings', label: 'Settings', onSelect: () => setSettingsOpen(true) },
      ...(knownKind(data.kind)?.exportable && data.publishedRevision != null
        ? [{ key: 'lms-export', label: 'Export for an LMS', onSelect: () => setExportOpen(true) }]
        : []),
      { key: 'duplicate', label: 'Duplicate', onSelect: handleDuplicate },
      { key: 'delete', label: 'Delete', tone: 'danger', onSelect: () => setConfirming(true) },
    );
  }

  // Hovering or focusing the menu button is the moment to fetch the settings dialog.
  const preloadSettings = context.canWrite ? LazyMaterialSettingsDialog.preload : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction, a prefetch: the buttons inside stay the controls.
    <div className="material-actions" onPointerEnter={preloadSettings} onFocus={preloadSettings}>
      <span role="status" className="material-actions__copied">
        {copied ? 'Copied' : ''}
      </span>
      <Menu trigger={<span aria-hidden="true">⋯</span>} label={`Actions for ${data.name}`} items={items} triggerClassName="material-actions__button" />
      <ConfirmDialog
        open={confirming}
        title="Delete material"
        message={`Are you sure you want to delete this material: ${data.name}?`}
        destructive
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={handleDelete}
      />
      {settingsOpen && <LazyMaterialSettingsDialog material={data} onClose={() => setSettingsOpen(false)} />}
      {exportOpen && <LazyLmsExportDialog materialId={data.id} onClose={() => setExportOpen(false)} />}
    </div>
  );
}
