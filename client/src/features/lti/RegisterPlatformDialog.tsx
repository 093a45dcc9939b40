import { LTI_CLIENT_ID_MAX, LTI_PLATFORM_NAME_MAX, LTI_URL_MAX } from '@learnhub/content';
import { type FormEvent, useState } from 'react';
import { type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../lib/mutations/form-errors';
import { Button, Dialog, TextField } from '../../ui';
import { useRegisterLtiPlatformMutation } from './mutations/useLtiMutations';

const FORM_ID = 'lti-platform-form';
/** The server's field names (platforms.service.ts) → the labels shown here. */
const FIELDS = {
  name: 'Name',
  issuer: 'Issuer',
  client_id: 'Client ID',
  deployment_ids: 'Deployment IDs',
  jwks_url: 'Public keys (JWKS) URL',
  auth_login_url: 'Authorisation URL',
  auth_token_url: 'Access token URL',
} as const;
type Field = keyof typeof FIELDS;
const HINTS: Record<Field, string> = {
  name: 'Optional: what you call it here, e.g. "Canvas – Sales academy".',
  issuer: "The platform's issuer (iss), e.g. https://canvas.instructure.com.",
  client_id: 'The client ID the platform gave LearnHub when you added it there.',
  deployment_ids: 'One or more, separated by commas.',
  jwks_url: 'Where the platform publishes its public keys (its key set, JWKS).',
  auth_login_url: "The platform's OIDC authorisation address (authentication request URL).",
  auth_token_url: "The platform's OAuth 2 token address, for grades and rosters.",
};
const REQUIRED = 'This field is required.';
const SAVE_FAILED = 'The platform could not be registered. Please try again.';

/** "Register a platform": the values the platform's admin reads off the platform after adding LearnHub there. */
export function RegisterPlatformDialog({ companyId, onSaved, onClose }: { companyId: string; onSaved: (message: string) => void; onClose: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    issuer: '',
    client_id: '',
    deployment_ids: '',
    jwks_url: '',
    auth_login_url: '',
    auth_token_url: '',
  });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [register, busy] = useRegisterLtiPlatformMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = (Object.keys(FIELDS) as Field[]).filter((f) => f !== 'name' && !values[f].trim());
    if (missing.length) {
      setErrors({ fields: Object.fromEntries(missing.map((f) => [f, REQUIRED])), form: null });
      document.getElementById(`${FORM_ID}-${missing[0]}`)?.focus();
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const result = await register(
        {
          name: values.name.trim() || null,
          issuer: values.issuer.trim(),
          clientId: values.client_id.trim(),
          deploymentIds: values.deployment_ids
            .split(',')
            .map((d) => d.trim())
            .filter(Boolean),
          jwksUrl: values.jwks_url.trim(),
          authLoginUrl: values.auth_login_url.trim(),
          authTokenUrl: values.auth_token_url.trim(),
        },
        companyId,
      );
      if (result.__typename === 'RegisterLtiPlatformPayload') {
        onSaved(result.message ?? 'Platform registered.');
        return;
      }
      const shown = toFormErrors(result, FIELDS);
      setErrors(shown);
      const first = Object.keys(shown.fields)[0];
      if (first) document.getElementById(`${FORM_ID}-${first}`)?.focus();
    } catch (caught) {
      setErrors({ fields: {}, form: networkErrorMessage(caught, SAVE_FAILED) });
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? () => {} : onClose}
      title="Register a platform"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            Register
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="lti__form" onSubmit={handleSubmit} noValidate>
        {errors.form && (
          <p className="ui-field__error" role="alert">
            {errors.form}
          </p>
        )}
        {(Object.keys(FIELDS) as Field[]).map((field, index) => (
          <TextField
            key={field}
            id={`${FORM_ID}-${field}`}
            label={FIELDS[field]}
            required={field !== 'name'}
            value={values[field]}
            maxLength={field === 'name' ? LTI_PLATFORM_NAME_MAX : field === 'client_id' ? LTI_CLIENT_ID_MAX : LTI_URL_MAX}
            hint={HINTS[field]}
            autoComplete="off"
            spellCheck={false}
            error={errors.fields[field] || null}
            onChange={(change) => {
              setValues({ ...values, [field]: change.target.value });
              if (errors.fields[field]) setErrors({ ...errors, fields: { ...errors.fields, [field]: '' } });
            }}
            {...(index === 0 ? { 'data-autofocus': true } : {})}
          />
        ))}
      </form>
    </Dialog>
  );
}
