import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button, useToast } from '../../ui';
import { commitAsync } from '../../lib/mutations/commit-async';
import { checkPickedImage, IMAGE_ACCEPT } from './image-file';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { useRemoveCompanyImageMutation } from './mutations/useRemoveCompanyImageMutation';
import { useUploadCompanyImageMutation } from './mutations/useUploadCompanyImageMutation';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

interface CompanyImageFieldProps {
  kind: 'LOGO' | 'FAVICON';
  /** "Logo" or "Favicon": used in the messages ("Logo added successfully."). */
  label: string;
  url: string | null | undefined;
  hint: string;
  editable: boolean;
}

/** Preview, upload and remove one company image; an upload is sent as soon as a file is picked. */
export function CompanyImageField({ kind, label, url, hint, editable }: CompanyImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [commitUpload, uploading] = useUploadCompanyImageMutation();
  const [commitRemove, removing] = useRemoveCompanyImageMutation();
  const toast = useToast();
  const failed = `Failed to save the ${label.toLowerCase()}. Please try again.`;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Spec §5: the logo uploader checks the type only (the server still caps the size); the file
    // is also decoded, so one that merely has an image's name is refused here.
    const problem = await checkPickedImage(file, { checkSize: false });
    setError(problem);
    if (problem) return;
    try {
      const { uploadCompanyImage } = await commitAsync(commitUpload, {
        variables: { input: { kind, file } },
        uploadables: { 'input.file': file },
      });
      const failure = mutationFailure(uploadCompanyImage, 'CompanyPayload', failed);
      if (failure) setError(failure.message);
      else toast.success(`${label} added successfully.`);
    } catch (caught) {
      setError(networkErrorMessage(caught, failed));
    }
  }

  async function handleRemove() {
    setError(null);
    try {
      const { removeCompanyImage } = await commitAsync(commitRemove, { variables: { input: { kind } } });
      const failure = mutationFailure(removeCompanyImage, 'CompanyPayload', failed);
      if (failure) setError(failure.message);
      else toast.success(`${label} removed successfully.`);
    } catch (caught) {
      setError(networkErrorMessage(caught, failed));
    }
  }

  return (
    <div className={`company-image company-image--${kind.toLowerCase()}`} role="group" aria-labelledby={headingId} aria-describedby={hintId}>
      <h3 id={headingId} className="company-image__title">
        {label}
      </h3>
      <div className="company-image__preview">
        {url ? <img src={url} alt={`Current ${label.toLowerCase()}`} /> : <span className="company-image__empty">No {label.toLowerCase()} yet</span>}
      </div>
      <p id={hintId} className="ui-field__hint">
        {hint}
      </p>
      {editable && (
        <div className="company-image__actions">
          <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={handleChange} />
          <Button variant="secondary" size="sm" loading={uploading} onClick={() => inputRef.current?.click()}>
            {url ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          </Button>
          {url && (
            <Button variant="ghost" size="sm" loading={removing} onClick={handleRemove}>
              Remove {label.toLowerCase()}
            </Button>
          )}
        </div>
      )}
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
