/**
 * The xAPI 1.0.3 rules for statements, for our LRS: which statements it must refuse (Data 2.2 formatting requirements,
 * 2.3.2 voiding, 2.4 statement properties, 4 special data types), how it completes one before storing it (2.4.1 id,
 * 2.4.6.2 contextActivities as arrays, 2.4.7 timestamp, 2.4.8 stored, 2.4.9 authority, 2.4.10 version), the `format`
 * parameter of GET /statements (Communication 2.1.3) and when two statements are the same one (Data 2.3.1).
 *
 * Pure: no database, no HTTP. The routes answer 400 Bad Request with an XapiRuleError's message. Every object the spec
 * defines is closed (Data 2.2.s4.b1.b7, b8): a property it does not list, or a list of it in the wrong case, is refused.
 * Only extension values are free JSON, null included (Data 4.1.s3.b2).
 */

/** A statement refused: `path` is where (`statement.actor.mbox`), the message says what is wrong in plain English. */
export class XapiRuleError extends Error {
  readonly path: string;

  constructor(path: string, reason: string) {
    // The message reads from the statement's own properties ("actor.mbox must be…"); a batch keeps its index.
    super(`${path.startsWith('statement.') ? path.slice('statement.'.length) : path} ${reason}`);
    this.name = 'XapiRuleError';
    this.path = path;
  }
}

export type JsonObject = { [key: string]: unknown };
/** A statement that passed checkStatement: a JSON object, read with the narrowing helpers below. */
export type XapiStatement = JsonObject;
export type Account = { homePage: string; name: string };
export type Agent = { objectType?: 'Agent'; name?: string; mbox?: string; mbox_sha1sum?: string; openid?: string; account?: Account };
export type Group = { objectType: 'Group'; name?: string; member?: Agent[]; mbox?: string; mbox_sha1sum?: string; openid?: string; account?: Account };
export type StatementFormat = 'exact' | 'ids' | 'canonical';

/** The four Inverse Functional Identifiers of an Agent or identified Group (Data 2.4.2.3). */
export const IFI_KEYS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;
export const VOIDED_VERB = 'http://adlnet.gov/expapi/verbs/voided';
/** Data 2.4.10.s3.b3: a statement stored without a version "MUST be set to 1.0.0" (the statement format, not the API patch level). */
export const DEFAULT_STATEMENT_VERSION = '1.0.0';

const INTERACTION_TYPES = ['true-false', 'choice', 'fill-in', 'long-fill-in', 'matching', 'performance', 'sequencing', 'likert', 'numeric', 'other'];
const COMPONENT_LISTS = ['choices', 'scale', 'source', 'target', 'steps'] as const;
/** Data 2.4.4.1.s15 table 2: the component lists each interactionType supports; the others support none. */
const LISTS_OF_TYPE: { [type: string]: readonly string[] } = {
  choice: ['choices'],
  sequencing: ['choices'],
  likert: ['scale'],
  matching: ['source', 'target'],
  performance: ['steps'],
};
const CONTEXT_ACTIVITY_KEYS = ['parent', 'grouping', 'category', 'other'];

// Formats (Data 2.2.s4.b1.b4: a value not following its format is refused, the empty string included).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// RFC 3987 absolute IRI, best effort (Data 2.2.s4.b6): a scheme, then something, and none of the characters an IRI can
// never hold (spaces, controls, <>"{}|\^`). An IRL is checked the same way.
const IRI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s\p{Cc}<>"{}|\\^`]+$/u;
const MBOX = /^mailto:[^\s@<>"]+@[^\s@<>"]+$/;
const SHA1_HEX = /^[0-9a-f]{40}$/i;
const SHA2_HEX = /^(?:[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})$/i;
const VERSION = /^1\.0(?:\.\d+)?$/;
// RFC 2046 type/subtype, parameters not checked.
const MEDIA_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+(?:\s*;.*)?$/s;
// ISO 8601:2004 4.4.3.2 durations: PnW, or PnYnMnDTnHnMnS with at least one part (and one after T); 4.4.3.3 is refused.
const NUM = '\\d+(?:[.,]\\d+)?';
const DURATION = new RegExp(`^P(?:${NUM}W|(?=\\d|T\\d)(?:${NUM}Y)?(?:${NUM}M)?(?:${NUM}D)?(?:T(?=\\d)(?:${NUM}H)?(?:${NUM}M)?(?:${NUM}S)?)?)$`);
// ISO 8601 combined date and time, extended or basic format, optional fraction and zone.
const TIMESTAMP_EXTENDED = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const TIMESTAMP_BASIC = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(?:(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?:\d{2})?)?$/;
// RFC 5646 language tag syntax (section 2.1), plus the irregular grandfathered tags the syntax does not cover.
const LANGUAGE_TAG = new RegExp(
  '^(?:(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4}|[a-z]{5,8})' + // language, extlangs
    '(?:-[a-z]{4})?' + // script
    '(?:-(?:[a-z]{2}|\\d{3}))?' + // region
    '(?:-(?:[a-z\\d]{5,8}|\\d[a-z\\d]{3}))*' + // variants
    '(?:-[a-wyz\\d](?:-[a-z\\d]{2,8})+)*' + // extensions
    '(?:-x(?:-[a-z\\d]{1,8})+)?' + // private use
    '|x(?:-[a-z\\d]{1,8})+' +
    '|en-gb-oed|i-(?:ami|bnn|default|enochian|hak|klingon|lux|mingo|navajo|pwn|tao|tay|tsu)|sgn-(?:be-fr|be-nl|ch-de))$',
  'i',
);

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Absolute IRI (or IRL): what the `verb` and `activity` parameters of GET /statements must be too (Data 2.2.s4.b4). */
export function isIri(value: unknown): value is string {
  return typeof value === 'string' && IRI.test(value);
}

