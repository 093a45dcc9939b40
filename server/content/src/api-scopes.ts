/**
 * What an API token may do (README "API tokens"), one description for the server (which checks
 * them) and Settings → API (which offers them). Read and write per area; `pii:read` apart: without
 * it, learners' names and e-mails are left out of every answer. A write scope does not include
 * its read scope: a token gets exactly what it lists.
 */
export const API_SCOPES = [
  { name: 'materials:read', area: 'Materials', label: 'Read materials', description: 'List materials, read drafts, revisions and settings.' },
  { name: 'materials:write', area: 'Materials', label: 'Write materials', description: 'Create, edit, publish, share and delete materials.' },
  { name: 'learners:read', area: 'Learners and progress', label: 'Read learners', description: 'List learners and read their progress and answers.' },
  { name: 'learners:write', area: 'Learners and progress', label: 'Write learners', description: 'Change learners and their progress.' },
  { name: 'analytics:read', area: 'Analytics', label: 'Read analytics', description: 'Read the dashboard, audience figures and exports.' },
  { name: 'team:read', area: 'Team', label: 'Read team', description: 'List members and pending invitations, read company settings.' },
  { name: 'team:write', area: 'Team', label: 'Write team', description: 'Invite, change roles, remove members, change company settings.' },
  { name: 'webhooks:read', area: 'Webhooks', label: 'Read webhooks', description: 'List webhook endpoints and their deliveries.' },
  { name: 'webhooks:write', area: 'Webhooks', label: 'Write webhooks', description: 'Add, change, test and remove webhook endpoints.' },
  {
    name: 'integrations:read',
    area: 'Integrations',
    label: 'Read integrations',
    description: 'List the LTI platforms and LRS forwarding endpoints the company registered.',
  },
  {
    name: 'integrations:write',
    area: 'Integrations',
    label: 'Write integrations',
    description: 'Register and remove LTI platforms and LRS forwarding endpoints.',
  },
  { name: 'xapi:read', area: 'xAPI LRS', label: 'Read the LRS', description: 'Read xAPI statements, states and profiles at /xapi/.' },
  { name: 'xapi:write', area: 'xAPI LRS', label: 'Write to the LRS', description: 'Record xAPI statements, states and profiles at /xapi/.' },
  { name: 'audit:read', area: 'Audit log', label: 'Read the audit log', description: "Who changed what, when and from where (an Owner's token)." },
  { name: 'pii:read', area: 'Personal data', label: "Read learners' names and e-mails", description: "Without it, learners' names and e-mails are left out." },
] as const;

export type ApiScope = (typeof API_SCOPES)[number]['name'];

export const API_SCOPE_NAMES: readonly ApiScope[] = API_SCOPES.map((s) => s.name);

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPE_NAMES as readonly string[]).includes(value);
}

/** A token's name: 1–100 characters. */
export const API_TOKEN_NAME_MAX = 100;

/** The expiry choices Settings → API offers, in days; null is "No expiry". */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 60, 90, 365, null] as const;
export const API_TOKEN_DEFAULT_EXPIRY_DAYS = 30;

/** Shown beside "No expiry", in the UI and in the API's answers. */
export const API_TOKEN_NO_EXPIRY_WARNING = 'A token without an expiry stays valid until it is revoked. Set an expiry unless you rotate it yourself.';

/** At most this many live (not revoked, not expired) tokens per company. */
export const API_TOKENS_PER_COMPANY = 50;
