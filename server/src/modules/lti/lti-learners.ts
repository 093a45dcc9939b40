/**
 * A platform's user as a learner of the company (launch.service.ts says why by `sub`, never by
 * e-mail). The name and e-mail the platform shares are copied on every launch, so staff read
 * what the platform says now; a platform that shares none gives a learner with an address under
 * the reserved `.invalid` domain, which no mail is ever sent to.
 */
import { createHash } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { LtiPlatform } from '../../generated/prisma/client.js';
import { magicLink } from '../learners/index.js';
import type { LtiLaunch } from './launch-claims.js';

export type PlatformUser = Pick<LtiLaunch, 'sub' | 'person'>;

function personFields(platform: LtiPlatform, launch: PlatformUser) {
  const p = launch.person;
  const [first, ...rest] = (p.name ?? '').split(/\s+/).filter(Boolean);
  const hash = createHash('sha256').update(`${platform.id}:${launch.sub}`).digest('hex').slice(0, 16);
  return {
    email: (p.email?.toLowerCase().slice(0, 254) ?? '') || `lti-${hash}@learners.invalid`,
    firstName: (p.givenName ?? first ?? null)?.slice(0, 100) ?? null,
    lastName: (p.familyName ?? (rest.length ? rest.join(' ') : null))?.slice(0, 100) ?? null,
  };
}

/** The learner of this platform user (made the first time a launch or the roster names them). */
export async function learnerOfPlatformUser(deps: Deps, platform: LtiPlatform, launch: PlatformUser): Promise<string> {
  const fields = personFields(platform, launch);
  const guestKey = `lti:${platform.id}:${launch.sub}`.slice(0, 300);
  const learnerId = await deps.prisma.$transaction(async (tx) => {
    const known = await tx.ltiUser.findUnique({ where: { platformId_sub: { platformId: platform.id, sub: launch.sub } }, select: { learnerId: true } });
    if (known) {
      await tx.learner.update({ where: { id: known.learnerId }, data: fields });
      return known.learnerId;
    }
    // Two first launches racing: the unique indexes decide, and the loser reads the winner's rows.
    const made = await tx.learner.createMany({ data: [{ companyId: platform.companyId, guestKey, ...fields }], skipDuplicates: true });
    const row = await tx.learner.findUniqueOrThrow({
      where: { companyId_email_guestKey: { companyId: platform.companyId, email: fields.email, guestKey } },
      select: { id: true },
    });
    await tx.ltiUser.createMany({ data: [{ platformId: platform.id, sub: launch.sub, learnerId: row.id }], skipDuplicates: true });
    if (made.count === 1) await deps.events.emit(tx, 'learner.created', { companyId: platform.companyId, learnerId: row.id });
    return row.id;
  });
  return learnerId;
}

/** The launch's learner and a new session for them. */
export async function learnerOfLaunch(deps: Deps, platform: LtiPlatform, launch: PlatformUser): Promise<{ learnerId: string; token: string }> {
  const learnerId = await learnerOfPlatformUser(deps, platform, launch);
  // Not `verified`: nobody proved the e-mail to us, so it never opens a Private material's list.
  return { learnerId, token: await magicLink.createLearnerSession(deps, platform.companyId, learnerId, false) };
}
