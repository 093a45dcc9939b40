/**
 * What Settings → Audit log shows and sends: actions in words, actors and targets, the filters'
 * variables, the CSV's address and file name. An action is a GraphQL mutation's name
 * ("publishMaterial"), a REST route ("PUT /paths/{slug}/publish"), "signIn" or "audienceExport"
 * (server/src/audit/audit-log.ts); the words below are for the common ones, and the raw name is
 * always shown beside them, so an action this client has no words for is still there as it came.
 */

export const PAGE_SIZE = 50;

const ACTION_WORDS: Record<string, string> = {
  // People and the team
  signIn: 'Signed in',
  'DELETE /users/sign_out': 'Signed out',
  acceptInvite: 'Joined the team',
  inviteTeamMembers: 'Invited team members',
  'POST /team/invite': 'Invited team members',
  revokeInvite: 'Revoked an invitation',
  updateMemberRole: "Changed a member's role",
  'PUT /team/members/{id}/update_role': "Changed a member's role",
  removeMember: 'Removed a member',
  'DELETE /team/members/{id}': 'Removed a member',
  updateProfile: 'Changed their profile',
  'PUT /profile': 'Changed their profile',
  updateBio: 'Changed their bio',
  'PUT /users/bio': 'Changed their bio',
  uploadAvatar: 'Uploaded a profile photo',
  removeAvatar: 'Removed their profile photo',
  'DELETE /profile/remove_avatar': 'Removed their profile photo',
  switchCompany: 'Switched to this company',
  // The company
  saveOnboardingCompany: 'Set up the company',
  updateCompany: 'Changed the company settings',
  'PUT /company': 'Changed the company settings',
  renameWorkspace: 'Renamed the workspace',
  'PUT /company/workspace_name': 'Renamed the workspace',
  uploadCompanyImage: 'Uploaded a company image',
  removeCompanyImage: 'Removed a company image',
  updateBrandColors: 'Changed the brand colours',
  addDomain: 'Added a domain',
  'POST /domains': 'Added a domain',
  updateDomain: 'Changed a domain',
  'PUT /domains/{id}': 'Changed a domain',
  verifyDomain: 'Checked a domain',
  'POST /domains/{id}/verify': 'Checked a domain',
  deleteDomain: 'Removed a domain',
  'DELETE /domains/{id}': 'Removed a domain',
  saveSignInDesign: 'Changed the sign-in design',
  'PUT /domains/{id}/sign_in_page_design': 'Changed the sign-in design',
  // Billing
  checkout: 'Changed the plan',
  'POST /billing/checkout': 'Changed the plan',
  payOverdue: 'Paid the overdue balance',
  'POST /billing/pay_overdue': 'Paid the overdue balance',
  advanceTestClock: 'Moved the test clock',
  // Materials
  createMaterial: 'Made a material',
  'POST /learning_materials': 'Made a material',
  duplicateMaterial: 'Duplicated a material',
  saveMaterialDraft: 'Saved a material draft',
  'PUT /paths/{id}': 'Saved a material draft',
  'PUT /walkthroughs/{id}': 'Saved a material draft',
  publishMaterial: 'Published a material',
  'PUT /paths/{slug}/publish': 'Published a material',
  'PUT /walkthroughs/{id}/publish': 'Published a material',
  restoreMaterialRevision: 'Restored an earlier version of a material',
  updateMaterialSettings: "Changed a material's settings",
  'PUT /learning_materials/{id}': "Changed a material's settings",
  setMaterialAccess: 'Changed who may open a material',
  'PUT /learning_materials/{id}/access': 'Changed who may open a material',
  setMaterialVisibility: "Changed a material's visibility",
  'PUT /learning_materials/{id}/visibility': "Changed a material's visibility",
  deleteMaterial: 'Deleted a material',
  'DELETE /learning_materials/{slug}': 'Deleted a material',
  uploadPackage: 'Uploaded a SCORM package',
  'POST /packages': 'Uploaded a SCORM package',
  replacePackage: "Replaced a SCORM package's zip",
  'PUT /packages/{id}': "Replaced a SCORM package's zip",
  'PUT /packages/{id}/publish': 'Published a material',
  uploadMaterialImage: 'Uploaded an image to a material',
  removeMaterialImage: 'Removed an image from a material',
  uploadLibraryImage: 'Added an image to the library',
  'POST /library': 'Added an image to the library',
  deleteLibraryImage: 'Removed an image from the library',
  // Learners' data
  audienceExport: 'Exported the audience',
  // The API and webhooks
  createApiToken: 'Made an API token',
  'POST /api_tokens': 'Made an API token',
  rotateApiToken: 'Rotated an API token',
  'POST /api_tokens/{id}/rotate': 'Rotated an API token',
  revokeApiToken: 'Revoked an API token',
  'DELETE /api_tokens/{id}': 'Revoked an API token',
  addWebhookEndpoint: 'Added a webhook endpoint',
  'POST /webhooks': 'Added a webhook endpoint',
  updateWebhookEndpoint: 'Changed a webhook endpoint',
  'PUT /webhooks/{id}': 'Changed a webhook endpoint',
  deleteWebhookEndpoint: 'Deleted a webhook endpoint',
  'DELETE /webhooks/{id}': 'Deleted a webhook endpoint',
  rotateWebhookSecret: "Rotated a webhook endpoint's signing secret",
  'POST /webhooks/{id}/rotate_secret': "Rotated a webhook endpoint's signing secret",
  sendWebhookTestEvent: 'Sent a webhook test event',
  'POST /webhooks/{id}/test': 'Sent a webhook test event',
  replayWebhookDelivery: 'Replayed a webhook delivery',
  'POST /webhooks/{id}/deliveries/{delivery_id}/replay': 'Replayed a webhook delivery',
  replayFailedWebhookDeliveries: 'Replayed failed webhook deliveries',
  'POST /webhooks/{id}/deliveries/replay_failed': 'Replayed failed webhook deliveries',
};

