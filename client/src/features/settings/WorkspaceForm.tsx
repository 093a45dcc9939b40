import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { WorkspaceForm_company$key } from '../../__generated__/WorkspaceForm_company.graphql';
import { isValidWorkspaceName, validateWorkspaceName } from '../../lib/validation';
import { Button, Dialog, TextField, useToast } from '../../ui';
import { commitAsync } from '../../lib/mutations/commit-async';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { useRenameWorkspaceMutation } from './mutations/useRenameWorkspaceMutation';
import { TEXT_LIMITS } from '../../lib/text-limits';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

const FAILED = 'Failed to save workspace name. Please try again.';

/** `host/slug`, as the address reads in the browser's address bar. */
const workspaceAddress = (slug: string) => `${window.location.host}/${slug}`;

/**
 * Renames the workspace; on success the address moves to the new name (the old one keeps
 * redirecting). Renaming changes every address of the workspace (its pages, its hub, every
 * shared link), so it asks first, naming the old and the new address.
 */
export function WorkspaceForm({ company: companyRef, editable }: { company: WorkspaceForm_company$key; editable: boolean }) {
  const company = useFragment(
    graphql`
      fragment WorkspaceForm_company on Company {
        slug
      }
    `,
    companyRef,
  );
  const [name, setName] = useState(company.slug);
  const [error, setError] = useState<string | null>(null);
  /** The new name waiting for the user's confirmation. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [commit, saving] = useRenameWorkspaceMutation();
  const navigate = useNavigate();
  const toast = useToast();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const workspaceName = name.trim();
    const invalid = validateWorkspaceName(workspaceName);
    setError(invalid);
    if (invalid) return;
    // The same name (names are stored lowercase) changes no address: nothing to ask.
    if (workspaceName.toLowerCase() === company.slug) return void rename(workspaceName);
    setConfirming(workspaceName);
  }

  async function rename(workspaceName: string) {
    setConfirming(null);
    try {
      const { renameWorkspace } = await commitAsync(commit, { variables: { input: { workspaceName } } });
      const failure = mutationFailure(renameWorkspace, 'CompanyPayload', FAILED);
      const newSlug = renameWorkspace.company?.slug;
      if (failure || !newSlug) {
        // The server's own words when it gave any (e.g. the name is taken).
        setError(failure?.fieldErrors.workspaceName ?? failure?.message ?? FAILED);
        return;
      }
      setName(newSlug);
      toast.success(renameWorkspace.message || 'Workspace name updated successfully.');
      navigate(`/${encodeURIComponent(newSlug)}/settings/workspace`, { replace: true });
    } catch (caught) {
      setError(networkErrorMessage(caught, FAILED));
    }
  }

  return (
    <form className="settings-card" onSubmit={handleSubmit} noValidate aria-labelledby="workspace-heading">
      <header className="settings-card__header">
        <h2 id="workspace-heading" className="settings-card__title">
          Workspace
        </h2>
        {editable && (
          <Button type="submit" loading={saving}>
            Save
          </Button>
        )}
      </header>
      <TextField
        label="Workspace name"
        required
        value={name}
        maxLength={TEXT_LIMITS.workspaceName}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={error}
        disabled={!editable}
        autoComplete="off"
        spellCheck={false}
        hint={`Letters, digits, _ and - only. Your pages live at ${workspaceAddress(isValidWorkspaceName(name) ? name.trim() : company.slug)}.`}
      />
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        size="md"
        title="Change the workspace address?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button onClick={() => confirming && rename(confirming)} data-autofocus>
              Change address
            </Button>
          </>
        }
      >
        {confirming !== null && (
          <>
            <p>
              Every address of this workspace changes from <strong>{workspaceAddress(company.slug)}</strong> to{' '}
              <strong>{workspaceAddress(confirming.toLowerCase())}</strong>: its pages, its hub and the links you have shared.
            </p>
            <p>Links to the old address keep working: they take people to the new one.</p>
          </>
        )}
      </Dialog>
    </form>
  );
}
