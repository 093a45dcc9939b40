import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CompanyForm_company$key } from '../../__generated__/CompanyForm_company.graphql';
import { COMPANY_SIZES } from '../../lib/industries';
import { MESSAGES } from '../../lib/validation';
import { Button, Select, TextField, useToast } from '../../ui';
import { commitAsync } from '../../lib/mutations/commit-async';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { useUpdateCompanyMutation } from './mutations/useUpdateCompanyMutation';

const SAVED = 'Company name updated successfully.';
const FAILED = 'Failed to save company name. Please try again.';

/** Company name (trimmed before save), website and size. */
export function CompanyForm({ company: companyRef, editable }: { company: CompanyForm_company$key; editable: boolean }) {
  const company = useFragment(
    graphql`
      fragment CompanyForm_company on Company {
        name
        website
        size
      }
    `,
    companyRef,
  );
  const [name, setName] = useState(company.name);
  const [website, setWebsite] = useState(company.website ?? '');
  const [size, setSize] = useState(company.size ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, saving] = useUpdateCompanyMutation();
  const toast = useToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors({ name: MESSAGES.required });
      return;
    }
    setErrors({});
    try {
      const input = { name: trimmed, website: website.trim(), ...(size ? { size } : {}) };
      const { updateCompany } = await commitAsync(commit, { variables: { input } });
      const failure = mutationFailure(updateCompany, 'CompanyPayload', FAILED);
      if (failure) {
        setErrors(failure.fieldErrors);
        toast.error(FAILED);
        return;
      }
      setName(trimmed);
      toast.success(SAVED);
    } catch {
      toast.error(FAILED);
    }
  }

  return (
    <form className="settings-card" onSubmit={handleSubmit} noValidate aria-labelledby="company-heading">
      <header className="settings-card__header">
        <h2 id="company-heading" className="settings-card__title">
          Company
        </h2>
        {editable && (
          <Button type="submit" loading={saving}>
            Save
          </Button>
        )}
      </header>
      <TextField label="Company name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} disabled={!editable} autoComplete="organization" />
      <div className="settings-grid">
        <TextField label="Website" inputMode="url" value={website} onChange={(e) => setWebsite(e.target.value)} error={errors.website} disabled={!editable} placeholder="https://example.com" />
        <Select label="Company size" placeholder="Choose a size" options={COMPANY_SIZES} value={size} onChange={(e) => setSize(e.target.value)} error={errors.size} disabled={!editable} />
      </div>
    </form>
  );
}
