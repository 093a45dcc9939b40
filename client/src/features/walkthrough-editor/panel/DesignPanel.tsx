/**
 * The Design tab: the selected layer's options, or the step's fields and the style sections when
 * no layer is selected. Focus entering a field opens a gesture and leaving it closes it, so all
 * the typing in one field (or dragging a colour picker) is one undo step.
 */
import { useEditor } from '../editor-context';
import { useEditorDoc } from '../../../kit/editor';
import { LayerDesign } from './LayerDesign';
import { StepDesign } from './StepDesign';

export function DesignPanel() {
  const { store, ui } = useEditor();
  const step = useEditorDoc(store, (doc) => doc.steps.find((candidate) => candidate.id === ui.stepId));
  const config = useEditorDoc(store, (doc) => doc.config);
  if (!step) return <p className="editor-panel__empty">Add a step to start designing.</p>;
  const layer = step.layers.find((candidate) => candidate.id === ui.layerId);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus moving into and out of the panel's fields marks one undo step; the fields stay the controls.
    <div onFocus={() => store.beginGesture()} onBlur={() => store.endGesture()}>
      {layer ? <LayerDesign key={layer.id} stepId={step.id} layer={layer} /> : <StepDesign key={step.id} step={step} config={config} />}
    </div>
  );
}
