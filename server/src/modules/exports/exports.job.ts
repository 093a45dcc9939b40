/**
 * Builds an export's zip (build-package.ts). A store or database briefly out of reach is retried;
 * anything else (a revision no longer kept, the player not built) fails the export at once with
 * the reason, which the author sees. A build still unfinished after an hour is shown as failed
 * (lms-exports.service.ts), so no export waits for a job that gave up.
 */
import type { Deps } from '../../deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import type { JobPayloads } from '../../jobs/jobs.js';
import { ServiceUnavailableError } from '../../lib/errors.js';
import { buildExport, markExportFailed } from './build-package.js';

export const buildExportJob: JobDefinition<JobPayloads['exports.build'], Deps> = {
  policy: 'standard',
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 900,
  run: async ({ exportId }, deps) => {
    try {
      await buildExport(deps, exportId);
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw error;
      deps.logger.error(`LMS export ${exportId} failed:`, error);
      await markExportFailed(deps, exportId, error);
    }
  },
};
