import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CompanyStep_company$key } from '../../../__generated__/CompanyStep_company.graphql';
import { TextField } from '../../../ui';
import { StepForm, type StepProps } from '../components/StepForm';
import { useStepSubmit } from '../components/use-step-submit';
import { useSaveOnboardingCompanyMutation } from '../mutations/useSaveOnboardingCompanyMutation';
import { TEXT_LIMITS } from '../../../lib/text-limits';

const LABELS = { name: 'Company name', website: 'Website' };

/** Step 3: company name (required, trimmed) and website. Creates the company; its creator is the Owner. */
export function CompanyStep({ company, onDone, submitLabel, finishing }: StepProps & { company: CompanyStep_company$key | null | undefined }) {
  const saved = useFragment(
    graphql`
      fragment CompanyStep_company on Company {
        name
        website
      }
    `,
    company,
  );
  const [saveCompany, isInFlight] = useSaveOnboardingCompanyMutation();
  const { errors, checkRequired, submit, clearField } = useStepSubmit(LABELS);
  const [name, setName] = useState(saved?.name ?? '');
  const [website, setWebsite] = useState(saved?.website ?? '');

  async function handleSubmit() {
    if (!checkRequired({ name })) return;
    // The browser's time zone becomes the company's (analytics count days in it; Settings changes it).
    const input = { name: name.trim(), website: website.trim(), timeZone: browserTimeZone() };
    if (await submit(async () => (await saveCompany({ input })).saveOnboardingCompany, 'CompanyPayload')) onDone();
  }

  return (
    <StepForm title="Your company" formError={errors.form} submitLabel={submitLabel} submitting={isInFlight || finishing} onSubmit={handleSubmit}>
      <TextField
        label="Company name"
        name="name"
        autoComplete="organization"
        required
        maxLength={TEXT_LIMITS.companyName}
        value={name}
        error={errors.fields.name}
        onChange={(event) => {
          setName(event.target.value);
          clearField('name');
        }}
      />
      <TextField
        label="Website"
        name="website"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="example.com"
        maxLength={TEXT_LIMITS.website}
        hint="Optional"
        value={website}
        error={errors.fields.website}
        onChange={(event) => {
          setWebsite(event.target.value);
          clearField('website');
        }}
      />
    </StepForm>
  );
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
