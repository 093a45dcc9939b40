import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import type { MaterialSettingsDialog_material$key } from '../../__generated__/MaterialSettingsDialog_material.graphql';
import { knownKind } from '../../kinds';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, Dialog, TextArea, TextField, useToast } from '../../ui';
import { shareUrl } from '../../lib/share-url';
import { LazyLmsExportDialog } from './LazyLmsExportDialog';
import { MaterialDomainSelect } from './MaterialDomainSelect';
import { MaterialImages } from './MaterialImages';
import { MaterialVisibilityChoice } from './MaterialVisibilityChoice';
import { useUpdateMaterialSettingsMutation } from './mutations/useUpdateMaterialSettingsMutation';
import { NAME_BLANK, nameProblem } from '../../lib/material-name';
import { TEXT_LIMITS } from '../../lib/text-limits';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

const FAILED = 'Failed to save the settings. Please try again.';

/**
 * Material settings (spec §2): name, description (not for paths), domain, the public URL
 * (read-only slug), the logo and thumbnail uploads (sent at once, not on Save) and visibility.
 * Saving closes the dialog and goes to the material's address, except from a page of that
 * material itself (its editor or viewer), where leaving would only interrupt the author.
 */
export function MaterialSettingsDialog({ material, onClose }: { material: MaterialSettingsDialog_material$key; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment MaterialSettingsDialog_material on Material {
        id
        name
        description
        kind
        viewPath
        hubPath
        domainShareUrl
        domain {
          id
        }
        publishedRevision
        ...MaterialImages_material
        ...MaterialVisibilityChoice_material
      }
    `,
    material,
  );
  const [name, setName] = useState(data.name);
  const [description, setDescription] = useState(data.description ?? '');
  const [domainId, setDomainId] = useState(data.domain?.id ?? '');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [exportOpen, setExportOpen] = useState(false);
  const [save, saving] = useUpdateMaterialSettingsMutation();
  const toast = useToast();
  // Paths have no description; a kind this client does not know keeps the field, as before.
  const hasDescription = knownKind(data.kind)?.description ?? true;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (nameProblem(name)) {
      setErrors({ name: NAME_BLANK });
      return;
    }
    try {
      const { updateMaterialSettings: result } = await save({
        input: { materialId: data.id, name: name.trim(), domainId, ...(hasDescription ? { description } : {}) },
      });
      const failure = mutationFailure(result, 'MaterialPayload', FAILED);
      if (failure) {
        setErrors(failure.fieldErrors);
        if (Object.keys(failure.fieldErrors).length === 0) toast.error(failure.message);
        return;
      }
      if (result.__typename === 'MaterialPayload') toast.success(result.message);
      onClose();
      if (pathname !== data.viewPath && !pathname.startsWith(`${data.viewPath}/`)) navigate(data.viewPath);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, FAILED));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Material settings"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={`settings-${data.id}`} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <form id={`settings-${data.id}`} className="material-settings" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Name"
          value={name}
          placeholder="Give this material a name"
          maxLength={TEXT_LIMITS.materialName}
          validate={nameProblem}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
          data-autofocus
        />
        {hasDescription && (
          <TextArea
            label="Description"
            value={description}
            rows={3}
            placeholder="Tell the user what they will learn in this material"
            maxLength={TEXT_LIMITS.materialDescription}
            error={errors.description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
        <MaterialDomainSelect value={domainId} onChange={setDomainId} error={errors.domainId} />
        <TextField
          label="Public URL"
          value={data.domainShareUrl ?? shareUrl(window.location.origin, data.hubPath)}
          readOnly
          hint={
            data.domainShareUrl
              ? "Its address on your custom domain's hub (saved domain choice)."
              : 'Learners open it in your hub here. The address is made from the name when the material is created.'
          }
        />
      </form>
      <MaterialImages material={data} />
      <MaterialVisibilityChoice material={data} />
      {knownKind(data.kind)?.exportable && data.publishedRevision != null && (
        <div className="material-settings__export">
          <Button variant="secondary" onClick={() => setExportOpen(true)}>
            Export for an LMS
          </Button>
        </div>
      )}
      {exportOpen && <LazyLmsExportDialog materialId={data.id} onClose={() => setExportOpen(false)} />}
    </Dialog>
  );
}
