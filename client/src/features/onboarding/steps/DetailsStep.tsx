import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DetailsStep_company$key } from '../../../__generated__/DetailsStep_company.graphql';
import type { DetailsStep_user$key } from '../../../__generated__/DetailsStep_user.graphql';
import { TextField } from '../../../ui';
import { StepForm, type StepProps } from '../components/StepForm';
import { useStepSubmit } from '../components/use-step-submit';
import { useUpdateProfileMutation } from '../mutations/useUpdateProfileMutation';
import { TEXT_LIMITS } from '../../../lib/text-limits';

const LABELS = { jobTitle: 'Job title' };

interface DetailsStepProps extends StepProps {
  user: DetailsStep_user$key;
  company: DetailsStep_company$key | null | undefined;
}

/**
 * Step 4, "company details": the person's job title at the company. It is saved with the
 * company's name as the profile's "job title @ company" line (spec §2 profile header). The step
 * asks nothing else: the API has no field for "how you'll use it", and a question whose answer
 * is thrown away only slows people down.
 */
export function DetailsStep({ user, company, onDone, submitLabel, finishing }: DetailsStepProps) {
  const { profile } = useFragment(
    graphql`
      fragment DetailsStep_user on User {
        profile {
          jobTitle
        }
      }
    `,
    user,
  );
  const companyData = useFragment(
    graphql`
      fragment DetailsStep_company on Company {
        name
      }
    `,
    company,
  );
  const [updateProfile, isInFlight] = useUpdateProfileMutation();
  const { errors, checkRequired, submit, clearField } = useStepSubmit(LABELS);
  const [jobTitle, setJobTitle] = useState(profile?.jobTitle ?? '');

  async function handleSubmit() {
    if (!checkRequired({ jobTitle })) return;
    const input = { jobTitle: jobTitle.trim(), companyName: companyData?.name };
    if (await submit(async () => (await updateProfile({ input })).updateProfile, 'UpdateProfilePayload')) onDone();
  }

  return (
    <StepForm
      title="Company details"
      description={companyData ? `What do you do at ${companyData.name}?` : 'What do you do at your company?'}
      formError={errors.form}
      submitLabel={submitLabel}
      submitting={isInFlight || finishing}
      onSubmit={handleSubmit}
    >
      <TextField
        label="Job title"
        name="jobTitle"
        autoComplete="organization-title"
        required
        maxLength={TEXT_LIMITS.profileText}
        placeholder="e.g. Customer Success Manager"
        value={jobTitle}
        error={errors.fields.jobTitle}
        onChange={(event) => {
          setJobTitle(event.target.value);
          clearField('jobTitle');
        }}
      />
    </StepForm>
  );
}
