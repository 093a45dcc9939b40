/**
 * "User Info Required" materials (authoring.md §4 "Material visibility"): a visitor gives a name
 * and an e-mail and is signed in as a guest.
 *
 * Nothing proves the e-mail, so a guest never reaches the record of the learner who owns it: each
 * guest access makes a record of its own (`Learner.guestKey`, random), holding the name and e-mail
 * as typed, and its session is a guest's (`verified: false`), which opens Public and User Info
 * Required materials but never a Private one. A guest therefore sees nothing of an existing
 * account (name, answers, progress) and writes nothing into it. When the same browser later proves
 * the e-mail with a magic link, the guest's record is merged into the learner's (guest-merge.ts).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { emailSchema } from '../../lib/email.js';
import { fromZodIssues, NotFoundError } from '../../lib/errors.js';
import { rules } from '../../lib/rate-limit.js';
import { hubCompany } from '../hub/index.js';
import { UUID } from '../materials/index.js';
import { createLearnerSession, type LearnerSignIn } from './magic-link.service.js';

export const GUEST_MATERIAL_NOT_FOUND = 'No such material asks for your name and email here.';
export const GUEST_NAME_MAX = 100;

/** The fields, also the REST body's. */
export const guestFields = {
  name: z.string({ error: "can't be blank" }).trim().min(1, "can't be blank").max(GUEST_NAME_MAX, `is too long (maximum is ${GUEST_NAME_MAX} characters)`),
  email: emailSchema,
};

/** "Ada Lovelace" → first "Ada", last "Lovelace"; one word is a first name. */
function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first, ...rest] = name.split(/\s+/);
  return { firstName: first ?? name, lastName: rest.length ? rest.join(' ') : null };
}

/** Signs a visitor in as a new guest learner for a published User Info Required material. */
export async function guestAccess(
  deps: Deps,
  input: { companySlug: string; materialId: string; name?: unknown; email?: unknown },
  ip: string,
): Promise<LearnerSignIn & { materialSlug: string }> {
  await deps.rateLimiter.hit(rules.guestAccess, ip);
  const company = await hubCompany(deps, input.companySlug);
  const material = UUID.test(input.materialId)
    ? await deps.prisma.learningMaterial.findFirst({
        where: { id: input.materialId, companyId: company.id, visibility: 'GUEST', publishedRevision: { not: null } },
        select: { slug: true },
      })
    : null;
  if (!material) throw new NotFoundError(GUEST_MATERIAL_NOT_FOUND);
  const parsed = z.object(guestFields).safeParse({ name: input.name, email: input.email });
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { email, name } = parsed.data;
  const learner = await deps.prisma.$transaction(async (tx) => {
    const row = await tx.learner.create({ data: { companyId: company.id, email, guestKey: randomUUID(), ...splitName(name) }, select: { id: true } });
    await deps.events.emit(tx, 'learner.created', { companyId: company.id, learnerId: row.id });
    return row;
  });
  const token = await createLearnerSession(deps, company.id, learner.id, false);
  return { token, learnerId: learner.id, companyId: company.id, verified: false, materialSlug: material.slug };
}
