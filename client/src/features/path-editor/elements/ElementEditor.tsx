/**
 * One element on the path editor's canvas, edited in place (authoring.md §4 "Path editing"):
 * titles, body text, questions, options and labels are typed where they are shown; images and
 * attachments are uploaded in their upload area; a video link, a walkthrough and embed code are
 * chosen in the Design panel (the canvas shows what they will look like).
 */
import { isAuthoringElement, PATH_LIMITS, type PathDoc, type PathElement } from '@learnhub/content';
import { lazy, memo, Suspense } from 'react';
import { ElementView } from '../../path-viewer';
import type { EditorStore } from '../../../kit/editor';
import { updateElement } from '../model/operations';
import { MultipleChoiceEditor, OptionsEditor } from './ChoiceEditor';
import { GestureField } from './GestureField';
import { UploadArea } from './UploadArea';

type Props = { store: EditorStore<PathDoc>; stepId: number; element: PathElement; label: string };

// ProseMirror loads with the first body element shown, not with the editor (most of its weight).
const BodyEditor = lazy(async () => ({ default: (await import('./BodyEditor')).BodyEditor }));

const fontOf = (family: string) => `"${family.replace(/["\\]/g, '')}", var(--font-sans, sans-serif)`;

/**
 * Memoised: every card re-renders on each pointer move of a drag (dnd-kit's hooks) and on every
 * edit of the step, while an element's editor depends only on these props (the store shares
 * unchanged elements between versions), so only the element that changed re-renders.
 */
export const ElementEditor = memo(function ElementEditor({ store, stepId, element, label }: Props) {
  const set = (patch: Record<string, unknown>) => updateElement(stepId, element.id, patch);
  if (!isAuthoringElement(element))
    return (
      <div className="path-element-editor__legacy">
        <p className="path-element-editor__note">This kind of element ({element.type}) comes from an older version and can't be edited here.</p>
        <ElementView element={element} answering={false} />
      </div>
    );
  const question = (text: string) => (
    <GestureField store={store} value={text} label={`${label} question`} maxLength={PATH_LIMITS.questionLength} edit={(value) => set({ question: value })} />
  );
  switch (element.type) {
    case 'large_text':
      return (
        <GestureField
          store={store}
          wrap
          className="path-field--title"
          style={{ fontSize: element.fontSize, color: element.color, fontFamily: fontOf(element.fontFamily) }}
          value={element.content}
          label={label}
          maxLength={PATH_LIMITS.textLength}
          edit={(content) => set({ content })}
        />
      );
    case 'body':
      return (
        <Suspense fallback={<ElementView element={element} answering={false} />}>
          <BodyEditor
            doc={element.content}
            label={label}
            style={{ fontSize: element.fontSize, color: element.color, fontFamily: fontOf(element.fontFamily), background: element.fill }}
            onChange={(content) => store.editInGesture(set({ content }))}
            onBegin={() => store.beginGesture()}
            onEnd={() => store.endGesture()}
            onUndo={() => {
              store.endGesture();
              store.undo();
            }}
            onRedo={() => {
              store.endGesture();
              store.redo();
            }}
          />
        </Suspense>
      );
    case 'image':
      return element.source ? (
        <div className="path-element-editor__media">
          <ElementView element={element} answering={false} />
          <UploadArea kind="image" label="Replace image" onUploaded={(f) => store.edit(set({ source: f.url, fileName: f.name }))} />
        </div>
      ) : (
        <UploadArea kind="image" label="Upload image" onUploaded={(f) => store.edit(set({ source: f.url, fileName: f.name }))} />
      );
    case 'attachment':
      return (
        <div className="path-element-editor__media">
          {element.source && <ElementView element={element} answering={false} />}
          <UploadArea
            kind="attachment"
            label={element.source ? 'Replace attachment' : 'Upload attachment'}
            onUploaded={(f) => store.edit(set({ source: f.url, fileName: f.name, fileType: f.type }))}
          />
        </div>
      );
    case 'video':
    case 'walkthrough':
      return <ElementView element={element} answering={false} />;
    case 'embedded_code':
      return element.source ? (
        <ElementView element={element} answering={false} />
      ) : (
        <p className="path-element__placeholder">Add the embed code in the Design panel (Settings of this element).</p>
      );
    case 'short_answer':
    case 'long_answer':
    case 'date':
    case 'time':
    case 'file_upload':
      return (
        <div className="path-element-editor__question">
          {question(element.question)}
          <p className="path-element-editor__note">
            {element.type === 'short_answer'
              ? 'Learners answer in one line.'
              : element.type === 'long_answer'
                ? 'Learners answer in a paragraph.'
                : element.type === 'date'
                  ? 'Learners pick a date.'
                  : element.type === 'time'
                    ? 'Learners pick a time.'
                    : 'Learners upload a file.'}
          </p>
        </div>
      );
    case 'checkbox':
      return (
        <div className="path-element-editor__checkbox">
          <span className="path-element-editor__box" aria-hidden="true" />
          <GestureField
            store={store}
            value={element.label}
            label={`${label} text`}
            maxLength={PATH_LIMITS.textLength}
            edit={(value) => set({ label: value })}
            style={{ fontSize: element.fontSize, color: element.color, fontFamily: fontOf(element.fontFamily) }}
          />
        </div>
      );
    case 'multi_select':
      return (
        <div className="path-element-editor__question">
          {question(element.question)}
          <OptionsEditor
            store={store}
            options={element.multiSelect}
            single={false}
            questionLabel={label}
            save={(options) => updateElement(stepId, element.id, { multiSelect: options })}
          />
        </div>
      );
    case 'multiple_choice':
      return <MultipleChoiceEditor store={store} stepId={stepId} elementId={element.id} questions={element.multipleChoice} />;
  }
});
