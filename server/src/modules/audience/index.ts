/**
 * The audience module's public face: the audience table (its filters, order and pages), a
 * learner's profile (activity, responses, files and their signed download links) and the risk
 * facts job composition.ts registers. Everything outside the module imports it from here.
 */
export { parseFilter, parseOrder, parsePaging } from './audience-query.js';
export { audiencePage, type AudienceRecord } from './audience.service.js';
export { checkLearnerFileLink } from './learner-file-links.js';
export { learnerActivity, learnerFileDownload, learnerFiles, learnerResponses } from './learner-profile.service.js';
export { refreshRiskFactsJob } from './risk-facts.job.js';
