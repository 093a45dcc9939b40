/**
 * Multiple-choice (several questions, one correct option each) and multi-select (several correct)
 * authoring on the canvas (authoring.md §4): options added, removed and reordered by drag or
 * keyboard; the correct answer marked with a radio (one) or checkboxes (several).
 */
import { type ChoiceOption, type ChoiceQuestion, PATH_LIMITS, type PathDoc } from '@learnhub/content';
import { useId } from 'react';
import { Button } from '../../../ui';
import { DeleteIcon, DragIcon, type EditorStore, SortableList, useSortableItem } from '../../../kit/editor';
import { addOption, addQuestion, markCorrect, moveOption, removeOption, removeQuestion, updateOption, updateQuestion } from '../model/choices';
import { updateElement } from '../model/operations';
import { GestureField } from './GestureField';

type OptionsProps = {
  store: EditorStore<PathDoc>;
  options: readonly ChoiceOption[];
  single: boolean;
  questionLabel: string;
  /** The recipe that stores a new option list. */
  save(options: ChoiceOption[]): ReturnType<typeof updateElement>;
};

function OptionRow({ option, index, props, group }: { option: ChoiceOption; index: number; props: OptionsProps; group: string }) {
  const { itemProps, handleProps, isDragging } = useSortableItem(option.id);
  const { store, options, single, save } = props;
  const name = option.value || `Option ${index + 1}`;
  return (
    <li {...itemProps} className={`path-option${isDragging ? ' path-option--dragging' : ''}`}>
      <button type="button" className="path-icon-button" aria-label={`Reorder ${name}`} {...handleProps}>
        <DragIcon />
      </button>
      <input
        type={single ? 'radio' : 'checkbox'}
        name={group}
        checked={option.isChecked}
        aria-label={`${name} is correct`}
        onChange={() => store.edit(save(markCorrect(options, option.id, single)))}
      />
      <GestureField
        store={store}
        value={option.value}
        label={`Option ${index + 1}`}
        maxLength={PATH_LIMITS.optionLength}
        edit={(value) => save(updateOption(options, option.id, { value }))}
      />
      <button
        type="button"
        className="path-icon-button"
        aria-label={`Remove ${name}`}
        disabled={options.length <= 1}
        onClick={() => store.edit(save(removeOption(options, option.id, single)))}
      >
        <DeleteIcon />
      </button>
    </li>
  );
}

export function OptionsEditor(props: OptionsProps) {
  const group = useId();
  const { store, options, save, questionLabel } = props;
  return (
    <div className="path-options">
      <SortableList
        ids={options.map((o) => o.id)}
        noun="option"
        labelOf={(id) => options.find((o) => o.id === id)?.value || 'the option'}
        onMove={(from, to) => store.edit(save(moveOption(options, from, to)))}
      >
        <ul className="path-options__list" aria-label={`Options of ${questionLabel}`}>
          {options.map((option, index) => (
            <OptionRow key={option.id} option={option} index={index} props={props} group={group} />
          ))}
        </ul>
      </SortableList>
      <Button variant="secondary" size="sm" disabled={options.length >= PATH_LIMITS.maxOptions} onClick={() => store.edit(save(addOption(options)))}>
        Add option
      </Button>
    </div>
  );
}

type ChoiceProps = { store: EditorStore<PathDoc>; stepId: number; elementId: string; questions: readonly ChoiceQuestion[] };

export function MultipleChoiceEditor({ store, stepId, elementId, questions }: ChoiceProps) {
  const save = (next: ChoiceQuestion[]) => updateElement(stepId, elementId, { multipleChoice: next });
  return (
    <div className="path-choice-editor">
      {questions.map((q, index) => (
        <fieldset key={q.id} className="path-choice-editor__question">
          <legend>Question {index + 1}</legend>
          <GestureField
            store={store}
            value={q.question}
            label={`Question ${index + 1}`}
            maxLength={PATH_LIMITS.questionLength}
            edit={(question) => save(updateQuestion(questions, q.id, { question }))}
          />
          <OptionsEditor
            store={store}
            options={q.options}
            single
            questionLabel={`question ${index + 1}`}
            save={(options) => save(updateQuestion(questions, q.id, { options }))}
          />
          <Button variant="secondary" size="sm" disabled={questions.length <= 1} onClick={() => store.edit(save(removeQuestion(questions, q.id)))}>
            Remove question {index + 1}
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" size="sm" disabled={questions.length >= PATH_LIMITS.maxQuestions} onClick={() => store.edit(save(addQuestion(questions)))}>
        Add question
      </Button>
    </div>
  );
}
