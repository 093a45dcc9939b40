/** The signed-in learner's own account (audience.md §3 "Account (learner)"). */
import { type LearnerActor, requireLearner } from '../../auth/learner.js';
import type { Deps } from '../../deps.js';

export async function learnerAccount(deps: Deps, caller: LearnerActor | null) {
  const l = requireLearner(caller);
  return deps.prisma.learner.findUniqueOrThrow({
    where: { id: l.learnerId },
    select: { id: true, companyId: true, email: true, firstName: true, lastName: true, companyName: true, city: true, state: true, avatarKey: true },
  });
}
export type LearnerAccount = Awaited<ReturnType<typeof learnerAccount>>;
