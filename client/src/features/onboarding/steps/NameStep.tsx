import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { NameStep_user$key } from '../../../__generated__/NameStep_user.graphql';
import { TextField } from '../../../ui';
import { StepForm, type StepProps } from '../components/StepForm';
import { useStepSubmit } from '../components/use-step-submit';
import { useUpdateProfileMutation } from '../mutations/useUpdateProfileMutation';
import { TEXT_LIMITS } from '../../../lib/text-limits';

const LABELS = { firstName: 'First name', lastName: 'Last name' };

/** Step 1: first and last name, both required. */
export function NameStep({ user, onDone, submitLabel, finishing }: StepProps & { user: NameStep_user$key }) {
  const { profile } = useFragment(
    graphql`
      fragment NameStep_user on User {
        profile {
          firstName
          lastName
        }
      }
    `,
    user,
  );
  const [updateProfile, isInFlight] = useUpdateProfileMutation();
  const { errors, checkRequired, submit, clearField } = useStepSubmit(LABELS);
  const [firstName, setFirstName] = useState(profile?.firstName ?? '');
  const [lastName, setLastName] = useState(profile?.lastName ?? '');

  async function handleSubmit() {
    if (!checkRequired({ firstName, lastName })) return;
    const input = { firstName: firstName.trim(), lastName: lastName.trim() };
    if (await submit(async () => (await updateProfile({ input })).updateProfile, 'UpdateProfilePayload')) onDone();
  }

  return (
    <StepForm title="What's your name?" formError={errors.form} submitLabel={submitLabel} submitting={isInFlight || finishing} onSubmit={handleSubmit}>
      <div className="onb-row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={TEXT_LIMITS.profileText}
          value={firstName}
          error={errors.fields.firstName}
          onChange={(event) => {
            setFirstName(event.target.value);
            clearField('firstName');
          }}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={TEXT_LIMITS.profileText}
          value={lastName}
          error={errors.fields.lastName}
          onChange={(event) => {
            setLastName(event.target.value);
            clearField('lastName');
          }}
        />
      </div>
    </StepForm>
  );
}
