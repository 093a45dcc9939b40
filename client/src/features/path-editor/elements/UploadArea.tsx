/** The upload area of an image or attachment element: pick a file, "Uploading..." with a progress bar, the refusal's message. */
import { useId, useRef, useState } from 'react';
import { Button, ProgressBar } from '../../../ui';
import { acceptFor, pickedFileProblem, type UploadKind, uploadFile } from './upload-file';

type Props = { kind: UploadKind; label: string; onUploaded(file: { url: string; name: string; type: string }): void };

export function UploadArea({ kind, label, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  async function handle(file: File | undefined) {
    if (!file) return;
    const problem = await pickedFileProblem(file, kind);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      const url = await uploadFile(file, setProgress);
      onUploaded({ url, name: file.name, type: file.type });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong.');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="path-upload">
      {progress !== null ? (
        <div role="status" className="path-upload__progress">
          <span>Uploading...</span>
          <ProgressBar value={Math.round(progress * 100)} label="Upload progress" />
        </div>
      ) : (
        <>
          <p className="path-upload__hint">{kind === 'image' ? 'JPG, JPEG or PNG, up to 15 MB.' : 'PDF, DOCX or CSV, up to 15 MB.'}</p>
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()} aria-describedby={error ? errorId : undefined}>
            {label}
          </Button>
        </>
      )}
      <input ref={input} type="file" hidden accept={acceptFor(kind)} aria-label={label} onChange={(e) => handle(e.target.files?.[0])} />
      {error && (
        <p id={errorId} role="alert" className="path-upload__error">
          {error}
        </p>
      )}
    </div>
  );
}
