/**
 * "User Info Required" materials (authoring.md §4 "Material visibility"): a visitor gives a name
 * and an e-mail, which finds or creates the company's learner of that e-mail and signs them in.
 *
 * Nothing proves the e-mail, so the session is a guest's (`verified: false`): it opens Public and
 * User Info Required materials and records what the guest does there, but never opens a Private
 * material (even when the typed e-mail is on its list) — that takes a magic link. A guest's name
 * fills an account's empty name fields and never replaces a name the learner already has.
 */
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { emailSchema } from '../../lib/email.js';
import { fromZodIssues, NotFoundError } from '../../lib/errors.js';
import { rules } from '../../lib/rate-limit.js';
import { hubCompany } from '../hub/hub-catalogue.service.js';
import { UUID } from '../materials/material-rules.js';
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
  const { firstName, lastName } = splitName(name);
  const where = { companyId_email: { companyId: company.id, email } };
  const learner = await deps.prisma.learner
    .upsert({ where, create: { companyId: company.id, email, firstName, lastName }, update: {}, select: { id: true, firstName: true, lastName: true } })
    .catch(async (err: { code?: string }) => {
      // Two first visits racing: the unique index decides, the other reads.
      if (err.code !== 'P2002') throw err;
      return deps.prisma.learner.findUniqueOrThrow({ where, select: { id: true, firstName: true, lastName: true } });
    });
  if (!learner.firstName && !learner.lastName) await deps.prisma.learner.update({ where: { id: learner.id }, data: { firstName, lastName } });
  const token = await createLearnerSession(deps, company.id, learner.id, false);
  return { token, learnerId: learner.id, companyId: company.id, verified: false, materialSlug: material.slug };
}
