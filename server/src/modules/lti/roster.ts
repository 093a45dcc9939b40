/**
 * Names and Role Provisioning Services (issue 26 §1): a launch that carries the context's
 * memberships address has the worker read the roster (at most once an hour per resource link),
 * and every active member with a learner role becomes a learner of the company, found by
 * platform and `sub` like a launched one (lti-learners.ts), with the name and e-mail the
 * platform shares. Pages are followed by their `rel="next"` link, up to ROSTER_PAGES.
 * Members who left are kept: their progress is the company's record.
 */
import type { Deps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobPayloads } from '../../jobs/jobs.js';
import { isLtiInstructor } from '@learnhub/content';
import { learnerOfPlatformUser } from './lti-learners.js';
import { callPlatform, PlatformServiceError, SCOPE } from './platform-token.js';

export const ROSTER_EVERY_MINUTES = 60;
const ROSTER_PAGES = 50;

type Member = { user_id?: unknown; status?: unknown; roles?: unknown; name?: unknown; given_name?: unknown; family_name?: unknown; email?: unknown };

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The next page's address from a Link header value, if any. */
function nextPage(link: string | null): string | null {
  for (const part of (link ?? '').split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part.trim());
    if (m) return m[1]!;
  }
  return null;
}

export const syncRosterJob: JobDefinition<JobPayloads['lti.sync-roster'], Deps> = {
  policy: 'short',
  singletonKey: (d) => d.linkId,
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 600,
  run: async ({ linkId }, deps) => {
    const link = await deps.prisma.ltiResourceLink.findUnique({ where: { id: linkId }, include: { platform: true } });
    if (!link?.membershipsUrl) return { skipped: 'no memberships address' };
    let url: string | null = link.membershipsUrl;
    let learners = 0;
    for (let page = 0; url && page < ROSTER_PAGES; page++) {
      const answer = await callPlatform(deps, link.platform, [SCOPE.memberships], {
        method: 'GET',
        url,
        accept: 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
      });
      if (answer.status !== 200) throw new PlatformServiceError(`The platform's roster answered ${answer.error ?? `HTTP ${answer.status}`}`);
      const body = JSON.parse(answer.text) as { members?: Member[] };
      for (const m of body.members ?? []) {
        const sub = text(m.user_id);
        const roles = Array.isArray(m.roles) ? m.roles.filter((r): r is string => typeof r === 'string') : [];
        if (!sub || (m.status !== undefined && m.status !== 'Active') || isLtiInstructor(roles)) continue;
        await learnerOfPlatformUser(deps, link.platform, {
          sub: sub.slice(0, 255),
          person: { email: text(m.email), givenName: text(m.given_name), familyName: text(m.family_name), name: text(m.name) },
        });
        learners++;
      }
      url = nextPage(answer.link);
    }
    await deps.prisma.ltiResourceLink.update({ where: { id: link.id }, data: { rosterSyncedAt: new Date() } });
    return { learners };
  },
};
