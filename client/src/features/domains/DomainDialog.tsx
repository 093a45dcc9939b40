import { DOMAIN_FORMAT_MESSAGE, DOMAIN_NAME_MAX, isDomainName, normalizeDomainName } from '@learnhub/content';
import { type FormEvent, useState } from 'react';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { networkErrorMessage } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { Button, Dialog, TextField, useToast } from '../../ui';
import { useAddDomainMutation, useUpdateDomainMutation } from './mutations/useDomainMutations';

interface DomainDialogProps {
  /** The company record whose `domains` list a new domain joins. */
  companyId: string;
  /** Editing this domain; adding when absent. */
  editing?: { id: string; name: string };
  onClose: () => void;
}

const SAVE_FAILED = 'Something went wrong.';
const UNKNOWN = 'An error occurred.';

/** The input's problem as the modal shows it (authoring.md §5), or null when it is a domain. */
export function domainInputProblem(value: string): string | null {
  if (value.trim() === '') return null;
  return isDomainName(normalizeDomainName(value)) ? null : DOMAIN_FORMAT_MESSAGE;
}

/**
 * The add/edit modal. Connect is disabled while the input is empty or invalid, and while the
 * server's error is shown under the input (until the input changes), as the spec says.
 */
export function DomainDialog({ companyId, editing, onClose }: DomainDialogProps) {
  const [value, setValue] = useState(editing?.name ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const [add, adding] = useAddDomainMutation();
  const [update, updating] = useUpdateDomainMutation();
  const toast = useToast();
  const problem = domainInputProblem(value);
  const saving = adding || updating;
  const formId = 'domain-form';

  function appendToList(store: RecordSourceSelectorProxy, newId: string | undefined) {
    const company = store.get(companyId);
    const added = newId ? store.get(newId) : null;
    if (!company || !added) return;
    const list = company.getLinkedRecords('domains') ?? [];
    if (!list.some((r) => r?.getDataID() === newId)) company.setLinkedRecords([...list, added], 'domains');
  }

  function settle(result: Parameters<typeof mutationFailure>[0], message: string | undefined) {
    const failure = mutationFailure(result, 'DomainPayload', SAVE_FAILED);
    if (failure) {
      if (failure.fieldErrors.domainName) setServerError(failure.fieldErrors.domainName);
      else toast.error(failure.message || UNKNOWN);
      return;
    }
    toast.success(message ?? 'Domain saved.');
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (problem || value.trim() === '' || serverError) return;
    const onError = (error: Error) => {
      toast.error(networkErrorMessage(error, SAVE_FAILED));
    };
    if (editing) {
      update({
        variables: { input: { domainId: editing.id, domainName: value } },
        onCompleted: ({ updateDomain }) => settle(updateDomain, updateDomain.__typename === 'DomainPayload' ? updateDomain.message : undefined),
        onError,
      });
    } else {
      add({
        variables: { input: { domainName: value } },
        updater: (store, response) => {
          if (response?.addDomain.__typename === 'DomainPayload') appendToList(store, response.addDomain.domain?.id);
        },
        onCompleted: ({ addDomain }) => settle(addDomain, addDomain.__typename === 'DomainPayload' ? addDomain.message : undefined),
        onError,
      });
    }
  }

  return (
    <Dialog
      open
      onClose={saving ? () => {} : onClose}
      title={editing ? 'Edit domain' : 'Add a domain'}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving} disabled={Boolean(problem) || value.trim() === '' || Boolean(serverError)}>
            Connect
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <TextField
          label="Domain"
          value={value}
          placeholder="learn.yourcompany.com"
          autoComplete="off"
          spellCheck={false}
          maxLength={DOMAIN_NAME_MAX}
          hint="A subdomain such as learn.yourcompany.com, or a domain such as yourcompany.com: without https:// and without www."
          error={serverError ?? problem}
          onChange={(event) => {
            setValue(event.target.value);
            setServerError(null);
          }}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}
