import { type FormEvent, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AccessListEditor_material$key } from '../../__generated__/AccessListEditor_material.graphql';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { validateEmail } from '../../lib/validation';
import { Button, TextField, useToast } from '../../ui';
import { addAccessEmail } from './material-display';
import { useSetMaterialAccessMutation } from './mutations/useSetMaterialAccessMutation';
import { TEXT_LIMITS } from '../../lib/text-limits';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

const FAILED = 'Failed to save the access list. Please try again.';

/** One private material: its invited e-mails, each removable, and a field to add one. Each change saves. */
export function AccessListEditor({ material, canWrite }: { material: AccessListEditor_material$key; canWrite: boolean }) {
  const data = useFragment(
    graphql`
      fragment AccessListEditor_material on Material {
        id
        name
        accessEmails @required(action: THROW)
      }
    `,
    material,
  );
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSetMaterialAccessMutation();
  const toast = useToast();
  const headingId = useId();

  async function commit(emails: string[]): Promise<boolean> {
    try {
      const { setMaterialAccess: result } = await save({ input: { materialId: data.id, emails } });
      const failure = mutationFailure(result, 'MaterialPayload', FAILED);
      if (!failure) return true;
      const fieldMessage = Object.entries(failure.fieldErrors).find(([field]) => field.startsWith('emails'))?.[1];
      if (fieldMessage) setError(fieldMessage);
      else toast.error(failure.message);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, FAILED));
    }
    return false;
  }

  async function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) return;
    const problem = validateEmail(email.trim());
    if (problem) {
      setError(problem);
      return;
    }
    if (await commit(addAccessEmail(data.accessEmails, email))) setEmail('');
  }

  return (
    <section className="access-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{data.name}</h3>
      {data.accessEmails.length === 0 ? (
        <p className="access-card__none">Nobody is invited yet.</p>
      ) : (
        <ul className="access-card__emails" aria-label={`Invited to ${data.name}`}>
          {data.accessEmails.map((address) => (
            <li key={address}>
              <span>{address}</span>
              {canWrite && (
                <Button variant="ghost" size="sm" disabled={saving} onClick={() => void commit(data.accessEmails.filter((item) => item !== address))}>
                  Remove<span className="visually-hidden"> {address}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form className="access-card__add" onSubmit={handleAdd} noValidate>
          <TextField
            label={`Invite a learner to ${data.name}`}
            type="text"
            inputMode="email"
            autoComplete="off"
            value={email}
            placeholder="name@company.com"
            maxLength={TEXT_LIMITS.email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={saving}>
            Add
          </Button>
        </form>
      )}
    </section>
  );
}
