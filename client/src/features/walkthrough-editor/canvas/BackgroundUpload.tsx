/**
 * "Upload background": picks an image, checks it (authoring.md §5 messages), adds it to the
 * library, then makes it the step's background at width 1024.
 */
import { type ChangeEvent, useId, useRef } from 'react';
import { IMAGE_ACCEPT } from '../../../lib/image-file';
import { Button, type ButtonVariant } from '../../../ui';
import { useEditor } from '../editor-context';
import { setStepBackground } from '../library/image-actions';
import { useLibraryUpload } from '../library/use-library-upload';
import { EditorIcon } from '../../../kit/editor';

type Props = { stepId: number; label: string; variant?: ButtonVariant; size?: 'sm' | 'md' };

export function BackgroundUpload({ stepId, label, variant = 'primary', size = 'md' }: Props) {
  const { store } = useEditor();
  const { upload, uploading, error } = useLibraryUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) await setStepBackground(store, stepId, image.url);
  }

  return (
    <div className="editor-background-upload">
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="background-file"
        onChange={handleFile}
      />
      <Button variant={variant} size={size} loading={uploading} aria-describedby={error ? errorId : undefined} onClick={() => inputRef.current?.click()}>
        <EditorIcon name="upload" size={18} />
        {label}
      </Button>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
