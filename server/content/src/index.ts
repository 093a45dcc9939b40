/**
 * One description of each material document, shared by server and client: zod schemas (the
 * server's authority), the types derived from them (what editors and viewers hold), limits and
 * defaults. Kinds: walkthrough (also docs and videos) and path.
 */
export * from './api-scopes.js';
export * from './webhook-events.js';
export * from './scorm-package.js';
export * from './config.js';
export * from './config-values.js';
export * from './document-versions.js';
export * from './domain-name.js';
export * from './hub-paths.js';
export * from './fields.js';
export * from './values.js';
export * from './issues.js';
export * from './kinds.js';
export * from './lms-export.js';
export * from './lti.js';
export * from './path/answers.js';
export * from './path/defaults.js';
export * from './path/element-defaults.js';
export * from './path/elements.js';
export * from './path/limits.js';
export * from './path/rich-text.js';
export * from './path/schema.js';
export * from './path/scoring.js';
export * from './path/trusted-steps.js';
export * from './path/versions.js';
export * from './path/video.js';
export * from './package/schema.js';
export * from './package/versions.js';
export * from './walkthrough/defaults.js';
export * from './walkthrough/limits.js';
export * from './walkthrough/schema.js';
export * from './walkthrough/versions.js';
