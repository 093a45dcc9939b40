/**
 * The signed-in learner's own account (audience.md §3 "Account (learner)"): read it and edit it
 * (the hub's My Account modal). Every function acts on the caller only: there is no learner id
 * argument, so a learner can never reach another learner, of their company or of another one.
 */
import { type LearnerActor, requireLearner } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';
import { type FieldErrors, ForbiddenError, ValidationError } from '../../lib/errors.js';
import { unsafeText } from '../../lib/unsafe-input.js';
import { chosenFile, MAX_PROFILE_TEXT, optionalText, storeImage } from '../profile/index.js';

export const LEARNER_ACCOUNT_UPDATED = 'Profile updated successfully.';
/** A guest typed an e-mail without proving it: editing that learner's account needs a magic link. */
export const GUEST_CANNOT_EDIT = 'Sign in with the link we e-mail you to edit your account.';
const INVALID = 'Please correct the highlighted fields.';

const ACCOUNT_FIELDS = ['firstName', 'lastName', 'companyName', 'city', 'state'] as const;
type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** E-mail is not among the fields: it is the learner's identity in the company and never changes here. */
export type UpdateLearnerAccountInput = Partial<Record<AccountField, unknown>> & { avatar?: unknown };

const accountSelect = {
  id: true,
  companyId: true,
  email: true,
  firstName: true,
  lastName: true,
  companyName: true,
  city: true,
  state: true,
  avatarKey: true,
} as const;

export async function learnerAccount(deps: Deps, caller: LearnerActor | null) {
  const l = requireLearner(caller);
  return deps.prisma.learner.findUniqueOrThrow({ where: { id: l.learnerId }, select: accountSelect });
}
export type LearnerAccount = Awaited<ReturnType<typeof learnerAccount>>;

/**
 * Edits the caller's names, company name, city and state, and the avatar when a file is given
 * (jpg/jpeg/png/gif, 15 MB; the old file is deleted). The modal sends every field: a missing
 * field keeps its value, a blank one clears it; each is trimmed and at most 100 characters.
 */
export async function updateLearnerAccount(
  deps: Deps,
  caller: LearnerActor | null,
  input: UpdateLearnerAccountInput,
): Promise<{ account: LearnerAccount; message: string }> {
  const l = requireLearner(caller);
  if (!l.verified) throw new ForbiddenError(GUEST_CANNOT_EDIT);
  const errors: FieldErrors = {};
  const data: Partial<Record<AccountField, string | null>> = {};
  for (const field of ACCOUNT_FIELDS) {
    const raw = input[field];
    if (raw === undefined) continue;
    // The adapters refuse NUL too; the service is the authority, so it checks again.
    const unsafe = typeof raw === 'string' ? unsafeText(raw) : null;
    const value = optionalText(raw, MAX_PROFILE_TEXT);
    if (unsafe) errors[field] = [unsafe];
    else if (value.error) errors[field] = [value.error];
    else data[field] = value.text ?? null;
  }
  if (Object.keys(errors).length) throw new ValidationError(INVALID, errors);
  // Fields are all valid before the file is stored, so a refused request leaves nothing behind.
  const image = chosenFile(input.avatar) ? await storeImage(deps, input.avatar, 'avatar') : null;
  let result: { account: LearnerAccount; previous: string | null };
  try {
    result = await deps.prisma.$transaction(async (tx) => {
      const before = image ? await tx.learner.findUniqueOrThrow({ where: { id: l.learnerId }, select: { avatarKey: true } }) : null;
      const account = await tx.learner.update({
        where: { id: l.learnerId, companyId: l.companyId },
        data: { ...data, ...(image ? { avatarKey: image.key } : {}) },
        select: accountSelect,
      });
      return { account, previous: before?.avatarKey ?? null };
    });
  } catch (err) {
    if (image) await deps.storage.remove(image.key);
    throw err;
  }
  if (result.previous) await deps.storage.remove(result.previous);
  const { account } = result;
  return { account, message: LEARNER_ACCOUNT_UPDATED };
}
