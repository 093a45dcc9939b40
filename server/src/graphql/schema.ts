/** Imports every type module (for their side effects on the builder) and builds the schema. */
import { auditMutations } from './audit-mutations.js';
import { builder } from './builder.js';
import './errors.js';
import './file-scalar.js';
import '../modules/accounts/user.schema.js';
import '../modules/accounts/accounts.schema.js';
import '../modules/companies/company.schema.js';
import '../modules/companies/company-settings.schema.js';
import '../modules/companies/brand.schema.js';
import '../modules/profile/profile.schema.js';
import '../modules/team/invites.schema.js';
import '../modules/team/members.schema.js';
import '../modules/materials/materials.schema.js';
import '../modules/content/content.schema.js';
import '../modules/walkthroughs/walkthroughs.schema.js';
import '../modules/paths/paths.schema.js';
import '../modules/uploads/material-images.schema.js';
import '../modules/library/library.schema.js';
import '../modules/domains/domain.schema.js';
import '../modules/domains/sign-in-design.schema.js';
import '../modules/api-tokens/api-tokens.schema.js';
import '../modules/webhooks/webhooks.schema.js';
import '../modules/lti/lti.schema.js';
import '../modules/audit-log/audit-log.schema.js';
import '../modules/billing/billing.schema.js';
import '../modules/learners/learners.schema.js';
import '../modules/hub/hub.schema.js';
import '../modules/progress/progress.schema.js';
import '../modules/progress/package-runtime.schema.js';
import '../modules/packages/packages.schema.js';
import '../modules/exports/lms-exports.schema.js';
import '../modules/progress/activity.subscription.js';
import '../modules/analytics/dashboard.schema.js';
import '../modules/audience/audience.schema.js';
import '../modules/audience/material-audience.schema.js';

// Every staff mutation appends its audit entry once it succeeded (audit-mutations.ts).
export const schema = auditMutations(builder.toSchema({ sortSchema: true }));
