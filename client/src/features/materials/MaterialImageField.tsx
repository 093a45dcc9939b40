import { type ChangeEvent, useId, useRef, useState } from 'react';
import { checkPickedImage, IMAGE_ACCEPT } from '../../lib/image-file';
import { commitAsync } from '../../lib/mutations/commit-async';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, useToast } from '../../ui';
import { useRemoveMaterialImageMutation } from './mutations/useRemoveMaterialImageMutation';
import { useUploadMaterialImageMutation } from './mutations/useUploadMaterialImageMutation';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

/** Spec §8: an upload (or removal) that returns nothing alerts this. */
const FAILED = 'Something went wrong.';

interface MaterialImageFieldProps {
  materialId: string;
  kind: 'THUMBNAIL' | 'FAVICON';
  /** "Thumbnail" or "Logo" (the favicon, spec §2). */
  label: string;
  url: string | null;
  hint: string;
}

function firstMessage(failure: { message: string; fieldErrors: Record<string, string> }): string {
  return Object.values(failure.fieldErrors)[0] ?? failure.message;
}

/**
 * Preview, upload and remove one material image. A picked file is checked and decoded here
 * (spec §5 messages), then sent at once; the server's message is the toast, its error shows here.
 */
export function MaterialImageField({ materialId, kind, label, url, hint }: MaterialImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [commitUpload, uploading] = useUploadMaterialImageMutation();
  const [remove, removing] = useRemoveMaterialImageMutation();
  const toast = useToast();
  const name = label.toLowerCase();

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await checkPickedImage(file);
    setError(problem);
    if (problem) return;
    try {
      const { uploadMaterialImage: result } = await commitAsync(commitUpload, {
        variables: { input: { materialId, kind, file } },
        uploadables: { 'input.file': file },
      });
      const failure = mutationFailure(result, 'MaterialPayload', FAILED);
      if (failure) setError(firstMessage(failure));
      else if (result.__typename === 'MaterialPayload') toast.success(result.message);
    } catch (caught) {
      setError(networkErrorMessage(caught, FAILED));
    }
  }

  async function handleRemove() {
    setError(null);
    try {
      const { removeMaterialImage: result } = await remove({ input: { materialId, kind } });
      const failure = mutationFailure(result, 'MaterialPayload', FAILED);
      if (failure) setError(firstMessage(failure));
      else if (result.__typename === 'MaterialPayload') toast.success(result.message);
    } catch (caught) {
      setError(networkErrorMessage(caught, FAILED));
    }
  }

  return (
    <div className={`material-image material-image--${kind.toLowerCase()}`} role="group" aria-labelledby={headingId} aria-describedby={hintId}>
      <h3 id={headingId} className="material-image__title">
        {label}
      </h3>
      <div className="material-image__preview">
        {url ? <img src={url} alt={`Current ${name}`} /> : <span className="material-image__empty">No {name} yet</span>}
      </div>
      <p id={hintId} className="ui-field__hint">
        {hint}
      </p>
      <div className="material-image__actions">
        <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={handleChange} />
        <Button variant="secondary" size="sm" loading={uploading} onClick={() => inputRef.current?.click()}>
          {url ? 'Replace' : 'Upload'}
          <span className="visually-hidden"> {name}</span>
        </Button>
        {url && (
          <Button variant="ghost" size="sm" loading={removing} onClick={handleRemove}>
            Remove<span className="visually-hidden"> {name}</span>
          </Button>
        )}
      </div>
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