/**
 * RFC 5646 well-formed tag (Data 2.2.s4.b2, 4.2), also refusing a repeated singleton or variant (RFC 5646 2.2.6,
 * 2.2.5), which the suite sends as `zh-z-aaa-z-bbb-c-ccc`.
 */
export function isLanguageTag(value: unknown): value is string {
  if (typeof value !== 'string' || !LANGUAGE_TAG.test(value)) return false;
  const subtags = value.toLowerCase().split('-');
  const privateUse = subtags.indexOf('x');
  const checked = privateUse === -1 ? subtags : subtags.slice(0, privateUse);
  const firstSingleton = checked.findIndex((s, i) => i > 0 && s.length === 1);
  const singletons = checked.slice(1).filter((s) => s.length === 1);
  // Variants come before the extensions, whose own subtags may look like variants.
  const variants = checked.slice(1, firstSingleton === -1 ? undefined : firstSingleton).filter((s) => s.length >= 5 || /^\d[a-z\d]{3}$/.test(s));
  return new Set(singletons).size === singletons.length && new Set(variants).size === variants.length;
}

/**
 * The instant an ISO 8601 timestamp names (Data 4.5), or null when it is not one. Refused: a bad calendar date or
 * time, and the "-00:00" / "-0000" / "-00" offsets, which ISO 8601 does not allow (RFC 3339's "unknown offset"; the
 * suite expects 400). A timestamp without a zone is accepted (the zone is a SHOULD*, Data 4.5.s1.b4) and read as UTC.
 * The routes use it for `since` and `until` too.
 */
export function parseTimestamp(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = TIMESTAMP_EXTENDED.exec(value) ?? TIMESTAMP_BASIC.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const fraction = Number(`0.${m[7] ?? '0'}`);
  const zone = m[8] ?? 'Z';
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 60) return null;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2) || '0');
    if (hours > 23 || minutes > 59 || (zone.startsWith('-') && hours === 0 && minutes === 0)) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
  }
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) + Math.floor(fraction * 1000) - offsetMinutes * 60_000;
  return new Date(utc);
}

/** An ISO 8601:2004 duration in the 4.4.3.2 format (Data 4.6). */
export function isDuration(value: unknown): value is string {
  return typeof value === 'string' && DURATION.test(value);
}

// ---- Checking ----

function fail(path: string, reason: string): never {
  throw new XapiRuleError(path, reason);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `the ${typeof value} ${JSON.stringify(value)}`;
}

/** A JSON object with only the listed properties, none of them null (Data 2.2.s4.b1.b1). */
function objectAt(value: unknown, path: string, allowed: readonly string[], what = 'a JSON object'): JsonObject {
  if (!isJsonObject(value)) fail(path, `must be ${what}, not ${kindOf(value)}`);
  for (const [key, v] of Object.entries(value)) {
    if (!allowed.includes(key)) fail(`${path}.${key}`, 'is not allowed here: xAPI defines no such property (names are case-sensitive)');
    if (v === null) fail(`${path}.${key}`, 'must not be null');
  }
  return value;
}

function stringAt(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(path, `must be a string, not ${kindOf(value)}`);
  return value;
}

function numberAt(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, `must be a number, not ${kindOf(value)}`);
  return value;
}

function booleanAt(value: unknown, path: string): void {
  if (typeof value !== 'boolean') fail(path, `must be true or false, not ${kindOf(value)}`);
}

function arrayAt(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, `must be an array, not ${kindOf(value)}`);
  return value;
}

function uuidAt(value: unknown, path: string): void {
  if (!isUuid(stringAt(value, path))) fail(path, 'must be a UUID (8-4-4-4-12 hexadecimal digits)');
}

function iriAt(value: unknown, path: string, kind = 'IRI'): void {
  if (!isIri(stringAt(value, path))) fail(path, `must be an absolute ${kind} (a scheme such as http: followed by the rest, without spaces)`);
}

function required(object: JsonObject, key: string, path: string): unknown {
  if (object[key] === undefined) fail(`${path}.${key}`, 'is required');
  return object[key];
}

function languageMapAt(value: unknown, path: string): void {
  if (!isJsonObject(value)) fail(path, `must be a language map (an object of language tag to string), not ${kindOf(value)}`);
  for (const [tag, text] of Object.entries(value)) {
    if (!isLanguageTag(tag)) fail(path, `has the key ${JSON.stringify(tag)}, which is not an RFC 5646 language tag`);
    stringAt(text, `${path}.${tag}`);
  }
}

