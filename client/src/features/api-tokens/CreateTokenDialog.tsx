import { API_TOKEN_NAME_MAX, API_TOKEN_NO_EXPIRY_WARNING } from '@learnhub/content';
import { type FormEvent, useId, useState } from 'react';
import { networkErrorMessage, NO_ERRORS, type FormErrors, toFormErrors } from '../../lib/mutations/form-errors';
import { Button, Checkbox, Dialog, Select, TextField } from '../../ui';
import { DEFAULT_EXPIRY, EXPIRY_OPTIONS, expiresAtFor, formatDate, NO_EXPIRY, scopeAreas } from './api-token-display';
import { useCreateApiTokenMutation } from './mutations/useApiTokenMutations';
import type { ShownSecret } from './SecretDialog';

interface CreateTokenDialogProps {
  /** The list's connection, which the new token joins at the top. */
  connectionId: string;
  /** Made: the page shows its secret once. */
  onCreated: (secret: ShownSecret) => void;
  onClose: () => void;
}

/** The server's field names → the labels its fragments are read with (form-errors.ts). */
const FIELD_LABELS = { name: 'Name', scopes: 'Scopes', expiresAt: 'Expiry' };
/** The server's own words for the same two checks, so the message does not change with who caught it. */
const NAME_MISSING = 'Enter a name for the token.';
const SCOPES_MISSING = 'Choose at least one scope.';
const CREATE_FAILED = 'The token could not be made. Please try again.';
const FORM_ID = 'api-token-form';
const AREAS = scopeAreas();
const FIRST_SCOPE = AREAS[0]?.scopes[0]?.name ?? '';
const scopeInputId = (scope: string) => `${FORM_ID}-scope-${scope.replace(/\W/g, '-')}`;

/**
 * "Create token": a name, the scopes by area (each with what it allows) and an expiry, 30 days
 * unless chosen otherwise; "No expiry" says at once why that is a risk. The server's field
 * errors show beside their fields.
 */
export function CreateTokenDialog({ connectionId, onCreated, onClose }: CreateTokenDialogProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<string>>(new Set());
  const [expiry, setExpiry] = useState(DEFAULT_EXPIRY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [create, creating] = useCreateApiTokenMutation();
  const scopesErrorId = useId();
  const expiresOn = expiresAtFor(expiry);

  function toggle(scope: string, checked: boolean) {
    const next = new Set(scopes);
    if (checked) next.add(scope);
    else next.delete(scope);
    setScopes(next);
    if (next.size > 0 && errors.fields.scopes) setErrors({ ...errors, fields: { ...errors.fields, scopes: '' } });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = NAME_MISSING;
    if (scopes.size === 0) fields.scopes = SCOPES_MISSING;
    if (Object.keys(fields).length > 0) {
      setErrors({ fields, form: null });
      // The first field that needs an answer takes the focus, so the message is where the person is.
      document.getElementById(fields.name ? `${FORM_ID}-name` : scopeInputId(FIRST_SCOPE))?.focus();
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const { result, secret } = await create({ name: name.trim(), scopes: [...scopes], expiresAt: expiresAtFor(expiry) }, connectionId);
      if (result.__typename !== 'ApiTokenSecretPayload' || !result.apiToken || !secret) {
        setErrors(result.__typename === 'ApiTokenSecretPayload' ? { fields: {}, form: CREATE_FAILED } : toFormErrors(result, FIELD_LABELS));
        return;
      }
      onCreated({ token: secret, warning: result.warning ?? null, name: result.apiToken.name, rotated: false });
    } catch (caught) {
      setErrors({ fields: {}, form: networkErrorMessage(caught, CREATE_FAILED) });
    }
  }

  return (
    <Dialog
      open
      onClose={creating ? () => {} : onClose}
      title="Create token"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={creating}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={creating}>
            Create token
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="api-token-form" onSubmit={handleSubmit} noValidate>
        {errors.form && (
          <p className="ui-field__error api-token-form__error" role="alert">
            {errors.form}
          </p>
        )}
        <TextField
          id={`${FORM_ID}-name`}
          label="Name"
          required
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          placeholder="CRM sync"
          hint="What it is for, so you can tell it apart later."
          autoComplete="off"
          error={errors.fields.name || null}
          onChange={(event) => {
            setName(event.target.value);
            if (errors.fields.name) setErrors({ ...errors, fields: { ...errors.fields, name: '' } });
          }}
          data-autofocus
        />
        <fieldset className="api-scopes" aria-describedby={errors.fields.scopes ? scopesErrorId : undefined}>
          <legend className="api-scopes__legend">
            Scopes
            <span className="ui-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <p className="ui-field__hint api-scopes__hint">
            Choose what the token may do; nothing else is allowed. A write scope does not include reading: choose both when it needs both.
          </p>
          {errors.fields.scopes && (
            <p id={scopesErrorId} className="ui-field__error" role="alert">
              {errors.fields.scopes}
            </p>
          )}
          <div className="api-scopes__areas">
            {AREAS.map(({ area, scopes: inArea }) => (
              <fieldset key={area} className="api-scopes__area">
                <legend className="api-scopes__area-title">{area}</legend>
                {inArea.map((scope) => (
                  <Checkbox
                    key={scope.name}
                    id={scopeInputId(scope.name)}
                    name="scopes"
                    value={scope.name}
                    label={scope.label}
                    hint={scope.description}
                    checked={scopes.has(scope.name)}
                    onChange={(event) => toggle(scope.name, event.target.checked)}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        </fieldset>
        <Select
          label="Expiry"
          options={EXPIRY_OPTIONS}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          error={errors.fields.expiresAt || null}
          fieldClassName="api-token-form__expiry"
          hint={expiresOn ? `Expires on ${formatDate(expiresOn)}.` : 'Valid until it is revoked.'}
        />
        {/* Always in the page, so choosing "No expiry" is announced as well as shown. */}
        <div role="status" className="api-token-form__status">
          {expiry === NO_EXPIRY && <p className="api-warning">{API_TOKEN_NO_EXPIRY_WARNING}</p>}
        </div>
      </form>
    </Dialog>
  );
}