/** The action in words ("Made an API token"), or null when this client has none for it. */
export function actionWords(action: string): string | null {
  return Object.hasOwn(ACTION_WORDS, action) ? (ACTION_WORDS[action] ?? null) : null;
}

/** The Action filter's choices: "All actions", then each action in words with its raw name, A to Z by what is shown. */
export function actionOptions(actions: readonly string[]): { value: string; label: string }[] {
  const named = actions.map((action) => {
    const words = actionWords(action);
    return { value: action, label: words ? `${words} (${action})` : action };
  });
  named.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return [{ value: '', label: 'All actions' }, ...named];
}

const TOKEN_SUFFIX = ' (API token)';

export interface ActorShown {
  /** The person's e-mail, or the token's name. */
  name: string;
  token: boolean;
  /** A token's maker (an e-mail), or null when that person is gone. */
  madeBy: string | null;
}

/** Who acted. The server labels a token "CRM sync (API token)": the page says that with a badge instead. */
export function actorShown(entry: { actorType: string; actorLabel: string; actorUser?: string | null }): ActorShown {
  if (entry.actorType !== 'TOKEN') return { name: entry.actorLabel, token: false, madeBy: null };
  const name = entry.actorLabel.endsWith(TOKEN_SUFFIX) ? entry.actorLabel.slice(0, -TOKEN_SUFFIX.length) : entry.actorLabel;
  return { name, token: true, madeBy: entry.actorUser ?? null };
}

const TARGET_TYPES: Record<string, string> = {
  ApiToken: 'API token',
  WebhookEndpoint: 'Webhook endpoint',
  WebhookDelivery: 'Webhook delivery',
  Membership: 'Member',
  Invite: 'Invitation',
  LearningMaterial: 'Material',
  CompanyDomain: 'Domain',
  delivery_id: 'Webhook delivery',
};

/** A target's type in words: ours by name, else "LibraryImage" → "Library image", "slug" → "Slug". */
export function targetTypeWords(type: string): string {
  const known = TARGET_TYPES[type];
  if (known) return known;
  const words = type
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : type;
}

/** A long id in the row ("0194f3a6…"); the whole one is in the entry's details and its tooltip. */
export function shortId(id: string): string {
  return id.length > 13 ? `${id.slice(0, 8)}…` : id;
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en', { timeStyle: 'medium' });

/** "Nov 28, 2026" and "9:14:03 AM" in this browser's time zone (the list puts them on two lines). */
export function formatDateAndTime(at: string | Date): { date: string; time: string } {
  const when = new Date(at);
  return { date: dateFormat.format(when), time: timeFormat.format(when) };
}

/** An e-mail split before its @ where a line may break ("someone.long" / "@example.com"); anything else whole. */
export function emailParts(text: string): [string, string] | null {
  const at = text.lastIndexOf('@');
  return at > 0 ? [text.slice(0, at), text.slice(at)] : null;
}

/** Before or after, indented; null when the entry recorded none. */
export function prettyJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level fields whose value differs between before and after (both objects), in after's order. */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** What the filter form holds: the inputs' values as typed. */
export interface FilterForm {
  action: string;
  actor: string;
  /** Date inputs' values (YYYY-MM-DD) or "". */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: FilterForm = { action: '', actor: '', from: '', to: '' };

/** What is sent: null for every filter left empty; the dates as instants (ISO). */
export interface AuditFilter {
  action: string | null;
  actor: string | null;
  from: string | null;
  to: string | null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function localDay(value: string, end: boolean): Date | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const at = end ? new Date(year, month, day, 23, 59, 59, 999) : new Date(year, month, day, 0, 0, 0, 0);
  // 2026-02-31 rolls over into March: not a day.
  return at.getFullYear() === year && at.getMonth() === month && at.getDate() === day ? at : null;
}

/** The start of that day in this browser's time zone, as an ISO instant; null when empty or not a date. */
export function startOfDay(value: string): string | null {
  return localDay(value, false)?.toISOString() ?? null;
}

/** The last millisecond of that day in this browser's time zone, as an ISO instant. */
export function endOfDay(value: string): string | null {
  return localDay(value, true)?.toISOString() ?? null;
}

export const RANGE_BACKWARDS = 'The “To” date must be on or after the “From” date.';

/** The filter to send for the form, or the reason it cannot be sent. */
export function filterFor(form: FilterForm): { filter: AuditFilter } | { error: string } {
  const from = startOfDay(form.from);
  const to = endOfDay(form.to);
  if (from && to && from > to) return { error: RANGE_BACKWARDS };
  return { filter: { action: form.action || null, actor: form.actor.trim() || null, from, to } };
}

export function hasFilters(filter: AuditFilter): boolean {
  return Boolean(filter.action || filter.actor || filter.from || filter.to);
}

export const NO_FILTER: AuditFilter = { action: null, actor: null, from: null, to: null };

/** GET /api/v1/audit_log as CSV with the same filters (every matching entry, oldest first). */
export function csvAddress(filter: AuditFilter): string {
  const params = new URLSearchParams({ format: 'csv' });
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return `/api/v1/audit_log?${params}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** audit-log-2026-11-28.csv: today in this browser's time zone. */
export function csvFileName(now: Date = new Date()): string {
  return `audit-log-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** "1 entry", "120 entries". */
export function entriesLabel(count: number): string {
  return count === 1 ? '1 entry' : `${count.toLocaleString('en')} entries`;
}
