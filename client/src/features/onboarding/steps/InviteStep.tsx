import { useState } from 'react';
import { MESSAGES, validateEmail } from '../../../lib/validation';
import { Button, Select, TextField, useToast } from '../../../ui';
import { canSendInvites, type InviteRow, invalidInviteRows, invitesInput, MAX_INVITE_ROWS, newInviteRow } from '../../../lib/invite-rows';
import { ONBOARDING_INVITE_ROLES, ROLE_LABELS } from '../../../lib/roles';
import { StepForm, type StepProps } from '../components/StepForm';
import { useStepSubmit } from '../components/use-step-submit';
import { useInviteTeamMembersMutation } from '../mutations/useInviteTeamMembersMutation';
import { TEXT_LIMITS } from '../../../lib/text-limits';

const LABELS = { 'invites.*.email': 'Email', 'invites.*.role': 'Role' };
const ROLE_OPTIONS = ONBOARDING_INVITE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Step 6: rows of e-mail and role; Send is disabled while any e-mail is empty; Skip moves on. */
export function InviteStep({ onDone, finishing }: StepProps) {
  const toast = useToast();
  const [invite, isInFlight] = useInviteTeamMembersMutation();
  const { errors, setErrors, submit } = useStepSubmit(LABELS);
  const [rows, setRows] = useState<InviteRow[]>(() => [newInviteRow()]);

  function updateRow(index: number, change: Partial<InviteRow>) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  }

  function removeRow(index: number) {
    setRows((current) => current.filter((_, i) => i !== index));
    setErrors({ fields: {}, form: null }); // messages are keyed by row number, which just shifted
  }

  async function handleSend() {
    const invalid = invalidInviteRows(rows);
    if (invalid.length > 0) {
      setErrors({ fields: Object.fromEntries(invalid.map((i) => [`invites.${i}.email`, MESSAGES.invalidEmail])), form: null });
      return;
    }
    const input = { invites: invitesInput(rows) };
    let sentMessage = '';
    const sent = await submit(async () => {
      const result = (await invite({ input })).inviteTeamMembers;
      if (result.__typename === 'InviteTeamMembersPayload') sentMessage = result.message ?? '';
      return result;
    }, 'InviteTeamMembersPayload');
    if (sent) {
      toast.success(sentMessage || 'Invites sent successfully!');
      onDone();
    }
  }

  const busy = isInFlight || finishing;
  return (
    <StepForm
      title="Invite your team"
      description="Build learning materials together. You can also invite people later from the team page."
      formError={errors.form}
      submitLabel="Send invites"
      submitting={busy}
      submitDisabled={!canSendInvites(rows)}
      onSubmit={handleSend}
      secondaryActions={
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Skip
        </Button>
      }
    >
      <div className="onb-invites" aria-hidden="true">
        <span>Email</span>
        <span>Role</span>
      </div>
      {rows.map((row, index) => (
        <div key={row.key} className="onb-invites__row">
          <TextField
            label={`Email ${index + 1}`}
            hideLabel
            type="text"
            inputMode="email"
            autoComplete="off"
            placeholder="name@company.com"
            maxLength={TEXT_LIMITS.email}
            value={row.email}
            validate={validateEmail}
            error={errors.fields[`invites.${index}.email`]}
            onChange={(event) => updateRow(index, { email: event.target.value })}
          />
          <Select
            label={`Role ${index + 1}`}
            hideLabel
            options={ROLE_OPTIONS}
            value={row.role}
            error={errors.fields[`invites.${index}.role`]}
            onChange={(event) => updateRow(index, { role: event.target.value as InviteRow['role'] })}
          />
          {index > 0 ? (
            <Button variant="ghost" size="sm" aria-label={`Remove invite ${index + 1}`} onClick={() => removeRow(index)}>
              <span aria-hidden="true">×</span>
            </Button>
          ) : (
            <span className="onb-invites__spacer" />
          )}
        </div>
      ))}
      {rows.length < MAX_INVITE_ROWS && (
        <Button variant="ghost" className="onb-invites__add" onClick={() => setRows((current) => [...current, newInviteRow()])}>
          + Add another
        </Button>
      )}
    </StepForm>
  );
}
