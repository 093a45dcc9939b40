/**
 * The Design tab with no layer selected: the step's own fields (name, title, description, the
 * background's alt text, removing the background) and the walkthrough's style sections.
 */
import { LIMITS, type ConfigSection, type WalkthroughStep } from '../../../lib/walkthrough/types';
import { Button } from '../../../ui';
import { useEditor } from '../editor-context';
import { setBackground, type StepPatch, updateStep } from '../model/operations';
import { ConfigDesign } from './ConfigDesign';
import { TextInput } from './fields/TextInput';

export function StepDesign({ step, config }: { step: WalkthroughStep; config: readonly ConfigSection[] }) {
  const { store } = useEditor();
  const change = (patch: StepPatch) => store.editInGesture(updateStep(step.id, patch));

  return (
    <div className="editor-design">
      <h2 className="editor-panel__title">Step</h2>
      <p className="editor-panel__note">Select a layer on the canvas to change its design.</p>
      <fieldset className="editor-design__group">
        <legend>Content</legend>
        <TextInput label="Name" value={step.name} maxLength={LIMITS.nameLength} onChange={(name) => change({ name })} />
        <TextInput label="Title" value={step.title} maxLength={LIMITS.titleLength} onChange={(title) => change({ title })} />
        <TextInput
          label="Description"
          multiline
          value={step.description}
          maxLength={LIMITS.descriptionLength}
          onChange={(description) => change({ description })}
        />
      </fieldset>
      <fieldset className="editor-design__group">
        <legend>Background</legend>
        {step.backgroundUrl ? (
          <>
            <img className="editor-design__background" src={step.backgroundUrl} alt="" />
            <TextInput
              label="Alt text"
              multiline
              value={step.altText}
              maxLength={LIMITS.altTextLength}
              hint="Describe the screenshot for people who can't see it"
              onChange={(altText) => change({ altText })}
            />
            <Button variant="secondary" size="sm" onClick={() => store.edit(setBackground(step.id, null, null))}>
              Remove background
            </Button>
          </>
        ) : (
          <p className="editor-panel__note">No background yet: upload one on the canvas, or pick one in the Library tab.</p>
        )}
      </fieldset>
      <ConfigDesign config={config} />
    </div>
  );
}
