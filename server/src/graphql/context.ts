import type { Deps } from '../deps.js';
import type { StaffActor } from '../auth/actor.js';

/** Per-request GraphQL context: shared dependencies plus who is calling. */
export type GraphQLContext = {
  deps: Deps;
  actor: StaffActor | null;
  /** The bearer token the caller sent (HTTP header or graphql-ws connectionParams), if any. */
  authToken: string | null;
  /** Client address, for rate limits. */
  ip: string;
};