function extensionsAt(value: unknown, path: string): void {
  if (!isJsonObject(value)) fail(path, `must be an object of IRI to any JSON value, not ${kindOf(value)}`);
  for (const key of Object.keys(value)) {
    if (!isIri(key)) fail(path, `has the key ${JSON.stringify(key)}, which is not an absolute IRI`);
  }
}

function objectTypeOf(value: JsonObject, path: string): string | undefined {
  const type = value.objectType;
  if (type === undefined) return undefined;
  if (type === null) fail(`${path}.objectType`, 'must not be null');
  return stringAt(type, `${path}.objectType`);
}

function accountAt(value: unknown, path: string): void {
  const account = objectAt(value, path, ['homePage', 'name'], 'an account object ({ homePage, name })');
  iriAt(required(account, 'homePage', path), `${path}.homePage`, 'IRL');
  stringAt(required(account, 'name', path), `${path}.name`);
}

/** The IFIs an Agent or Group uses, each checked (Data 2.4.2.3, 2.4.2.4). */
function ifisAt(value: JsonObject, path: string): string[] {
  const used = IFI_KEYS.filter((key) => value[key] !== undefined);
  if (value.mbox !== undefined && !MBOX.test(stringAt(value.mbox, `${path}.mbox`))) {
    fail(`${path}.mbox`, 'must be a mailto: IRI ("mailto:" and an email address)');
  }
  if (value.mbox_sha1sum !== undefined && !SHA1_HEX.test(stringAt(value.mbox_sha1sum, `${path}.mbox_sha1sum`))) {
    fail(`${path}.mbox_sha1sum`, 'must be the 40 hexadecimal digits of a SHA-1 hash');
  }
  if (value.openid !== undefined) iriAt(value.openid, `${path}.openid`, 'URI');
  if (value.account !== undefined) accountAt(value.account, `${path}.account`);
  return used;
}

function agentAt(value: unknown, path: string): void {
  if (isJsonObject(value) && value.member !== undefined) fail(`${path}.member`, 'is only allowed in a Group (objectType "Group")');
  const agent = objectAt(value, path, ['objectType', 'name', ...IFI_KEYS], 'an Agent object');
  const type = objectTypeOf(agent, path);
  if (type !== undefined && type !== 'Agent') fail(`${path}.objectType`, `must be "Agent", not ${JSON.stringify(type)}`);
  if (agent.name !== undefined) stringAt(agent.name, `${path}.name`);
  const ifis = ifisAt(agent, path);
  if (ifis.length === 0) fail(path, 'must have exactly one identifier (mbox, mbox_sha1sum, openid or account); it has none');
  if (ifis.length > 1) fail(path, `must have exactly one identifier, not ${ifis.length} (${ifis.join(', ')})`);
}

/** A Group (Data 2.4.2.2): at most one IFI; without one (anonymous) it must list its members; members are Agents only. */
function groupAt(value: unknown, path: string, opts: { identified?: boolean; anonymous?: boolean } = {}): void {
  const group = objectAt(value, path, ['objectType', 'name', 'member', ...IFI_KEYS], 'a Group object');
  if (objectTypeOf(group, path) !== 'Group') fail(`${path}.objectType`, 'must be "Group"');
  if (group.name !== undefined) stringAt(group.name, `${path}.name`);
  const ifis = ifisAt(group, path);
  if (ifis.length > 1) fail(path, `must have at most one identifier, not ${ifis.length} (${ifis.join(', ')})`);
  if (ifis.length === 0 && opts.identified) fail(path, 'must be an identified Group (one mbox, mbox_sha1sum, openid or account)');
  if (ifis.length === 1 && opts.anonymous) fail(path, `must be an anonymous Group, without ${ifis[0]}`);
  if (ifis.length === 0 && group.member === undefined) fail(`${path}.member`, 'is required in a Group without an identifier (an anonymous Group)');
  if (group.member === undefined) return;
  arrayAt(group.member, `${path}.member`).forEach((member, i) => {
    if (isJsonObject(member) && member.objectType === 'Group') fail(`${path}.member[${i}]`, 'must be an Agent: a Group cannot be a member of a Group');
    agentAt(member, `${path}.member[${i}]`);
  });
}

/** An Agent or a Group, told apart by objectType "Group"; objectType may be required (as the statement's object). */
function actorAt(value: unknown, path: string, opts: { objectTypeRequired?: boolean } = {}): void {
  if (!isJsonObject(value)) fail(path, `must be an Agent or Group object, not ${kindOf(value)}`);
  const type = objectTypeOf(value, path);
  if (type === undefined && opts.objectTypeRequired) fail(`${path}.objectType`, 'is required when the object is an Agent or Group');
  if (type !== undefined && type !== 'Agent' && type !== 'Group') fail(`${path}.objectType`, `must be "Agent" or "Group", not ${JSON.stringify(type)}`);
  if (type === 'Group') groupAt(value, path);
  else agentAt(value, path);
}

