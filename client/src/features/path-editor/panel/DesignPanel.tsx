/**
 * The Design panel (authoring.md §2: collapsed by default, opened on click), wired where the spec
 * left it static (issue 8): the step's title, description and learner buttons; the selected
 * element's style (font, size, colour); its source (video link, walkthrough, embed code, alt
 * text); question settings (points, an explanation per option).
 */
import { type ChoiceOption, isAuthoringElement, PATH_LIMITS, type PathElement, parseVideoSource } from '@learnhub/content';
import { Suspense } from 'react';
import { useEditorDoc } from '../../../kit/editor';
import { GestureField } from '../elements/GestureField';
import { updateOption, updateQuestion } from '../model/choices';
import { type PathRecipe, updateElement, updateStep } from '../model/operations';
import { usePathEditor } from '../path-editor-context';
import { StyleFields } from './StyleFields';
import { WalkthroughPicker } from './WalkthroughPicker';

export function DesignPanel({ onClose }: { onClose(): void }) {
  const { store, stepId, elementId } = usePathEditor();
  const step = useEditorDoc(store, (doc) => doc.steps.find((s) => s.id === stepId) ?? null);
  const element = step?.layers.find((l) => l.id === elementId) ?? null;
  return (
    <aside className="path-design" aria-labelledby="path-design-title">
      <div className="path-design__head">
        <h2 id="path-design-title">Design</h2>
        <button type="button" className="ui-button ui-button--secondary ui-button--sm" onClick={onClose}>
          Close
        </button>
      </div>
      {step && (
        <section className="path-design__section" aria-labelledby="path-design-step">
          <h3 id="path-design-step">Step</h3>
          <GestureField
            store={store}
            visibleLabel
            value={step.title}
            label="Title"
            maxLength={PATH_LIMITS.titleLength}
            edit={(title) => updateStep(step.id, { title })}
          />
          <GestureField
            store={store}
            visibleLabel
            multiline
            value={step.description}
            label="Description"
            maxLength={PATH_LIMITS.descriptionLength}
            edit={(description) => updateStep(step.id, { description })}
          />
          <fieldset className="path-design__toggles">
            <legend>Learner buttons</legend>
            {(['complete', 'next'] as const).map((key) => (
              <label key={key}>
                <input
                  type="checkbox"
                  checked={step.buttons[key]}
                  onChange={(e) => store.edit(updateStep(step.id, { buttons: { ...step.buttons, [key]: e.target.checked } }))}
                />
                {key === 'complete' ? 'Complete' : 'Next'}
              </label>
            ))}
          </fieldset>
        </section>
      )}
      {step && element && <ElementSettings stepId={step.id} element={element} />}
      {step && !element && <p className="path-design__hint">Select an element on the canvas to change its design.</p>}
    </aside>
  );
}

function ElementSettings({ stepId, element }: { stepId: number; element: PathElement }) {
  const { store } = usePathEditor();
  const set = (patch: Record<string, unknown>) => updateElement(stepId, element.id, patch);
  if (!isAuthoringElement(element)) return <p className="path-design__hint">This element comes from an older version and has no settings.</p>;
  let fields: React.ReactNode = null;
  switch (element.type) {
    case 'large_text':
    case 'checkbox':
      fields = <StyleFields store={store} style={element} set={set} />;
      break;
    case 'body':
      fields = <StyleFields store={store} style={element} set={set} />;
      break;
    case 'image':
      fields = (
        <GestureField
          store={store}
          visibleLabel
          multiline
          value={element.altText}
          label="Alt text"
          maxLength={PATH_LIMITS.altTextLength}
          edit={(altText) => set({ altText })}
        />
      );
      break;
    case 'video': {
      const bad = element.source !== '' && !parseVideoSource(element.source);
      fields = (
        <>
          <GestureField
            store={store}
            visibleLabel
            value={element.source}
            label="Video link"
            maxLength={2048}
            edit={(source) => set({ source })}
            placeholder="https://youtu.be/…"
          />
          {bad && (
            <p role="alert" className="path-design__error">
              Use a YouTube, Vimeo or Wistia link, or the http(s) address of a video file.
            </p>
          )}
          <GestureField
            store={store}
            visibleLabel
            value={element.title}
            label="Video title (for screen readers)"
            maxLength={200}
            edit={(title) => set({ title })}
          />
        </>
      );
      break;
    }
    case 'walkthrough':
      fields = (
        <Suspense fallback={<p role="status">Loading walkthroughs…</p>}>
          <WalkthroughPicker value={element.source} onChange={(id) => store.edit(set({ source: id, material_id: id }))} />
        </Suspense>
      );
      break;
    case 'embedded_code':
      fields = (
        <>
          <GestureField
            store={store}
            visibleLabel
            multiline
            value={element.source}
            label="Embed code"
            maxLength={PATH_LIMITS.embedCodeLength}
            edit={(source) => set({ source })}
          />
          <GestureField
            store={store}
            visibleLabel
            value={element.title}
            label="Frame title (for screen readers)"
            maxLength={200}
            edit={(title) => set({ title })}
          />
        </>
      );
      break;
    case 'attachment':
    case 'file_upload':
      fields = (
        <GestureField
          store={store}
          visibleLabel
          value={element.fileName}
          label="File name"
          maxLength={PATH_LIMITS.fileNameLength}
          edit={(fileName) => set({ fileName })}
        />
      );
      break;
    case 'multi_select':
      fields = (
        <>
          <Points value={element.points} onChange={(points) => store.edit(set({ points }))} />
          <Explanations options={element.multiSelect} save={(multiSelect) => set({ multiSelect })} />
        </>
      );
      break;
    case 'multiple_choice': {
      const questions = element.multipleChoice;
      fields = questions.map((q, qi) => (
        <fieldset key={q.id} className="path-design__group">
          <legend>Question {qi + 1}</legend>
          <Points value={q.points} onChange={(points) => store.edit(set({ multipleChoice: updateQuestion(questions, q.id, { points }) }))} />
          <Explanations options={q.options} save={(options) => set({ multipleChoice: updateQuestion(questions, q.id, { options }) })} />
        </fieldset>
      ));
      break;
    }
    default:
      fields = <p className="path-design__hint">The question is edited on the canvas.</p>;
  }
  return (
    <section className="path-design__section" aria-labelledby="path-design-element">
      <h3 id="path-design-element">Element</h3>
      {fields}
    </section>
  );
}

/** An optional explanation per option, shown to learners after they answer. */
function Explanations({ options, save }: { options: readonly ChoiceOption[]; save(options: ChoiceOption[]): PathRecipe }) {
  const { store } = usePathEditor();
  return options.map((o, i) => (
    <GestureField
      key={o.id}
      store={store}
      visibleLabel
      multiline
      value={o.explanation}
      label={`Explanation for option ${i + 1} (${o.value || 'empty'})`}
      maxLength={PATH_LIMITS.explanationLength}
      edit={(explanation) => save(updateOption(options, o.id, { explanation }))}
    />
  ));
}

function Points({ value, onChange }: { value: number; onChange(points: number): void }) {
  return (
    <label className="path-labelled">
      <span>Points</span>
      <input
        className="path-field"
        type="number"
        min={0}
        max={PATH_LIMITS.maxPoints}
        value={value}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= 0 && n <= PATH_LIMITS.maxPoints) onChange(n);
        }}
      />
    </label>
  );
}
