/**
 * Uploading a picked image to the library (used by the Library panel and the empty-canvas
 * prompt): the type and size checks of authoring.md §5 first, then the upload; the server's
 * message when it refuses.
 */
import { useState } from 'react';
import { checkPickedImage } from '../../../lib/image-file';
import { commitAsync } from '../../../lib/mutations/commit-async';
import { mutationFailure } from '../../../lib/mutations/mutation-failure';
import { useEditor } from '../editor-context';
import { useUploadLibraryImageMutation } from '../mutations/useUploadLibraryImageMutation';
import { networkErrorMessage } from '../../../lib/mutations/form-errors';

const FAILED = 'Something went wrong.';

export type UploadedImage = { id: string; url: string; filename: string };

export function useLibraryUpload() {
  const { libraryConnectionId } = useEditor();
  const [commit, uploading] = useUploadLibraryImageMutation();
  const [error, setError] = useState<string | null>(null);

  /** The uploaded image, or null (with `error` set) when it was refused. */
  async function upload(file: File): Promise<UploadedImage | null> {
    const problem = await checkPickedImage(file);
    setError(problem);
    if (problem) return null;
    try {
      const { uploadLibraryImage: result } = await commitAsync(commit, {
        variables: { input: { file }, connections: [libraryConnectionId] },
        uploadables: { 'input.file': file },
      });
      const failure = mutationFailure(result, 'LibraryImagePayload', FAILED);
      if (failure) {
        setError(Object.values(failure.fieldErrors)[0] ?? failure.message);
        return null;
      }
      return (result.__typename === 'LibraryImagePayload' && result.libraryImage) || null;
    } catch (caught) {
      setError(networkErrorMessage(caught, FAILED));
      return null;
    }
  }

  return { upload, uploading, error, clearError: () => setError(null) };
}