/**
 * An Agent or Group as the routes' parameters and the agents module need it: an Agent, or (with `group`) an identified
 * Group, each with exactly one IFI. Throws XapiRuleError naming `path`.
 */
export function checkAgentOrGroup(value: unknown, path: string, opts: { group?: boolean } = {}): asserts value is Agent | Group {
  if (!isJsonObject(value) || value.objectType !== 'Group') agentAt(value, path);
  else if (opts.group) groupAt(value, path, { identified: true });
  else fail(path, 'must be an Agent, not a Group');
}

/** Data 2.4.9.s3.b1: an Agent, or for 3-legged OAuth an anonymous Group of exactly two Agents (the suite refuses identified ones). */
function authorityAt(value: unknown, path: string): void {
  if (!isJsonObject(value) || value.objectType !== 'Group') return agentAt(value, path);
  groupAt(value, path, { anonymous: true });
  if (!Array.isArray(value.member) || value.member.length !== 2) fail(`${path}.member`, 'must list exactly two Agents (the OAuth application and the user)');
}

function verbAt(value: unknown, path: string): void {
  const verb = objectAt(value, path, ['id', 'display'], 'a Verb object');
  iriAt(required(verb, 'id', path), `${path}.id`);
  if (verb.display !== undefined) languageMapAt(verb.display, `${path}.display`);
}

function componentsAt(value: unknown, path: string): void {
  const ids = new Set<string>();
  arrayAt(value, path).forEach((item, i) => {
    const at = `${path}[${i}]`;
    const component = objectAt(item, at, ['id', 'description'], 'an interaction component ({ id, description })');
    const id = stringAt(required(component, 'id', at), `${at}.id`);
    if (ids.has(id)) fail(`${at}.id`, `repeats ${JSON.stringify(id)}: the ids within a list must be distinct`);
    ids.add(id);
    if (component.description !== undefined) languageMapAt(component.description, `${at}.description`);
  });
}

/** Data 2.4.4.1.s2 and the interaction properties (s8–s16). */
function definitionAt(value: unknown, path: string): void {
  const definition = objectAt(value, path, [
    'name',
    'description',
    'type',
    'moreInfo',
    'interactionType',
    'correctResponsesPattern',
    ...COMPONENT_LISTS,
    'extensions',
  ]);
  if (definition.name !== undefined) languageMapAt(definition.name, `${path}.name`);
  if (definition.description !== undefined) languageMapAt(definition.description, `${path}.description`);
  if (definition.type !== undefined) iriAt(definition.type, `${path}.type`);
  if (definition.moreInfo !== undefined) iriAt(definition.moreInfo, `${path}.moreInfo`, 'IRL');
  if (definition.extensions !== undefined) extensionsAt(definition.extensions, `${path}.extensions`);
  const interactionProperties = ['correctResponsesPattern', ...COMPONENT_LISTS].filter((key) => definition[key] !== undefined);
  if (definition.interactionType === undefined) {
    // Data 2.4.4.1.s8: interactionType is required in an interaction activity (XAPI-00064).
    if (interactionProperties.length > 0) fail(`${path}.interactionType`, `is required when ${interactionProperties[0]} is used`);
    return;
  }
  const type = stringAt(definition.interactionType, `${path}.interactionType`);
  if (!INTERACTION_TYPES.includes(type))
    fail(`${path}.interactionType`, `must be one of ${INTERACTION_TYPES.join(', ')} (exactly), not ${JSON.stringify(type)}`);
  if (definition.correctResponsesPattern !== undefined) {
    for (const [i, p] of arrayAt(definition.correctResponsesPattern, `${path}.correctResponsesPattern`).entries())
      stringAt(p, `${path}.correctResponsesPattern[${i}]`);
  }
  for (const list of COMPONENT_LISTS) {
    if (definition[list] === undefined) continue;
    // Data 2.4.4.1.s13.b3: the LRS may refuse properties that do not fit the interactionType.
    if (!(LISTS_OF_TYPE[type] ?? []).includes(list)) fail(`${path}.${list}`, `is not used with interactionType ${JSON.stringify(type)}`);
    componentsAt(definition[list], `${path}.${list}`);
  }
}

function activityAt(value: unknown, path: string): void {
  const activity = objectAt(value, path, ['objectType', 'id', 'definition'], 'an Activity object');
  const type = objectTypeOf(activity, path);
  if (type !== undefined && type !== 'Activity') fail(`${path}.objectType`, `must be "Activity", not ${JSON.stringify(type)}`);
  iriAt(required(activity, 'id', path), `${path}.id`);
  if (activity.definition !== undefined) definitionAt(activity.definition, `${path}.definition`);
}

/** Data 2.4.4.3.s4: objectType "StatementRef" (required) and the UUID of a statement, which need not exist. */
function statementRefAt(value: unknown, path: string): void {
  const ref = objectAt(value, path, ['objectType', 'id'], 'a StatementRef object');
  if (objectTypeOf(ref, path) !== 'StatementRef') fail(`${path}.objectType`, 'must be "StatementRef"');
  uuidAt(required(ref, 'id', path), `${path}.id`);
}

