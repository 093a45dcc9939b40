/** Shown on a step with no background and no layers (authoring.md §2 "empty-canvas prompt"). */
import { EditorIcon } from '../../../kit/editor';
import { BackgroundUpload } from './BackgroundUpload';

export function EmptyCanvasPrompt({ stepId }: { stepId: number }) {
  return (
    <div className="editor-empty-canvas">
      <span className="editor-empty-canvas__icon">
        <EditorIcon name="image" size={32} />
      </span>
      <h2 className="editor-empty-canvas__title">Start with a screenshot</h2>
      <p className="editor-empty-canvas__text">Upload a background for this step: it is shown 1024 pixels wide. Then add shapes, text and hotspots on top.</p>
      <BackgroundUpload stepId={stepId} label="Upload background" />
      <p className="editor-empty-canvas__hint">JPG, PNG or GIF, up to 15 MB. Or pick one from the Library tab.</p>
    </div>
  );
}
