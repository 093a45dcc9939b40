import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileForm_user$key } from '../../__generated__/ProfileForm_user.graphql';
import { Button, TextField, useToast } from '../../ui';
import { commitAsync } from '../../lib/mutations/commit-async';
import { toFormErrors } from '../../lib/mutations/form-errors';
import { mutationFailure } from '../../lib/mutations/mutation-failure';
import { useRemoveAvatarMutation } from './mutations/useRemoveAvatarMutation';
import { useSaveProfileMutation } from './mutations/useSaveProfileMutation';
import { useUploadAvatarMutation } from './mutations/useUploadAvatarMutation';
import { type ProfileFields, profileFields, profileInput, roleLine } from './profile-input';
import { ProfilePhoto } from './ProfilePhoto';
import { TEXT_LIMITS } from '../../lib/text-limits';
import { networkErrorMessage } from '../../lib/mutations/form-errors';

const SAVED = 'Profile data updated successfully.';
const FAILED = 'Failed to save your profile. Please try again.';
const LABELS = { firstName: 'First name', lastName: 'Last name', jobTitle: 'Job title', companyName: 'Company' };

/** Profile edit (spec §2): names, photo, job title and company, with Cancel and Save in the header. */
export function ProfileForm({ user: userRef }: { user: ProfileForm_user$key }) {
  const user = useFragment(
    graphql`
      fragment ProfileForm_user on User {
        name
        profile {
          firstName
          lastName
          jobTitle
          companyName
          avatarUrl
        }
      }
    `,
    userRef,
  );
  const stored = profileFields(user.profile);
  const [fields, setFields] = useState(stored);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [commitProfile] = useSaveProfileMutation();
  const [commitUpload] = useUploadAvatarMutation();
  const [commitRemove, removing] = useRemoveAvatarMutation();
  const toast = useToast();

  const set = (key: keyof ProfileFields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));

  function handleCancel() {
    setFields(stored);
    setPendingFile(null);
    setPhotoError(null);
    setFieldErrors({});
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setFieldErrors({});
    // A photo refused earlier was dropped: its note must not stand beside this save's outcome.
    setPhotoError(null);
    try {
      if (pendingFile) {
        const { uploadAvatar } = await commitAsync(commitUpload, { variables: { input: { file: pendingFile } }, uploadables: { 'input.file': pendingFile } });
        const failure = mutationFailure(uploadAvatar, 'UpdateProfilePayload', FAILED);
        if (failure) {
          // The photo was refused: it will not be saved with Save any more, so drop it and its note.
          setPendingFile(null);
          setPhotoError(failure.message);
          return;
        }
        setPendingFile(null);
      }
      const { updateProfile } = await commitAsync(commitProfile, { variables: { input: profileInput(fields) } });
      if (updateProfile.__typename !== 'UpdateProfilePayload') {
        const failure = toFormErrors(updateProfile, LABELS);
        setFieldErrors(failure.fields);
        toast.error(failure.form ?? FAILED);
        return;
      }
      // Empty fields were not sent, so the server kept their old values: show what is saved now.
      setFields(profileFields(updateProfile.user?.profile));
      toast.success(SAVED);
    } catch (caught) {
      toast.error(networkErrorMessage(caught, FAILED));
    } finally {
      setSaving(false);
    }
  }

  async function handleDeletePhoto() {
    setPhotoError(null);
    if (pendingFile) {
      setPendingFile(null);
      return;
    }
    try {
      const { removeAvatar } = await commitAsync(commitRemove, { variables: {} });
      const failure = mutationFailure(removeAvatar, 'UpdateProfilePayload', 'Failed to delete the photo. Please try again.');
      if (failure) setPhotoError(failure.message);
      else toast.success(removeAvatar.message ?? 'Photo deleted.');
    } catch (caught) {
      setPhotoError(networkErrorMessage(caught, 'Failed to delete the photo. Please try again.'));
    }
  }

  const subtitle = roleLine(user.profile?.jobTitle, user.profile?.companyName);
  return (
    <form className="settings-card profile-form" onSubmit={handleSubmit} noValidate aria-labelledby="profile-heading">
      <header className="settings-card__header">
        <div>
          <h2 id="profile-heading" className="settings-card__title">
            {user.name}
          </h2>
          {subtitle && <p className="settings-card__subtitle">{subtitle}</p>}
        </div>
        <div className="settings-card__actions">
          <Button variant="secondary" onClick={handleCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </div>
      </header>
      <div className="settings-grid">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={TEXT_LIMITS.profileText}
          value={fields.firstName}
          onChange={set('firstName')}
          error={fieldErrors.firstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={TEXT_LIMITS.profileText}
          value={fields.lastName}
          onChange={set('lastName')}
          error={fieldErrors.lastName}
        />
      </div>
      <ProfilePhoto
        name={user.name}
        avatarUrl={user.profile?.avatarUrl}
        pendingFile={pendingFile}
        onPick={setPendingFile}
        onDelete={handleDeletePhoto}
        deleting={removing}
        disabled={saving}
        error={photoError}
        onError={setPhotoError}
      />
      <div className="settings-grid">
        <TextField
          label="Job title"
          autoComplete="organization-title"
          maxLength={TEXT_LIMITS.profileText}
          value={fields.jobTitle}
          onChange={set('jobTitle')}
          error={fieldErrors.jobTitle}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          maxLength={TEXT_LIMITS.profileText}
          value={fields.companyName}
          onChange={set('companyName')}
          error={fieldErrors.companyName}
        />
      </div>
      <p className="ui-field__hint settings-card__hint">Empty fields keep their current value.</p>
    </form>
  );
}