const OBJECT_TYPES = ['Activity', 'Agent', 'Group', 'SubStatement', 'StatementRef'];

/** The statement's object (Data 2.4.4); returns its objectType, "Activity" when absent. */
function statementObjectAt(value: unknown, path: string, inSubStatement: boolean): string {
  if (!isJsonObject(value)) fail(path, `must be an Activity, Agent, Group, StatementRef or SubStatement object, not ${kindOf(value)}`);
  const type = objectTypeOf(value, path);
  if (type === undefined) {
    // An object without objectType is an Activity; one that looks like an Agent or Group gets the clearer message.
    if (value.member !== undefined || IFI_KEYS.some((key) => value[key] !== undefined))
      fail(`${path}.objectType`, 'is required when the object is an Agent or Group');
    activityAt(value, path);
    return 'Activity';
  }
  if (!OBJECT_TYPES.includes(type)) fail(`${path}.objectType`, `must be one of ${OBJECT_TYPES.join(', ')}, not ${JSON.stringify(type)}`);
  if (type === 'Activity') activityAt(value, path);
  else if (type === 'Agent' || type === 'Group') actorAt(value, path, { objectTypeRequired: true });
  else if (type === 'StatementRef') statementRefAt(value, path);
  else if (inSubStatement) fail(path, 'must not be a SubStatement: a SubStatement cannot contain another one');
  else statementAt(value, path, true);
  return type;
}

function scoreAt(value: unknown, path: string): void {
  const score = objectAt(value, path, ['scaled', 'raw', 'min', 'max'], 'a score object');
  const [scaled, raw, min, max] = (['scaled', 'raw', 'min', 'max'] as const).map((key) =>
    score[key] === undefined ? undefined : numberAt(score[key], `${path}.${key}`),
  );
  if (scaled !== undefined && (scaled < -1 || scaled > 1)) fail(`${path}.scaled`, 'must be between -1 and 1');
  if (min !== undefined && max !== undefined && min >= max) fail(`${path}.min`, 'must be less than max');
  if (raw !== undefined && min !== undefined && raw < min) fail(`${path}.raw`, 'must not be less than min');
  if (raw !== undefined && max !== undefined && raw > max) fail(`${path}.raw`, 'must not be more than max');
}

function resultAt(value: unknown, path: string): void {
  const result = objectAt(value, path, ['score', 'success', 'completion', 'response', 'duration', 'extensions'], 'a result object');
  if (result.score !== undefined) scoreAt(result.score, `${path}.score`);
  if (result.success !== undefined) booleanAt(result.success, `${path}.success`);
  if (result.completion !== undefined) booleanAt(result.completion, `${path}.completion`);
  if (result.response !== undefined) stringAt(result.response, `${path}.response`);
  if (result.duration !== undefined && !isDuration(stringAt(result.duration, `${path}.duration`))) {
    fail(`${path}.duration`, 'must be an ISO 8601 duration such as PT1H30M or P3Y');
  }
  if (result.extensions !== undefined) extensionsAt(result.extensions, `${path}.extensions`);
}

function contextAt(value: unknown, path: string, objectType: string): void {
  const context = objectAt(
    value,
    path,
    ['registration', 'instructor', 'team', 'contextActivities', 'revision', 'platform', 'language', 'statement', 'extensions'],
    'a context object',
  );
  if (context.registration !== undefined) uuidAt(context.registration, `${path}.registration`);
  if (context.instructor !== undefined) actorAt(context.instructor, `${path}.instructor`);
  if (context.team !== undefined) groupAt(context.team, `${path}.team`);
  if (context.contextActivities !== undefined) {
    const activities = objectAt(
      context.contextActivities,
      `${path}.contextActivities`,
      CONTEXT_ACTIVITY_KEYS,
      'an object of parent, grouping, category, other',
    );
    for (const [key, list] of Object.entries(activities)) {
      // Data 2.4.6.2.s4.b2: one Activity or an array of them (the single form is kept for 0.95 statements).
      if (Array.isArray(list)) for (const [i, activity] of list.entries()) activityAt(activity, `${path}.contextActivities.${key}[${i}]`);
      else activityAt(list, `${path}.contextActivities.${key}`);
    }
  }
  for (const key of ['revision', 'platform']) {
    if (context[key] === undefined) continue;
    stringAt(context[key], `${path}.${key}`);
    // Data 2.4.6.s4.b1, b2.
    if (objectType !== 'Activity')
      fail(
        `${path}.${key}`,
        `must only be used when the statement's object is an Activity (here it is ${/^[AEIOU]/.test(objectType) ? 'an' : 'a'} ${objectType})`,
      );
  }
  if (context.language !== undefined && !isLanguageTag(stringAt(context.language, `${path}.language`))) {
    fail(`${path}.language`, 'must be an RFC 5646 language tag such as en or fr-CA');
  }
  if (context.statement !== undefined) statementRefAt(context.statement, `${path}.statement`);
  if (context.extensions !== undefined) extensionsAt(context.extensions, `${path}.extensions`);
}

