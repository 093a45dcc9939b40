import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { NAME_REQUIRED_ALERT, nameProblem } from '../../lib/material-name';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, TextField } from '../../ui';
import { useCreateMaterialMutation } from './mutations/useCreateMaterialMutation';
import { useUploadPackageMutation } from './mutations/useUploadPackageMutation';
import { PACKAGE_LIMITS, PACKAGE_TOO_LARGE } from '@learnhub/content';
import { knownKind, kindsWhere } from '../../kinds';
import { TEXT_LIMITS } from '../../lib/text-limits';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

/** The kind a zip upload makes (the registry's one made from an upload). */
const UPLOADED_KIND = kindsWhere((k) => k.createdFrom === 'upload')[0]!;
const KINDS = [
  { value: 'WALKTHROUGH', label: 'Walkthrough', hint: 'A guided product tour made of screenshot steps.' },
  { value: 'PATH', label: 'Paths', hint: 'Documentation or training made of ordered steps.' },
  {
    value: UPLOADED_KIND,
    label: 'Upload a SCORM package',
    hint: 'A SCORM 1.2 or 2004 course (.zip) you already have: it plays in the hub and reports progress.',
  },
] as const;
const FAILED = 'Failed to create the material. Please try again.';
const UPLOAD_FAILED = 'Failed to upload the package. Please try again.';
const CHOOSE_ZIP = 'Choose the zip file of a SCORM package.';
const MB = 1024 * 1024;

/**
 * Name and kind (spec §2, §5). Create stays disabled while the name is blank; pressing Enter on a
 * blank name says why. On success the browser goes to the new material's editor. "Upload a SCORM
 * package" asks for the zip too, checks it on the server (a refused zip says why, here), and
 * goes to the package's page.
 */
export function CreateMaterialForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<(typeof KINDS)[number]['value']>('WALKTHROUGH');
  const [alert, setAlert] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [create, creating] = useCreateMaterialMutation();
  const [upload, uploading] = useUploadPackageMutation();
  const [zip, setZip] = useState<File | null>(null);
  const [zipError, setZipError] = useState<string | null>(null);
  const navigate = useNavigate();
  const blank = nameProblem(name) !== null;
  const fromUpload = knownKind(kind)?.createdFrom === 'upload';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank) {
      setAlert(NAME_REQUIRED_ALERT);
      return;
    }
    setAlert(null);
    if (fromUpload) return uploadPackage();
    try {
      const { createMaterial: result } = await create({ input: { name: name.trim(), kind } });
      const failure = mutationFailure(result, 'MaterialPayload', FAILED);
      if (failure) {
        if (failure.fieldErrors.name) setNameError(failure.fieldErrors.name);
        else setAlert(failure.message);
        return;
      }
      const editPath = result.__typename === 'MaterialPayload' ? result.material?.editPath : undefined;
      if (!editPath) return;
      onClose();
      navigate(editPath);
    } catch (caught) {
      setAlert(networkErrorMessage(caught, FAILED));
    }
  }

  async function uploadPackage() {
    if (!zip) return setZipError(CHOOSE_ZIP);
    if (zip.size > PACKAGE_LIMITS.compressedBytes) return setZipError(PACKAGE_TOO_LARGE);
    try {
      const { uploadPackage: result } = await upload(name.trim(), zip);
      const failure = mutationFailure(result, 'MaterialPayload', UPLOAD_FAILED);
      if (failure) {
        if (failure.fieldErrors.name) setNameError(failure.fieldErrors.name);
        else if (failure.fieldErrors.file) setZipError(failure.fieldErrors.file);
        else setAlert(failure.message);
        return;
      }
      const viewPath = result.__typename === 'MaterialPayload' ? result.material?.viewPath : undefined;
      if (!viewPath) return;
      onClose();
      navigate(viewPath);
    } catch (caught) {
      setAlert(networkErrorMessage(caught, UPLOAD_FAILED));
    }
  }

  // A disabled Create button blocks the browser's Enter-to-submit; say why instead of doing nothing.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && blank) {
      event.preventDefault();
      setAlert(NAME_REQUIRED_ALERT);
    }
  }

  return (
    <form className="create-material" onSubmit={handleSubmit} noValidate aria-label="Create new material">
      <TextField
        label="Name"
        value={name}
        placeholder="Give this material a name"
        maxLength={TEXT_LIMITS.materialName}
        validate={nameProblem}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
          if (event.target.value.trim()) setAlert(null);
        }}
        onKeyDown={handleKeyDown}
        data-autofocus
      />
      <fieldset className="create-material__kinds">
        <legend>What do you want to create?</legend>
        {KINDS.map((option) => (
          <label key={option.value} className="create-material__kind">
            <input type="radio" name="kind" value={option.value} checked={kind === option.value} onChange={() => setKind(option.value)} />
            <span>
              <strong>{option.label}</strong>
              <span className="create-material__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {fromUpload && (
        <div className="create-material__zip">
          <label htmlFor="create-material-zip">SCORM package (.zip, at most {PACKAGE_LIMITS.compressedBytes / MB} MB)</label>
          <input
            id="create-material-zip"
            type="file"
            accept=".zip,application/zip"
            aria-invalid={zipError ? true : undefined}
            aria-describedby={zipError ? 'create-material-zip-error' : undefined}
            onChange={(event) => {
              setZip(event.target.files?.[0] ?? null);
              setZipError(null);
            }}
          />
          {zipError && (
            <p id="create-material-zip-error" className="create-material__field-error">
              {zipError}
            </p>
          )}
        </div>
      )}
      {alert && (
        <p role="alert" className="create-material__alert">
          {alert}
        </p>
      )}
      <div className="create-material__footer">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={blank} loading={creating || uploading}>
          {fromUpload ? 'Upload' : 'Create'}
        </Button>
      </div>
    </form>
  );
}
