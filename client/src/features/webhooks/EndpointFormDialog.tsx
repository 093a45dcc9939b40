import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX } from '@learnhub/content';
import { type FormEvent, useId, useState } from 'react';
import { type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../lib/mutations/form-errors';
import { Button, Checkbox, Dialog, TextField } from '../../ui';
import { useAddWebhookEndpointMutation, useUpdateWebhookEndpointMutation } from './mutations/useWebhookMutations';
import { SUBSCRIBABLE_EVENTS } from './webhook-display';
import type { EndpointRef } from './WebhookEndpointCard';

interface EndpointFormDialogProps {
  /** The endpoint to edit; none: a new one. */
  endpoint?: EndpointRef;
  /** The company whose list a new endpoint joins. */
  companyId: string;
  /** Saved: the server's message ("Endpoint added."). */
  onSaved: (message: string) => void;
  onClose: () => void;
}

/** The server's field names → the labels its fragments are read with (form-errors.ts). */
const FIELD_LABELS = { url: 'URL', events: 'Events', description: 'Description' };
/** The server's own words for the same checks, so the message does not change with who caught it. */
const URL_MISSING = 'Enter an http:// or https:// address, e.g. https://example.com/webhooks.';
const EVENTS_MISSING = 'Choose at least one event type.';
const SAVE_FAILED = 'The endpoint could not be saved. Please try again.';
const FORM_ID = 'webhook-endpoint-form';
const eventInputId = (type: string) => `${FORM_ID}-event-${type.replace(/\W/g, '-')}`;
const FIRST_EVENT = SUBSCRIBABLE_EVENTS[0]?.type ?? '';

/**
 * "Add endpoint" and "Edit endpoint": the address events are POSTed to, a description, the event
 * types (each with what it means) and, when editing, the Enabled switch. The server checks the
 * address (http(s), no credentials, not a private network) and says what is wrong beside the field.
 */
export function EndpointFormDialog({ endpoint, companyId, onSaved, onClose }: EndpointFormDialogProps) {
  const editing = endpoint !== undefined;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<ReadonlySet<string>>(new Set(endpoint?.events ?? []));
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [add, adding] = useAddWebhookEndpointMutation();
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const busy = adding || updating;
  const eventsErrorId = useId();

  const clearError = (field: keyof typeof FIELD_LABELS) => {
    if (errors.fields[field]) setErrors({ ...errors, fields: { ...errors.fields, [field]: '' } });
  };

  function toggle(type: string, checked: boolean) {
    const next = new Set(events);
    if (checked) next.add(type);
    else next.delete(type);
    setEvents(next);
    if (next.size > 0) clearError('events');
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!url.trim()) fields.url = URL_MISSING;
    if (events.size === 0) fields.events = EVENTS_MISSING;
    if (Object.keys(fields).length > 0) {
      setErrors({ fields, form: null });
      // The first field that needs an answer takes the focus, so the message is where the person is.
      document.getElementById(fields.url ? `${FORM_ID}-url` : eventInputId(FIRST_EVENT))?.focus();
      return;
    }
    setErrors(NO_ERRORS);
    const values = { url: url.trim(), description: description.trim(), events: [...events] };
    try {
      const result = endpoint ? await update({ endpointId: endpoint.id, ...values, enabled }) : await add(values, companyId);
      if (result.__typename === 'WebhookEndpointPayload') {
        onSaved(result.message ?? (editing ? 'Endpoint saved.' : 'Endpoint added.'));
        return;
      }
      const shown = toFormErrors(result, FIELD_LABELS);
      setErrors(shown);
      const first = Object.keys(shown.fields)[0];
      if (first) document.getElementById(first === 'events' ? eventInputId(FIRST_EVENT) : `${FORM_ID}-${first}`)?.focus();
    } catch (caught) {
      setErrors({ fields: {}, form: networkErrorMessage(caught, SAVE_FAILED) });
    }
  }

  return (
    <Dialog
      open
      onClose={busy ? () => {} : onClose}
      title={editing ? 'Edit endpoint' : 'Add endpoint'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            {editing ? 'Save' : 'Add endpoint'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="webhook-form" onSubmit={handleSubmit} noValidate>
        {errors.form && (
          <p className="ui-field__error webhook-form__error" role="alert">
            {errors.form}
          </p>
        )}
        <TextField
          id={`${FORM_ID}-url`}
          label="URL"
          type="url"
          inputMode="url"
          required
          value={url}
          maxLength={WEBHOOK_URL_MAX}
          placeholder="https://example.com/webhooks"
          hint="Events are sent here as HTTP POST requests with a JSON body."
          autoComplete="off"
          spellCheck={false}
          error={errors.fields.url || null}
          onChange={(change) => {
            setUrl(change.target.value);
            clearError('url');
          }}
          data-autofocus
        />
        <TextField
          id={`${FORM_ID}-description`}
          label="Description"
          value={description}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          placeholder="CRM sync"
          hint="Optional: what receives these events, so you can tell endpoints apart."
          autoComplete="off"
          error={errors.fields.description || null}
          onChange={(change) => {
            setDescription(change.target.value);
            clearError('description');
          }}
        />
        <fieldset className="webhook-form__events" aria-describedby={errors.fields.events ? eventsErrorId : undefined}>
          <legend className="webhook-form__legend">
            Events
            <span className="ui-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          <p className="ui-field__hint webhook-form__hint">
            Choose what this endpoint is told about. Each event is sent once to every endpoint that subscribes to it.
          </p>
          {errors.fields.events && (
            <p id={eventsErrorId} className="ui-field__error" role="alert">
              {errors.fields.events}
            </p>
          )}
          <div className="webhook-form__event-list">
            {SUBSCRIBABLE_EVENTS.map((entry) => (
              <Checkbox
                key={entry.type}
                id={eventInputId(entry.type)}
                name="events"
                value={entry.type}
                label={<code>{entry.type}</code>}
                hint={entry.description}
                checked={events.has(entry.type)}
                onChange={(change) => toggle(entry.type, change.target.checked)}
              />
            ))}
          </div>
        </fieldset>
        {editing && (
          <Checkbox
            id={`${FORM_ID}-enabled`}
            role="switch"
            className="webhook-switch"
            label="Enabled"
            hint={
              endpoint.enabled
                ? 'Switched off, the endpoint gets no events until it is switched on again.'
                : 'Switching it on clears a disable by LearnHub and the failure streak: deliveries start again with the next event.'
            }
            checked={enabled}
            onChange={(change) => setEnabled(change.target.checked)}
          />
        )}
      </form>
    </Dialog>
  );
}
