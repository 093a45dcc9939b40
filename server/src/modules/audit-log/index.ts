/** The audit log's read side (README "Audit log"): entries, filters, CSV. Everything outside the module imports it from here. */
export * as auditLog from './audit-log.service.js';
