/**
 * The analytics module's public face: the dashboard (its figures, the shared live memo and the
 * periods it is asked for), a learner's activity status, the rollups' rebuild, and the jobs and
 * projectors composition.ts registers. Everything outside the module imports it from here.
 */
export { activityStatus, parseThresholds, type ActivityStatus, type StatusThresholds } from './activity-status.js';
export { PERIOD_OPTIONS, parseDashboardDate, type PeriodOption } from './periods.js';
export { localDay, REBUILD_TIMEOUT_MS, rebuildRollups } from './rollups.js';
export { dashboard, type Counter } from './dashboard.service.js';
export { sharedDashboard } from './dashboard-memo.js';
export { analyticsJobs } from './analytics.job.js';
export { analyticsProjectors } from './analytics.projectors.js';
