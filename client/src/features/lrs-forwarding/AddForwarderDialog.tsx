import { type FormEvent, useState } from 'react';
import { type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../lib/mutations/form-errors';
import { Button, Checkbox, Dialog, TextArea, TextField } from '../../ui';
import { useAddLrsForwarderMutation } from './mutations/useLrsForwardingMutations';

const FORM_ID = 'lrs-forwarder-form';
/** The server's field names (forwarders.service.ts) → the labels shown here. */
const FIELDS = {
  name: 'Name',
  url: 'xAPI endpoint',
  username: 'User name',
  password: 'Password',
  verb_ids: 'Only these verbs',
  material_ids: 'Only these materials',
} as const;
type Field = keyof typeof FIELDS;
const REQUIRED = 'This field is required.';
const SAVE_FAILED = 'The forwarder could not be added. Please try again.';

/**
 * "Add an LRS": its xAPI endpoint and Basic credentials (the LRS's key and secret), and
 * optionally which statements (verbs, one IRI per line; materials, ticked). New statements go
 * there from then on.
 */
export function AddForwarderDialog({
  companyId,
  materials,
  onSaved,
  onClose,
}: {
  companyId: string;
  materials: readonly { id: string; name: string }[];
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState({ name: '', url: '', username: '', password: '', verbIds: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [add, busy] = useAddLrsForwarderMutation();
  const set = (field: keyof typeof values, value: string) => {
    setValues({ ...values, [field]: value });
    if (errors.fields[field]) setErrors({ ...errors, fields: { ...errors.fields, [field]: '' } });
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = (['url', 'username', 'password'] as const).filter((f) => !values[f].trim());
    if (missing.length) {
      setErrors({ fields: Object.fromEntries(missing.map((f) => [f, REQUIRED])), form: null });
      document.getElementById(`${FORM_ID}-${missing[0]}`)?.focus();
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const result = await add(
        {
          name: values.name.trim() || null,
          url: values.url.trim(),
          username: values.username.trim(),
          password: values.password,
          verbIds: values.verbIds
            .split('\n')
            .map((v) => v.trim())
            .filter(Boolean),
          materialIds: chosen,
        },
        companyId,
      );
      if (result.__typename === 'AddLrsForwarderPayload') {
        onSaved(result.message ?? 'Forwarder added.');
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

  const field = (name: Field) => ({
    id: `${FORM_ID}-${name}`,
    label: FIELDS[name],
    error: errors.fields[name] || null,
    autoComplete: 'off',
    spellCheck: false,
  });
  return (
    <Dialog
      open
      onClose={busy ? () => {} : onClose}
      title="Add an LRS"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            Add
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="lrs-forwarding__form" onSubmit={handleSubmit} noValidate>
        {errors.form && (
          <p className="ui-field__error" role="alert">
            {errors.form}
          </p>
        )}
        <TextField
          {...field('name')}
          value={values.name}
          maxLength={100}
          hint='Optional: what you call it here, e.g. "Company LRS".'
          onChange={(e) => set('name', e.target.value)}
          data-autofocus
        />
        <TextField
          {...field('url')}
          required
          value={values.url}
          hint="The LRS's xAPI endpoint, e.g. https://lrs.example.com/xapi."
          onChange={(e) => set('url', e.target.value)}
        />
        <TextField
          {...field('username')}
          required
          value={values.username}
          hint="The LRS's key for LearnHub."
          onChange={(e) => set('username', e.target.value)}
        />
        <TextField
          {...field('password')}
          required
          type="password"
          value={values.password}
          hint="The LRS's secret. It cannot be read back."
          onChange={(e) => set('password', e.target.value)}
        />
        <TextArea
          {...field('verb_ids')}
          value={values.verbIds}
          rows={3}
          hint="Optional: one verb IRI per line, e.g. http://adlnet.gov/expapi/verbs/completed. Leave empty to send every verb."
          onChange={(e) => set('verbIds', e.target.value)}
        />
        {materials.length > 0 && (
          <fieldset className="lrs-forwarding__materials" aria-describedby={`${FORM_ID}-materials-hint`}>
            <legend>{FIELDS.material_ids}</legend>
            <p id={`${FORM_ID}-materials-hint`} className="lrs-forwarding__text">
              Optional: tick materials to send only statements about them. None ticked sends all.
            </p>
            {errors.fields.material_ids && (
              <p className="ui-field__error" role="alert">
                {errors.fields.material_ids}
              </p>
            )}
            {materials.map((m) => (
              <Checkbox
                key={m.id}
                label={m.name}
                checked={chosen.includes(m.id)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, m.id] : chosen.filter((id) => id !== m.id))}
              />
            ))}
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}
