import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { IndustryStep_query$key } from '../../../__generated__/IndustryStep_query.graphql';
import type { IndustryStep_user$key } from '../../../__generated__/IndustryStep_user.graphql';
import { Select, TextField } from '../../../ui';
import { StepForm, type StepProps } from '../components/StepForm';
import { useStepSubmit } from '../components/use-step-submit';
import { useUpdateBioMutation } from '../mutations/useUpdateBioMutation';
import { TEXT_LIMITS } from '../../../lib/text-limits';

const LABELS = { industryName: 'Industry', industryRole: 'Role' };

interface IndustryStepProps extends StepProps {
  query: IndustryStep_query$key;
  user: IndustryStep_user$key;
}

/** Step 2: industry (from the server's full list) and role, both required. */
export function IndustryStep({ query, user, onDone, submitLabel, finishing }: IndustryStepProps) {
  const { industries } = useFragment(
    graphql`
      fragment IndustryStep_query on Query {
        industries
      }
    `,
    query,
  );
  const { profile } = useFragment(
    graphql`
      fragment IndustryStep_user on User {
        profile {
          industryName
          industryRole
        }
      }
    `,
    user,
  );
  const [updateBio, isInFlight] = useUpdateBioMutation();
  const { errors, checkRequired, submit, clearField } = useStepSubmit(LABELS);
  const [industryName, setIndustryName] = useState(profile?.industryName ?? '');
  const [industryRole, setIndustryRole] = useState(profile?.industryRole ?? '');

  async function handleSubmit() {
    if (!checkRequired({ industryName, industryRole })) return;
    const input = { industryName, industryRole: industryRole.trim() };
    if (await submit(async () => (await updateBio({ input })).updateBio, 'UpdateProfilePayload')) onDone();
  }

  return (
    <StepForm
      title="Tell us about your work"
      description="We use this to suggest templates that fit your field."
      formError={errors.form}
      submitLabel={submitLabel}
      submitting={isInFlight || finishing}
      onSubmit={handleSubmit}
    >
      <Select
        label="Industry"
        name="industryName"
        required
        placeholder="Choose an industry"
        options={industries}
        value={industryName}
        error={errors.fields.industryName}
        onChange={(event) => {
          setIndustryName(event.target.value);
          clearField('industryName');
        }}
      />
      <TextField
        label="Role"
        name="industryRole"
        required
        maxLength={TEXT_LIMITS.profileText}
        placeholder="e.g. Head of Training"
        value={industryRole}
        error={errors.fields.industryRole}
        onChange={(event) => {
          setIndustryRole(event.target.value);
          clearField('industryRole');
        }}
      />
    </StepForm>
  );
}
