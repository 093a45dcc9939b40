import { LTI_LAUNCH_ERRORS, type LtiLaunchError } from '@learnhub/content';

/** A launch refused: the reason (shown on the page) and the HTTP status it answers with. */
export class LtiRefusal extends Error {
  constructor(
    readonly reason: LtiLaunchError,
    readonly status: 400 | 401 | 403 | 404 | 409 | 503 = 400,
  ) {
    super(LTI_LAUNCH_ERRORS[reason]);
    this.name = 'LtiRefusal';
  }
}
