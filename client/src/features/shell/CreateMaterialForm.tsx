import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { NAME_REQUIRED_ALERT, nameProblem } from '../../lib/material-name';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, TextField } from '../../ui';
import { useCreateMaterialMutation } from './mutations/useCreateMaterialMutation';
import { TEXT_LIMITS } from '../../lib/text-limits';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

const KINDS = [
  { value: 'WALKTHROUGH', label: 'Walkthrough', hint: 'A guided product tour made of screenshot steps.' },
  { value: 'PATH', label: 'Paths', hint: 'Documentation or training made of ordered steps.' },
] as const;
const FAILED = 'Failed to create the material. Please try again.';

/**
 * Name and kind (spec §2, §5). Create stays disabled while the name is blank; pressing Enter on a
 * blank name says why. On success the browser goes to the new material's editor.
 */
export function CreateMaterialForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<(typeof KINDS)[number]['value']>('WALKTHROUGH');
  const [alert, setAlert] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [create, creating] = useCreateMaterialMutation();
  const navigate = useNavigate();
  const blank = nameProblem(name) !== null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank) {
      setAlert(NAME_REQUIRED_ALERT);
      return;
    }
    setAlert(null);
    try {
      const { createMaterial: result } = await create({ input: { name: name.trim(), kind } });
      const failure = mutationFailure(result, 'MaterialPayload', FAILED);
      if (failure) {
        if (failure.fieldErrors.name) setNameError(failure.fieldErrors.name);
        else setAlert(failure.message);
        return;
      }
      const editPath = result.__typename === 'MaterialPayload' ? result.material?.editPath : undefined;
      if (!editPath) return;
      onClose();
      navigate(editPath);
    } catch (caught) {
      setAlert(networkErrorMessage(caught, FAILED));
    }
  }

  // A disabled Create button blocks the browser's Enter-to-submit; say why instead of doing nothing.
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && blank) {
      event.preventDefault();
      setAlert(NAME_REQUIRED_ALERT);
    }
  }

  return (
    <form className="create-material" onSubmit={handleSubmit} noValidate aria-label="Create new material">
      <TextField
        label="Name"
        value={name}
        placeholder="Give this material a name"
        maxLength={TEXT_LIMITS.materialName}
        validate={nameProblem}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
          if (event.target.value.trim()) setAlert(null);
        }}
        onKeyDown={handleKeyDown}
        data-autofocus
      />
      <fieldset className="create-material__kinds">
        <legend>What do you want to create?</legend>
        {KINDS.map((option) => (
          <label key={option.value} className="create-material__kind">
            <input type="radio" name="kind" value={option.value} checked={kind === option.value} onChange={() => setKind(option.value)} />
            <span>
              <strong>{option.label}</strong>
              <span className="create-material__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {alert && (
        <p role="alert" className="create-material__alert">
          {alert}
        </p>
      )}
      <div className="create-material__footer">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={blank} loading={creating}>
          Create
        </Button>
      </div>
    </form>
  );
}
