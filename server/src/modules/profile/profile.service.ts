/**
 * The signed-in user's own profile: names, job title, company label, avatar, onboarding bio
 * (industry and role) and activation. Every function acts on the caller only: there is no
 * user id argument, so nobody can edit someone else's profile.
 */
import { requireActor, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { type FieldErrors, ValidationError } from '../../lib/errors.js';
import { canonicalIndustry } from '../../lib/industries.js';
import { chosenFile, storeImage } from './image-file.js';

export const PROFILE_UPDATED = 'Profile data updated successfully.';
import { MAX_PROFILE_TEXT } from './profile-limits.js';
export { MAX_PROFILE_TEXT };

const PROFILE_FIELDS = ['firstName', 'lastName', 'jobTitle', 'companyName'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

export type UpdateProfileInput = Partial<Record<ProfileField, unknown>> & { avatar?: unknown };
export type ProfileResult = { userId: string; message: string };

const INVALID = 'Please correct the highlighted fields.';

/** The caller with their profile (created empty if missing, e.g. for older accounts). */
export async function getProfile(deps: Deps, actor: StaffActor | null) {
  const { userId } = requireActor(actor);
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { profile: true } });
  if (user.profile) return user;
  return { ...user, profile: await ensureProfile(deps, userId) };
}

/**
 * Changes only the fields sent with a non-blank value (authoring.md §5: the client sends only
 * non-empty fields), and the avatar when a file is given. Blank or missing fields keep their value.
 */
export async function updateProfile(deps: Deps, actor: StaffActor | null, input: UpdateProfileInput): Promise<ProfileResult> {
  const { userId } = requireActor(actor);
  const errors: FieldErrors = {};
  const data: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const value = optionalText(input[field], MAX_PROFILE_TEXT);
    if (value.error) errors[field] = [value.error];
    else if (value.text) data[field] = value.text;
  }
  // An empty file part is what a browser form sends when no file was chosen: nothing to change.
  const hasAvatar = chosenFile(input.avatar);
  if (Object.keys(errors).length) throw new ValidationError(INVALID, errors);
  // Fields are all valid before the file is stored, so a refused request leaves nothing behind.
  if (hasAvatar) await uploadAvatar(deps, actor, input.avatar, 'avatar');
  if (Object.keys(data).length) {
    await deps.prisma.profile.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  }
  return { userId, message: PROFILE_UPDATED };
}

/** Replaces the avatar with a checked image (jpg/jpeg/png/gif, 15 MB); the old file is deleted. */
export async function uploadAvatar(deps: Deps, actor: StaffActor | null, file: unknown, field = 'file'): Promise<ProfileResult> {
  const { userId } = requireActor(actor);
  const image = await storeImage(deps, file, field);
  let previous: string | null;
  try {
    previous = await deps.prisma.$transaction(async (tx) => {
      const before = await tx.profile.upsert({ where: { userId }, create: { userId }, update: {}, select: { avatarKey: true } });
      await tx.profile.update({ where: { userId }, data: { avatarKey: image.key } });
      return before.avatarKey;
    });
  } catch (err) {
    await deps.storage.remove(image.key);
    throw err;
  }
  if (previous) await deps.storage.remove(previous);
  return { userId, message: 'Avatar added successfully.' };
}

/** Clears the avatar and deletes its file; removing when there is none is fine. */
export async function removeAvatar(deps: Deps, actor: StaffActor | null): Promise<ProfileResult> {
  const { userId } = requireActor(actor);
  const before = await ensureProfile(deps, userId);
  if (before.avatarKey) {
    await deps.prisma.profile.update({ where: { userId }, data: { avatarKey: null } });
    await deps.storage.remove(before.avatarKey);
  }
  return { userId, message: 'Avatar removed.' };
}

/** Onboarding step 2: industry (one of the listed industries) and role, both required. */
export async function updateBio(deps: Deps, actor: StaffActor | null, input: { industryName?: unknown; industryRole?: unknown }): Promise<ProfileResult> {
  const { userId } = requireActor(actor);
  const errors: FieldErrors = {};
  const industry = optionalText(input.industryName, 200);
  const role = optionalText(input.industryRole, MAX_PROFILE_TEXT);
  const industryName = industry.text ? canonicalIndustry(industry.text) : null;
  if (industry.error) errors.industryName = [industry.error];
  else if (!industry.text) errors.industryName = ["can't be blank"];
  else if (!industryName) errors.industryName = ['is not included in the list'];
  if (role.error) errors.industryRole = [role.error];
  else if (!role.text) errors.industryRole = ["can't be blank"];
  if (Object.keys(errors).length || !industryName || !role.text) throw new ValidationError(INVALID, errors);
  const data = { industryName, industryRole: role.text };
  await deps.prisma.profile.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return { userId, message: 'Bio updated successfully.' };
}

/** Marks the profile activated (after sign-up/verification); the first time is kept. */
export async function activateProfile(deps: Deps, actor: StaffActor | null): Promise<ProfileResult> {
  const { userId } = requireActor(actor);
  await ensureProfile(deps, userId);
  await deps.prisma.profile.updateMany({ where: { userId, activatedAt: null }, data: { activatedAt: new Date() } });
  return { userId, message: 'Profile activated.' };
}

function ensureProfile(deps: Deps, userId: string) {
  return deps.prisma.profile.upsert({ where: { userId }, create: { userId }, update: {} });
}

/** A trimmed text field: missing/null/blank gives no text; a non-string or too long gives an error. */
export function optionalText(value: unknown, max: number): { text?: string; error?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string') return { error: 'must be text' };
  const text = value.trim();
  if (text.length > max) return { error: `is too long (maximum is ${max} characters)` };
  return text ? { text } : {};
}
