import type { Deps } from '../deps.js';
import type { StaffActor } from '../auth/actor.js';
import type { LearnerActor } from '../auth/learner.js';
import type { SignInRequest } from '../auth/sign-in-origin.js';

/** Per-request GraphQL context: shared dependencies plus who is calling. */
export type GraphQLContext = {
  deps: Deps;
  /** A signed-in company user; null for learners and visitors. */
  actor: StaffActor | null;
  /** A signed-in learner (auth/learner.ts); null for staff and visitors. */
  learner: LearnerActor | null;
  /** The bearer token the caller sent (HTTP header or graphql-ws connectionParams), if any. */
  authToken: string | null;
  /** Client address, for rate limits. */
  ip: string;
  /** Set-Cookie headers a resolver adds to the HTTP response (a learner's sign-in); unused over WebSocket. */
  responseCookies: string[];
  /** Where the HTTP request came from, for the mutations that set the learner cookie; null over WebSocket. */
  signIn: SignInRequest | null;
};
