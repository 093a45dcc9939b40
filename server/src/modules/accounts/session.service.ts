/** What a staff session acts for: a user may belong to several companies. */
import { requireActor, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';

/** Points the caller's session at another company the user belongs to. */
export async function switchCompany(deps: Deps, actor: StaffActor | null, companyId: string): Promise<StaffActor> {
  const a = requireActor(actor);
  const membership = /^[0-9a-f-]{36}$/i.test(companyId)
    ? await deps.prisma.membership.findUnique({ where: { companyId_userId: { companyId, userId: a.userId } }, select: { role: true } })
    : null;
  // Not a member (or no such company): the same answer, so ids of other companies reveal nothing.
  if (!membership) throw new NotFoundError('Company not found.');
  await deps.prisma.session.update({ where: { id: a.sessionId }, data: { companyId } });
  return { ...a, companyId, role: membership.role };
}
