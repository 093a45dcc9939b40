import { WEBHOOK_LOG_DAYS } from '@learnhub/content';
import { type FormEvent, useState } from 'react';
import { type FormErrors, NO_ERRORS, networkErrorMessage, toFormErrors } from '../../lib/mutations/form-errors';
import { Button, Dialog, TextField } from '../../ui';
import { useReplayFailedWebhookDeliveriesMutation } from './mutations/useWebhookMutations';
import { defaultReplayRange, replayRange } from './webhook-display';

interface ReplayFailedDialogProps {
  endpointId: string;
  /** Done: the server's "N deliveries queued again." and N. */
  onReplayed: (message: string, count: number) => void;
  onClose: () => void;
}

const FIELD_LABELS = { from: 'From', to: 'To' };
const RANGE_MISSING = 'Enter a date and time.';
const REPLAY_FAILED = 'The deliveries could not be replayed. Please try again.';
const FORM_ID = 'webhook-replay-form';

/**
 * "Replay failed deliveries…": every failed delivery of the endpoint made between From and To
 * (the last 24 hours unless changed, in this browser's time zone) is sent again now.
 */
export function ReplayFailedDialog({ endpointId, onReplayed, onClose }: ReplayFailedDialogProps) {
  const [range, setRange] = useState(defaultReplayRange);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [replayFailed, busy] = useReplayFailedWebhookDeliveriesMutation();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const sent = replayRange(range.from, range.to);
    if (!sent) {
      const fields: Record<string, string> = {};
      if (!replayRange(range.from, range.from)) fields.from = RANGE_MISSING;
      if (!replayRange(range.to, range.to)) fields.to = RANGE_MISSING;
      setErrors({ fields, form: null });
      document.getElementById(`${FORM_ID}-${fields.from ? 'from' : 'to'}`)?.focus();
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const result = await replayFailed(endpointId, sent);
      if (result.__typename === 'ReplayWebhookDeliveriesPayload') {
        onReplayed(result.message ?? `${result.count ?? 0} deliveries queued again.`, result.count ?? 0);
        return;
      }
      const shown = toFormErrors(result, FIELD_LABELS);
      setErrors(shown);
      if (shown.fields.from) document.getElementById(`${FORM_ID}-from`)?.focus();
    } catch (caught) {
      setErrors({ fields: {}, form: networkErrorMessage(caught, REPLAY_FAILED) });
    }
  }

  const change = (field: 'from' | 'to', value: string) => {
    setRange({ ...range, [field]: value });
    if (errors.fields[field]) setErrors({ ...errors, fields: { ...errors.fields, [field]: '' } });
  };

  return (
    <Dialog
      open
      onClose={busy ? () => {} : onClose}
      title="Replay failed deliveries"
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            Replay
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className="webhook-replay" onSubmit={handleSubmit} noValidate>
        <p className="webhook-replay__intro">
          Every failed delivery made in this range is sent again now, with the same <code>webhook-id</code> and body, and a new retry schedule.
        </p>
        {errors.form && (
          <p className="ui-field__error webhook-form__error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="webhook-replay__range">
          <TextField
            id={`${FORM_ID}-from`}
            type="datetime-local"
            label="From"
            required
            value={range.from}
            error={errors.fields.from || null}
            onChange={(event) => change('from', event.target.value)}
            data-autofocus
          />
          <TextField
            id={`${FORM_ID}-to`}
            type="datetime-local"
            label="To"
            required
            value={range.to}
            error={errors.fields.to || null}
            onChange={(event) => change('to', event.target.value)}
          />
        </div>
        <p className="ui-field__hint">
          Times in your time zone ({timeZone}). Deliveries are kept {WEBHOOK_LOG_DAYS} days.
        </p>
      </form>
    </Dialog>
  );
}
