/**
 * The learners module's public face: magic links (`magicLink`), guest access and a learner's
 * own account. Everything outside the module imports it from here.
 */
export { guestAccess, guestFields } from './guest-access.service.js';
export { type LearnerAccount, learnerAccount, updateLearnerAccount } from './learner-account.service.js';
export * as magicLink from './magic-link.service.js';