function attachmentAt(value: unknown, path: string): void {
  const attachment = objectAt(value, path, ['usageType', 'display', 'description', 'contentType', 'length', 'sha2', 'fileUrl'], 'an attachment object');
  iriAt(required(attachment, 'usageType', path), `${path}.usageType`);
  languageMapAt(required(attachment, 'display', path), `${path}.display`);
  if (attachment.description !== undefined) languageMapAt(attachment.description, `${path}.description`);
  if (!MEDIA_TYPE.test(stringAt(required(attachment, 'contentType', path), `${path}.contentType`))) {
    fail(`${path}.contentType`, 'must be an Internet media type such as text/plain');
  }
  const length = numberAt(required(attachment, 'length', path), `${path}.length`);
  if (!Number.isInteger(length) || length < 0) fail(`${path}.length`, 'must be a whole number of octets, 0 or more');
  if (!SHA2_HEX.test(stringAt(required(attachment, 'sha2', path), `${path}.sha2`))) fail(`${path}.sha2`, 'must be a SHA-2 hash in hexadecimal');
  if (attachment.fileUrl !== undefined) iriAt(attachment.fileUrl, `${path}.fileUrl`, 'IRL');
}

function timestampAt(value: unknown, path: string): void {
  if (!parseTimestamp(stringAt(value, path))) fail(path, 'must be an ISO 8601 date and time such as 2024-05-01T09:30:00.000Z');
}

const STATEMENT_KEYS = ['id', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'stored', 'authority', 'version', 'attachments'];
const SUBSTATEMENT_KEYS = ['objectType', 'actor', 'verb', 'object', 'result', 'context', 'timestamp', 'attachments'];

function statementAt(value: unknown, path: string, sub: boolean): void {
  if (sub && isJsonObject(value)) {
    // Data 2.4.4.3.s8.b3.
    for (const key of ['id', 'stored', 'version', 'authority']) if (value[key] !== undefined) fail(`${path}.${key}`, 'must not be used in a SubStatement');
  }
  const statement = objectAt(value, path, sub ? SUBSTATEMENT_KEYS : STATEMENT_KEYS, sub ? 'a SubStatement object' : 'a statement (a JSON object)');
  if (sub && objectTypeOf(statement, path) !== 'SubStatement') fail(`${path}.objectType`, 'must be "SubStatement"');
  if (statement.id !== undefined) uuidAt(statement.id, `${path}.id`);
  actorAt(required(statement, 'actor', path), `${path}.actor`);
  verbAt(required(statement, 'verb', path), `${path}.verb`);
  const objectType = statementObjectAt(required(statement, 'object', path), `${path}.object`, sub);
  if (statement.result !== undefined) resultAt(statement.result, `${path}.result`);
  if (statement.context !== undefined) contextAt(statement.context, `${path}.context`, objectType);
  if (statement.timestamp !== undefined) timestampAt(statement.timestamp, `${path}.timestamp`);
  // stored and authority are overwritten by the LRS, but must be well-formed when sent (Data 2.4.8.s3.b2, 2.4.9).
  if (statement.stored !== undefined) timestampAt(statement.stored, `${path}.stored`);
  if (statement.authority !== undefined) authorityAt(statement.authority, `${path}.authority`);
  if (statement.version !== undefined && !VERSION.test(stringAt(statement.version, `${path}.version`))) {
    fail(`${path}.version`, 'must be 1.0 or start with 1.0. (this LRS speaks xAPI 1.0.x)');
  }
  if (statement.attachments !== undefined) {
    for (const [i, a] of arrayAt(statement.attachments, `${path}.attachments`).entries()) attachmentAt(a, `${path}.attachments[${i}]`);
  }
  // Data 2.3.2.s2.b1: a voiding statement names the voided one by a StatementRef.
  const verb = statement.verb as JsonObject;
  if (!sub && verb.id === VOIDED_VERB && objectType !== 'StatementRef') fail(`${path}.object`, 'must be a StatementRef when the verb is voided');
}

/**
 * Throws XapiRuleError when xAPI 1.0.3 requires the LRS to refuse `input`. With `substatement`, `input` is checked as
 * a SubStatement (objectType "SubStatement", no id, stored, version, authority or nested SubStatement).
 */
export function checkStatement(input: unknown, opts: { substatement?: boolean } = {}): asserts input is XapiStatement {
  statementAt(input, 'statement', opts.substatement === true);
}

/**
 * The body of POST /statements: one statement or an array of them. Each is checked (the message names its index), and
 * two with the same id are refused (Communication 2.1.2.s2.b6).
 */
export function checkStatementBatch(input: unknown): asserts input is XapiStatement | XapiStatement[] {
  if (!Array.isArray(input)) {
    statementAt(input, 'statement', false);
    return;
  }
  const seen = new Map<string, number>();
  input.forEach((statement, i) => {
    statementAt(statement, `statements[${i}]`, false);
    const id = (statement as JsonObject).id;
    if (typeof id !== 'string') return;
    const first = seen.get(id.toLowerCase());
    if (first !== undefined) fail(`statements[${i}].id`, `repeats the id of statements[${first}]: a batch must not hold two statements with one id`);
    seen.set(id.toLowerCase(), i);
  });
}

