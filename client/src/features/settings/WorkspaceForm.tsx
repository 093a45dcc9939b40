import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { WorkspaceForm_company$key } from '../../__generated__/WorkspaceForm_company.graphql';
import { isValidWorkspaceName, validateWorkspaceName } from '../../lib/validation';
import { Button, TextField, useToast } from '../../ui';
import { commitAsync } from '../../lib/mutations/commit-async';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { useRenameWorkspaceMutation } from './mutations/useRenameWorkspaceMutation';
import { TEXT_LIMITS } from '../../lib/text-limits';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

const FAILED = 'Failed to save workspace name. Please try again.';

/** Renames the workspace; on success the address moves to the new name (the old one keeps redirecting). */
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
  const [commit, saving] = useRenameWorkspaceMutation();
  const navigate = useNavigate();
  const toast = useToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const workspaceName = name.trim();
    const invalid = validateWorkspaceName(workspaceName);
    setError(invalid);
    if (invalid) return;
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
        hint={`Letters, digits, _ and - only. Your pages live at ${window.location.host}/${isValidWorkspaceName(name) ? name.trim() : company.slug}.`}
      />
    </form>
  );
}
