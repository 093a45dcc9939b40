import { type FormEvent, useState } from 'react';
import { Button, Select, TextField, useToast } from '../../ui';
import { commitAsync } from '../../lib/mutations/commit-async';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { type InviteRow, invitesInput, MAX_INVITE_ROWS, newInviteRow } from '../../lib/invite-rows';
import { useSendInvitesMutation } from './mutations/useSendInvitesMutation';
import { ROLE_OPTIONS, type RoleValue } from '../../lib/roles';
import { TEXT_LIMITS } from '../../lib/text-limits';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

const SENT = 'Invites sent successfully!';
const FAILED = 'Failed to send invites. Please try again.';

/**
 * "Invite team members": rows of e-mail and role, "Add another", "Send invites" (spec §2, §4, §8).
 * `assignRoles` (viewer.can.assignRoles) are the roles the viewer may give; the others show disabled.
 */
export function InviteForm({ assignRoles, onSent }: { assignRoles: readonly string[]; onSent?: () => void }) {
  const [rows, setRows] = useState<InviteRow[]>(() => [newInviteRow()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, sending] = useSendInvitesMutation();
  const toast = useToast();
  const roleOptions = ROLE_OPTIONS.map((option) => ({ ...option, disabled: !assignRoles.includes(option.value) }));

  function update(key: number, patch: Partial<InviteRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      const { inviteTeamMembers } = await commitAsync(commit, { variables: { input: { invites: invitesInput(rows) } } });
      const failure = mutationFailure(inviteTeamMembers, 'InviteTeamMembersPayload', FAILED);
      if (failure) {
        setErrors(failure.fieldErrors);
        toast.error(failure.message);
        return;
      }
      toast.success(SENT);
      setRows([newInviteRow()]);
      onSent?.();
    } catch (caught) {
      toast.error(networkErrorMessage(caught, FAILED));
    }
  }

  return (
    <form className="settings-card invite-form" onSubmit={handleSubmit} noValidate aria-labelledby="invite-heading">
      <header className="settings-card__header">
        <h2 id="invite-heading" className="settings-card__title">
          Invite team members
        </h2>
      </header>
      <ul className="invite-form__rows">
        {rows.map((row, index) => (
          <li key={row.key} className="invite-form__row">
            <TextField
              label={`Email ${index + 1}`}
              inputMode="email"
              autoComplete="off"
              placeholder="name@company.com"
              maxLength={TEXT_LIMITS.email}
              value={row.email}
              onChange={(event) => update(row.key, { email: event.target.value })}
              error={errors[`invites.${index}.email`]}
              fieldClassName="invite-form__email"
            />
            <Select
              label={`Role ${index + 1}`}
              options={roleOptions}
              value={row.role}
              onChange={(event) => update(row.key, { role: event.target.value as RoleValue })}
              error={errors[`invites.${index}.role`]}
              fieldClassName="invite-form__role"
            />
            {index > 0 && (
              <Button
                variant="ghost"
                size="sm"
                className="invite-form__remove"
                aria-label={`Remove invite ${index + 1}`}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
      {errors.invites && (
        <p className="ui-field__error" role="alert">
          {errors.invites}
        </p>
      )}
      <div className="invite-form__actions">
        <Button variant="secondary" onClick={() => setRows((current) => [...current, newInviteRow()])} disabled={rows.length >= MAX_INVITE_ROWS}>
          Add another
        </Button>
        <Button type="submit" loading={sending}>
          Send invites
        </Button>
      </div>
    </form>
  );
}
