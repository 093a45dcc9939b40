import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CompanyForm_company$key } from '../../__generated__/CompanyForm_company.graphql';
import type { CompanyForm_query$key } from '../../__generated__/CompanyForm_query.graphql';
import { commitAsync } from '../../lib/mutations/commit-async';
import { type FormErrors, NO_ERRORS } from '../../lib/mutations/form-errors';
import { MESSAGES } from '../../lib/validation';
import { Button, Select, TextField, useToast } from '../../ui';
import { COMPANY_NAME_FAILED, COMPANY_SAVED, companySaveFailure } from './company-save';
import { useUpdateCompanyMutation } from './mutations/useUpdateCompanyMutation';
import { TEXT_LIMITS } from '../../lib/text-limits';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

interface CompanyFormProps {
  company: CompanyForm_company$key;
  /** The root query, for the size choices the server accepts. */
  query: CompanyForm_query$key;
  editable: boolean;
}

/** The zones this browser knows, with the company's own first in line if the browser lacks it. */
function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])];
}

/** Company name (trimmed before save), website, size, time zone (the days and periods of analytics) and the activity status thresholds. */
export function CompanyForm({ company: companyRef, query, editable }: CompanyFormProps) {
  const company = useFragment(
    graphql`
      fragment CompanyForm_company on Company {
        name
        website
        size
        timeZone
        engagedWithinDays
        atRiskAfterDays
      }
    `,
    companyRef,
  );
  const { companySizes } = useFragment(
    graphql`
      fragment CompanyForm_query on Query {
        companySizes
      }
    `,
    query,
  );
  const [name, setName] = useState(company.name);
  const [website, setWebsite] = useState(company.website ?? '');
  const [size, setSize] = useState(company.size ?? '');
  const [timeZone, setTimeZone] = useState(company.timeZone);
  const [engagedDays, setEngagedDays] = useState(String(company.engagedWithinDays));
  const [atRiskDays, setAtRiskDays] = useState(String(company.atRiskAfterDays));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [commit, saving] = useUpdateCompanyMutation();
  const toast = useToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors({ fields: { name: MESSAGES.required }, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const input = {
        name: trimmed,
        website: website.trim(),
        timeZone,
        engagedWithinDays: Number(engagedDays),
        atRiskAfterDays: Number(atRiskDays),
        ...(size ? { size } : {}),
      };
      const { updateCompany: result } = await commitAsync(commit, { variables: { input } });
      if (result.__typename !== 'CompanyPayload' || !result.company) {
        const failure = companySaveFailure(result);
        setErrors(failure);
        if (failure.toast) toast.error(failure.toast);
        return;
      }
      // Show what the server kept (it may normalise the website).
      setName(result.company.name);
      setWebsite(result.company.website ?? '');
      setSize(result.company.size ?? '');
      setTimeZone(result.company.timeZone);
      setEngagedDays(String(result.company.engagedWithinDays));
      setAtRiskDays(String(result.company.atRiskAfterDays));
      toast.success(result.message || COMPANY_SAVED);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, COMPANY_NAME_FAILED));
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
      {errors.form && (
        <p className="ui-field__error settings-card__error" role="alert">
          {errors.form}
        </p>
      )}
      <TextField
        label="Company name"
        required
        value={name}
        maxLength={TEXT_LIMITS.companyName}
        onChange={(e) => setName(e.target.value)}
        error={errors.fields.name}
        disabled={!editable}
        autoComplete="organization"
      />
      <div className="settings-grid">
        <TextField
          label="Website"
          inputMode="url"
          value={website}
          maxLength={TEXT_LIMITS.website}
          onChange={(e) => setWebsite(e.target.value)}
          error={errors.fields.website}
          disabled={!editable}
          placeholder="https://example.com"
        />
        <Select
          label="Company size"
          placeholder="Choose a size"
          options={companySizes}
          value={size}
          onChange={(e) => setSize(e.target.value)}
          error={errors.fields.size}
          disabled={!editable}
        />
        <Select
          label="Time zone"
          hint="Days, weeks and months on the dashboard and in the audience's figures are counted in this zone."
          options={timeZoneOptions(company.timeZone)}
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          error={errors.fields.timeZone}
          disabled={!editable}
        />
      </div>
      <fieldset className="settings-fieldset">
        <legend>Activity status</legend>
        <p className="settings-fieldset__hint">
          On the Audience page a learner is <strong>Engaged</strong> when active within the first number of days, <strong>At Risk</strong> when idle for the
          second number of days or more, behind a due date or below a pass mark, and <strong>Neutral</strong> otherwise.
        </p>
        <div className="settings-grid">
          <TextField
            label="Engaged within (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={engagedDays}
            onChange={(e) => setEngagedDays(e.target.value)}
            error={errors.fields.engagedWithinDays}
            disabled={!editable}
          />
          <TextField
            label="At risk after (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={atRiskDays}
            onChange={(e) => setAtRiskDays(e.target.value)}
            error={errors.fields.atRiskAfterDays}
            disabled={!editable}
          />
        </div>
      </fieldset>
    </form>
  );
}