// ---- Storing ----

function wrapContextActivities(statement: JsonObject): void {
  const context = statement.context;
  if (!isJsonObject(context) || !isJsonObject(context.contextActivities)) return;
  for (const [key, list] of Object.entries(context.contextActivities)) {
    if (!Array.isArray(list)) context.contextActivities[key] = [list];
  }
}

/**
 * The statement as the LRS stores it (a copy; the input is not changed): its own id or the one given, in lower case
 * (UUIDs are case-insensitive and written in lower case, RFC 4122 section 3, so lookups can compare them), `stored` and
 * `authority` from the LRS (Data 2.4.8.s3.b2, 2.4.9.s3.b4), the version it came with or 1.0.0 (2.4.10.s3.b3), a
 * timestamp equal to stored when it has none (2.4.7.s3.b2), every contextActivities value an array (2.4.6.2.s4.b3),
 * here and in a SubStatement, and objectType "Activity" on an object without one.
 */
export function normalizeStatement(statement: XapiStatement, lrs: { id: string; stored: string; authority: Agent | Group }): XapiStatement {
  const copy = structuredClone(statement);
  wrapContextActivities(copy);
  for (const object of [copy.object, isJsonObject(copy.object) ? copy.object.object : undefined]) {
    if (isJsonObject(object) && object.objectType === undefined) object.objectType = 'Activity';
  }
  if (isJsonObject(copy.object) && copy.object.objectType === 'SubStatement') wrapContextActivities(copy.object);
  const { id, stored: _stored, authority: _authority, version, timestamp, ...rest } = copy;
  return {
    id: (typeof id === 'string' ? id : lrs.id).toLowerCase(),
    ...rest,
    timestamp: timestamp ?? lrs.stored,
    stored: lrs.stored,
    authority: structuredClone(lrs.authority),
    version: version ?? DEFAULT_STATEMENT_VERSION,
  };
}

// ---- Returning ----

type Rewrite = { agent: (agent: JsonObject) => JsonObject; activity: (activity: JsonObject) => JsonObject; verb: (verb: JsonObject) => JsonObject };

/**
 * A copy of `statement` with every Agent/Group, Activity and Verb replaced by what `rewrite` makes of it: actor,
 * object, authority, context instructor, team and contextActivities (as arrays), and the same in a SubStatement.
 * Parts it does not touch are shared with the input, which is not changed.
 */
function rewriteStatement(statement: JsonObject, rewrite: Rewrite): JsonObject {
  const out: JsonObject = { ...statement };
  if (isJsonObject(statement.actor)) out.actor = rewrite.agent(statement.actor);
  if (isJsonObject(statement.verb)) out.verb = rewrite.verb(statement.verb);
  if (isJsonObject(statement.authority)) out.authority = rewrite.agent(statement.authority);
  const object = statement.object;
  if (isJsonObject(object)) {
    const type = object.objectType ?? 'Activity';
    if (type === 'Agent' || type === 'Group') out.object = rewrite.agent(object);
    else if (type === 'SubStatement') out.object = rewriteStatement(object, rewrite);
    else if (type === 'Activity') out.object = rewrite.activity(object);
  }
  if (isJsonObject(statement.context)) {
    const context: JsonObject = { ...statement.context };
    if (isJsonObject(context.instructor)) context.instructor = rewrite.agent(context.instructor);
    if (isJsonObject(context.team)) context.team = rewrite.agent(context.team);
    if (isJsonObject(context.contextActivities)) {
      const lists: JsonObject = {};
      for (const [key, list] of Object.entries(context.contextActivities)) {
        lists[key] = (Array.isArray(list) ? list : [list]).map((a) => (isJsonObject(a) ? rewrite.activity(a) : a));
      }
      context.contextActivities = lists;
    }
    out.context = context;
  }
  return out;
}

/** `ids` format: the objectType and IFI of an Agent or identified Group; an anonymous Group keeps its members as ids. */
function agentIds(agent: JsonObject): JsonObject {
  const out: JsonObject = {};
  if (agent.objectType !== undefined) out.objectType = agent.objectType;
  const ifi = IFI_KEYS.find((key) => agent[key] !== undefined);
  if (ifi) out[ifi] = agent[ifi];
  else if (Array.isArray(agent.member)) out.member = agent.member.map((m) => (isJsonObject(m) ? agentIds(m) : m));
  return out;
}

/**
 * The language of `map` to return for `languages` (in order of preference, as from Accept-Language): an exact match,
 * else a more specific tag (`en` takes `en-GB`, RFC 2616 14.4), else a less specific one (`en-GB` takes `en`), else the
 * map's first entry.
 */
function pickLanguage(map: JsonObject, languages: readonly string[]): JsonObject {
  const tags = Object.keys(map);
  if (tags.length <= 1) return map;
  const lower = tags.map((t) => t.toLowerCase());
  const find = (test: (tag: string, range: string) => boolean): string | undefined => {
    for (const language of languages) {
      const range = language.toLowerCase();
      const i = lower.findIndex((tag) => test(tag, range));
      if (i !== -1) return tags[i];
    }
    return undefined;
  };
  const chosen =
    find((tag, range) => tag === range || range === '*') ??
    find((tag, range) => tag.startsWith(`${range}-`)) ??
    find((tag, range) => range.startsWith(`${tag}-`)) ??
    (tags[0] as string);
  return { [chosen]: map[chosen] };
}

