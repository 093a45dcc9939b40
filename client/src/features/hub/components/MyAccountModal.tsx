/**
 * The hub's My Account modal (audience.md §2): first and last name, company name, city, state,
 * the e-mail (read-only: it is who the learner is to the company) and a profile photo. Update
 * Profile saves everything in one request; on success the message shows, the modal closes and
 * the header shows the new name and photo (the mutation's store update, no reload).
 */
import { type ChangeEvent, type FormEvent, Suspense, useEffect, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MyAccountModalQuery, MyAccountModalQuery$data } from '../../../__generated__/MyAccountModalQuery.graphql';
import { checkPickedImage } from '../../../lib/image-file';
import { networkErrorMessage, toFormErrors } from '../../../lib/mutations/form-errors';
import { TEXT_LIMITS } from '../../../lib/text-limits';
import { Avatar, Button, Dialog, TextField, useToast } from '../../../ui';
import { useUpdateLearnerAccountMutation } from '../mutations/useUpdateLearnerAccountMutation';

const FAILED = 'Something went wrong';
/** The spec's photo types; the server decides from the file's bytes. */
const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.gif';
const LABELS = { firstName: 'First Name', lastName: 'Last Name', companyName: 'Company Name', city: 'City', state: 'State' } as const;
type Field = keyof typeof LABELS;

const query = graphql`
  query MyAccountModalQuery {
    learnerViewer {
      id
      email
      firstName
      lastName
      companyName
      city
      state
      avatarUrl
    }
  }
`;

export function MyAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="My Account" size="md">
      {open && (
        <Suspense fallback={<p role="status">Loading your account…</p>}>
          <AccountLoader onDone={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}

function AccountLoader({ onDone }: { onDone: () => void }) {
  const data = useLazyLoadQuery<MyAccountModalQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  if (!data.learnerViewer) return <p role="alert">Sign in as a learner to edit your account.</p>;
  return <AccountForm account={data.learnerViewer} onDone={onDone} />;
}

type Account = NonNullable<MyAccountModalQuery$data['learnerViewer']>;

function AccountForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const [fields, setFields] = useState<Record<Field, string>>(() => ({
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    companyName: account.companyName ?? '',
    city: account.city ?? '',
    state: account.state ?? '',
  }));
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, saving] = useUpdateLearnerAccountMutation();
  const toast = useToast();
  const photoId = useId();
  const photoHintId = useId();
  const photoErrorId = useId();
  const preview = usePreviewUrl(photo);
  const name = [fields.firstName, fields.lastName].filter(Boolean).join(' ') || account.email;

  const set = (key: Field) => (event: ChangeEvent<HTMLInputElement>) => setFields((current) => ({ ...current, [key]: event.target.value }));

  async function handlePhotoChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setPhoto(null);
    setPhotoError(null);
    if (!file) return;
    // The spec's messages for a wrong type or a file over 15 MB, before anything is sent.
    const problem = await checkPickedImage(file);
    if (problem) {
      event.target.value = '';
      setPhotoError(problem);
    } else setPhoto(file);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || photoError) return;
    setFieldErrors({});
    setFormError(null);
    try {
      const { updateLearnerAccount: result } = await save(fields, photo);
      if (result.__typename === 'UpdateLearnerAccountPayload') {
        toast.success(result.message ?? 'Profile updated successfully.');
        onDone();
        return;
      }
      if (result.__typename === 'PayloadTooLargeError' || result.__typename === 'UnsupportedMediaTypeError') {
        setPhotoError(result.message ?? FAILED);
        return;
      }
      if (result.__typename === 'ValidationError') {
        const failure = toFormErrors(result, LABELS);
        setFieldErrors(failure.fields);
        if (failure.form) setFormError(FAILED);
        return;
      }
      // A guest session is refused with a sentence that says what to do; anything else is ours.
      setFormError(result.__typename === 'ForbiddenError' && result.message ? result.message : FAILED);
    } catch (caught) {
      setFormError(networkErrorMessage(caught, FAILED));
    }
  }

  const text = (key: Field, autoComplete: string) => (
    <TextField
      label={LABELS[key]}
      autoComplete={autoComplete}
      maxLength={TEXT_LIMITS.profileText}
      value={fields[key]}
      onChange={set(key)}
      error={fieldErrors[key]}
      disabled={saving}
      data-autofocus={key === 'firstName' ? true : undefined}
    />
  );

  return (
    <form className="hub-account" onSubmit={handleSubmit} noValidate aria-busy={saving || undefined}>
      <div className="hub-account__photo">
        <Avatar name={name} src={preview ?? account.avatarUrl} size="lg" decorative />
        <div className="hub-account__photo-field">
          <label htmlFor={photoId} className="ui-field__label">
            Profile photo
          </label>
          <input
            id={photoId}
            type="file"
            accept={PHOTO_ACCEPT}
            onChange={handlePhotoChange}
            disabled={saving}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={photoError ? `${photoHintId} ${photoErrorId}` : photoHintId}
          />
          <p id={photoHintId} className="ui-field__hint">
            JPG, JPEG, PNG or GIF, up to 15 MB.
          </p>
          {photoError && (
            <p id={photoErrorId} className="ui-field__error" role="alert">
              {photoError}
            </p>
          )}
        </div>
      </div>
      <div className="hub-account__grid">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        {text('companyName', 'organization')}
        {text('city', 'address-level2')}
        {text('state', 'address-level1')}
        <TextField label="Email" type="email" value={account.email} readOnly hint="Your e-mail can't be changed here." />
      </div>
      {formError && (
        <p className="ui-field__error hub-account__error" role="alert">
          {formError}
        </p>
      )}
      <div className="ui-dialog__footer">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Update Profile
        </Button>
      </div>
    </form>
  );
}

function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
