import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { checkPickedImage, IMAGE_ACCEPT } from '../../lib/image-file';

interface LogoDropProps {
  /** The saved logo's address, or a preview of the picked file. */
  previewUrl: string | null;
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * The sign-in design's logo uploader (audience.md §2): click or drop a PNG, GIF or JPEG, a
 * 300×200 preview with an "x" to remove it, and the spec's hint. The box is a real button, so
 * the keyboard picks a file too.
 */
export function LogoDrop({ previewUrl, onPick, onRemove, disabled }: LogoDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function take(file: File | undefined) {
    if (!file) return;
    // The spec's uploader checks the type only; the file is decoded too, so a renamed file is refused here.
    const problem = await checkPickedImage(file, { checkSize: false });
    setError(problem);
    if (!problem) onPick(file);
  }

  function handleDrop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setOver(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  }

  return (
    <div className="logo-drop">
      <div className="logo-drop__frame">
        <button
          type="button"
          className={`logo-drop__box${over ? ' logo-drop__box--over' : ''}`}
          aria-describedby={hintId}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={handleDrop}
        >
          {previewUrl ? (
            <img src={previewUrl} alt="Company logo" className="logo-drop__preview" />
          ) : (
            <span className="logo-drop__empty">Click to upload or drag and drop the logo here</span>
          )}
        </button>
        {previewUrl && !disabled && (
          <button type="button" className="logo-drop__remove" aria-label="Remove the logo" onClick={onRemove}>
            ×
          </button>
        )}
      </div>
      <p id={hintId} className="ui-field__hint">
        SVG, PNG, JPG or GIF (max 400*800px)
      </p>
      {error && (
        <p role="alert" className="ui-field__message">
          {error}
        </p>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}

/** An object URL for a picked file, revoked when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
