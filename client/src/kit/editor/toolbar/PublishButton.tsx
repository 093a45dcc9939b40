/**
 * Publish (authoring.md §4): loading while the call runs. Unsaved changes are saved first, so
 * what gets published is what the author sees; then the toast "Published.".
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, useToast } from '../../../ui';
import { usePublishMaterialMutation } from '../mutations/usePublishMaterialMutation';
import { EditorIcon } from './icons';
import type { Autosave } from '../autosave/useAutosave';
import { networkErrorMessage } from '../../../lib/mutations/form-errors';

const FAILED = 'Failed to publish. Please try again.';
const NOT_SAVED = "Your changes aren't saved yet, so nothing was published. Resolve the save problem, then publish again.";

export function PublishButton({ materialId, autosave }: { materialId: string; autosave: Autosave }) {
  const [publish, publishing] = usePublishMaterialMutation();
  const [waitingForSave, setWaitingForSave] = useState(false);
  const toast = useToast();

  const run = useCallback(async () => {
    try {
      const { publishMaterial: result } = await publish({ input: { materialId } });
      if (result.__typename === 'PublishMaterialPayload') toast.success('Published.');
      else toast.error(('message' in result && result.message) || FAILED);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, FAILED));
    }
  }, [publish, materialId, toast]);

  const kind = autosave.status.kind;
  useEffect(() => {
    if (!waitingForSave) return;
    if (kind === 'saved') {
      setWaitingForSave(false);
      void run();
    } else if (kind === 'conflict' || kind === 'error') {
      setWaitingForSave(false);
      toast.error(NOT_SAVED);
    }
  }, [waitingForSave, kind, run, toast]);

  function handleClick() {
    if (kind === 'saved') {
      void run();
      return;
    }
    autosave.saveNow();
    setWaitingForSave(true);
  }

  return (
    <Button variant="primary" size="sm" loading={publishing || waitingForSave} onClick={handleClick}>
      {!(publishing || waitingForSave) && <EditorIcon name="publish" size={18} />}
      Publish
    </Button>
  );
}
