/**
 * Who is calling, in one place for every adapter (GraphQL over HTTP and WebSocket, REST): a staff
 * user, a learner, or nobody. A Bearer token is looked up as a staff session first, then as a
 * learner session (the tables are apart, so one token is never both); the `aud_token` cookie only
 * ever names a learner, and only where `cookieMayAuthenticate` allows. Operations then ask for the
 * kind they serve: staff scopes and REST `auth: 'staff'` see only `staff`, learner ones only
 * `learner`.
 */
import type { PrismaClient } from '../generated/prisma/client.js';
import { bearerToken, resolveStaffActor, type StaffActor } from './actor.js';
import { cookieMayAuthenticate, type LearnerActor, learnerCookie, resolveLearner } from './learner.js';

export type Caller = { staff: StaffActor | null; learner: LearnerActor | null; authToken: string | null };

export type CallerRequest = {
  authorization: string | null;
  cookie: string | null;
  method: string;
  origin: string | null;
  ownOrigins: readonly string[];
  /** The client's address (an API token records where it was last used). */
  ip?: string;
};

export async function resolveCaller(prisma: PrismaClient, req: CallerRequest): Promise<Caller> {
  const bearer = bearerToken(req.authorization);
  if (bearer) {
    const staff = await resolveStaffActor(prisma, bearer, req.ip);
    if (staff) return { staff, learner: null, authToken: bearer };
    return { staff: null, learner: await resolveLearner(prisma, bearer), authToken: bearer };
  }
  const cookie = learnerCookie(req.cookie);
  if (cookie && cookieMayAuthenticate(req.method, req.origin, req.ownOrigins)) {
    return { staff: null, learner: await resolveLearner(prisma, cookie), authToken: null };
  }
  return { staff: null, learner: null, authToken: null };
}

/** The origins a cookie-authenticated write may come from: the public URL's and the request's own. */
export function ownOrigins(publicUrl: string, requestUrl: string): string[] {
  const origins = new Set<string>();
  for (const url of [publicUrl, requestUrl]) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed URL adds nothing.
    }
  }
  return [...origins];
}
