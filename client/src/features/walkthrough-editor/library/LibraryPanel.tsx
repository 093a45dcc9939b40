/**
 * The Library tab (authoring.md §2): the company's uploaded images, newest first, an upload
 * button, and per image "Set as background" and "Add as image".
 */
import { type ChangeEvent, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { LibraryPanel_company$key } from '../../../__generated__/LibraryPanel_company.graphql';
import { IMAGE_ACCEPT } from '../../../lib/image-file';
import { Button, useToast } from '../../../ui';
import { useEditor } from '../editor-context';
import { addImageLayer, setStepBackground } from './image-actions';
import { useLibraryUpload } from './use-library-upload';

export function LibraryPanel({ company }: { company: LibraryPanel_company$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment LibraryPanel_company on Company
      @refetchable(queryName: "LibraryPanelPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 30 }, after: { type: "String" }) {
        libraryImages(first: $first, after: $after) @connection(key: "LibraryPanel_libraryImages") {
          edges {
            node {
              id
              url
              filename
            }
          }
        }
      }
    `,
    company,
  );
  const { store, ui, dispatch } = useEditor();
  const { upload, uploading, error } = useLibraryUpload();
  const inputRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const images = data.libraryImages.edges.map((edge) => edge.node);
  const stepId = ui.stepId;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) toast.success('Image added successfully.');
  }

  return (
    <div className="editor-library">
      <div className="editor-library__upload">
        <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={handleFile} />
        <Button variant="secondary" size="sm" loading={uploading} onClick={() => inputRef.current?.click()}>
          Upload image
        </Button>
        <p className="ui-field__hint">JPG, PNG or GIF, up to 15 MB.</p>
        {error && (
          <p className="ui-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {images.length === 0 ? (
        <p className="editor-panel__empty">No images yet. Uploaded images appear here for every walkthrough of the company.</p>
      ) : (
        <ul className="editor-library__grid" aria-label="Library images">
          {images.map((image) => (
            <li key={image.id} className="editor-library__item">
              <img src={image.url} alt={image.filename} loading="lazy" />
              <span className="editor-library__name" title={image.filename}>
                {image.filename}
              </span>
              <div className="editor-library__actions">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Set as background: ${image.filename}`}
                  disabled={stepId === null}
                  onClick={() => stepId !== null && setStepBackground(store, stepId, image.url)}
                >
                  Set as background
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Add as image: ${image.filename}`}
                  disabled={stepId === null}
                  onClick={async () => {
                    if (stepId === null) return;
                    dispatch({ type: 'selectLayer', layerId: await addImageLayer(store, stepId, image.url) });
                  }}
                >
                  Add as image
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button variant="ghost" size="sm" loading={isLoadingNext} onClick={() => loadNext(30)}>
          Show more images
        </Button>
      )}
    </div>
  );
}