function canonicalActivity(activity: JsonObject, languages: readonly string[]): JsonObject {
  const definition = activity.definition;
  if (!isJsonObject(definition)) return activity;
  const out: JsonObject = { ...definition };
  for (const key of ['name', 'description']) if (isJsonObject(definition[key])) out[key] = pickLanguage(definition[key], languages);
  for (const list of COMPONENT_LISTS) {
    const components = definition[list];
    if (!Array.isArray(components)) continue;
    out[list] = components.map((c) => (isJsonObject(c) && isJsonObject(c.description) ? { ...c, description: pickLanguage(c.description, languages) } : c));
  }
  return { ...activity, definition: out };
}

/**
 * A stored statement as GET /statements returns it for `format` (Communication 2.1.3): `exact` as stored (the same
 * object); `ids` with Agents and Groups reduced to their objectType and IFI (an anonymous Group to its members' IFIs),
 * Activities and Verbs to their id alone (the suite wants an Activity with one key); `canonical` with one language kept in each Verb display and Activity name,
 * description and interaction component description (2.1.3.s4), Agents unchanged. The routes may first put the LRS's
 * canonical Activity definitions into the statement; this function only picks the languages.
 */
export function formatStatement(stored: XapiStatement, format: StatementFormat, languages: readonly string[] = []): XapiStatement {
  if (format === 'exact') return stored;
  if (format === 'ids') return rewriteStatement(stored, { agent: agentIds, activity: (activity) => ({ id: activity.id }), verb: (verb) => ({ id: verb.id }) });
  return rewriteStatement(stored, {
    agent: (agent) => agent,
    activity: (activity) => canonicalActivity(activity, languages),
    verb: (verb) => (isJsonObject(verb.display) ? { ...verb, display: pickLanguage(verb.display, languages) } : verb),
  });
}

/** The language ranges of an Accept-Language header, most preferred first; ranges with q=0 are left out. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { range: range.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.range !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.range);
}

// ---- Comparing ----

function lowerMboxDomain(mbox: string): string {
  const at = mbox.lastIndexOf('@');
  return at === -1 ? mbox : mbox.slice(0, at) + mbox.slice(at).toLowerCase();
}

function comparableAgent(agent: JsonObject): JsonObject {
  const out: JsonObject = { ...agent, objectType: agent.objectType ?? 'Agent' };
  if (typeof agent.mbox === 'string') out.mbox = lowerMboxDomain(agent.mbox);
  if (typeof agent.mbox_sha1sum === 'string') out.mbox_sha1sum = agent.mbox_sha1sum.toLowerCase();
  if (Array.isArray(agent.member)) {
    // Data 2.3.1.b5: the members of a Group are not ordered.
    out.member = agent.member.map((m) => (isJsonObject(m) ? comparableAgent(m) : m)).sort((a, b) => stableJson(a).localeCompare(stableJson(b)));
  }
  return out;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isJsonObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The parts of a statement that Data 2.3.1 says must match. */
function comparable(statement: JsonObject): JsonObject {
  const { id: _id, stored: _stored, authority: _authority, version: _version, attachments: _attachments, timestamp: _timestamp, ...rest } = statement;
  const out = rewriteStatement(rest, {
    agent: comparableAgent,
    activity: (activity) => ({ id: activity.id }),
    verb: (verb) => ({ id: verb.id }),
  });
  if (isJsonObject(out.object) && out.object.objectType === 'SubStatement') {
    // The LRS never sets a SubStatement's timestamp: compare it, as an instant (2.3.1.b4).
    const { attachments: _subAttachments, timestamp, ...sub } = out.object;
    out.object = timestamp === undefined ? sub : { ...sub, timestamp: parseTimestamp(timestamp)?.getTime() ?? timestamp };
  }
  return out;
}

/**
 * Whether `a` and `b` are the same statement (Data 2.3.1.s9), for a statement posted again with an id the LRS already
 * has (Communication 2.1.2.s2.b5: 409 Conflict when not) and for a signed statement against its JWS payload (Data
 * 2.6.s5.b3.b2). Either side may be a stored (normalized) statement. Ignored, as the exceptions to immutability
 * (2.3.1.b1–b7) say: the properties the LRS may set (id, stored, authority, version and the statement's timestamp: a
 * stored timestamp may be the LRS's own, so a difference there "could have been caused" by it), attachments, Verb
 * display and Activity definitions, objectType "Activity"/"Agent" written or left out, a single contextActivities value
 * against an array of it, the order of Group members and the case of an email domain. Everything else, a SubStatement's
 * timestamp (as an instant) and result.duration (as a string, 2.3.1.b8) included, must be equal as JSON.
 */
export function statementsEquivalent(a: XapiStatement, b: XapiStatement): boolean {
  return stableJson(comparable(a)) === stableJson(comparable(b));
}
