/**
 * The progress module's public face: a learner's progress, answers, responses and satisfaction
 * scores, grading, the learners' risk facts, the projectors composition.ts registers, and the
 * GraphQL status enum other modules' schema files use. Everything outside the module imports it
 * from here.
 */
export { answerKey, passes, passMarkOf, scoreOf } from './grading.js';
export { keepLearnerRiskFacts } from './learner-risk-facts.js';
export * as progress from './progress.service.js';
export { latestAnswers, riskFacts, stepRecords } from './progress.service.js';
export { answerQuestion, uploadAnswerFile } from './answers.service.js';
export { openAsVisitor, rateAsLearner, rateAsVisitor, SATISFACTION_SCORES } from './satisfaction.service.js';
export { saveResponse } from './save-response.service.js';
export { progressProjectors } from './progress.projectors.js';
export { ProgressStatusEnum } from './progress.schema.js';
export { ACTIVITY_RECHECK_MS } from './activity.subscription.js';
export { type EventRow, toStatements } from './xapi-statements.js';
