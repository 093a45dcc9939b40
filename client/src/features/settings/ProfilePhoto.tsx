import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Avatar, Button } from '../../ui';
import { checkPickedImage, IMAGE_ACCEPT } from './image-file';

interface ProfilePhotoProps {
  name: string;
  avatarUrl: string | null | undefined;
  /** A picked photo not saved yet (sent with Save). */
  pendingFile: File | null;
  onPick: (file: File | null) => void;
  onDelete: () => void;
  deleting: boolean;
  disabled: boolean;
  error: string | null;
  onError: (message: string | null) => void;
}

/** Photo with Update (pick a JPG/PNG/GIF up to 15 MB) and Delete. */
export function ProfilePhoto({ name, avatarUrl, pendingFile, onPick, onDelete, deleting, disabled, error, onError }: ProfilePhotoProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const errorId = useId();
  const preview = usePreviewUrl(pendingFile);
  const pickCount = useRef(0);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still fires change
    if (!file) return;
    const pick = ++pickCount.current;
    // Decoded before it is previewed: a file that only looks like an image never shows as a broken picture.
    const problem = await checkPickedImage(file);
    if (pick !== pickCount.current) return; // a later pick wins
    onError(problem);
    if (!problem) onPick(file);
  }

  return (
    <fieldset className="profile-photo" aria-labelledby={headingId} aria-describedby={error ? errorId : undefined}>
      <legend id={headingId} className="ui-field__label">
        Photo
      </legend>
      <div className="profile-photo__row">
        <Avatar name={name} src={preview ?? avatarUrl} size="lg" decorative={false} />
        <div className="profile-photo__actions">
          <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={handleChange} />
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
            Update
          </Button>
          <Button variant="ghost" size="sm" disabled={disabled || (!pendingFile && !avatarUrl)} loading={deleting} onClick={onDelete}>
            Delete
          </Button>
          <p className="ui-field__hint">{pendingFile ? `${pendingFile.name} will be saved with Save.` : 'JPG, PNG or GIF, up to 15 MB.'}</p>
        </div>
      </div>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
