/**
 * The Statement Resource, `/xapi/statements` (xAPI 1.0.3 Communication §2.1): PUT one statement
 * by id (204), POST one or a batch (200, their ids), GET one by `statementId` or
 * `voidedStatementId`, or a filtered page with `more`. Bodies are JSON, or multipart/mixed when
 * statements carry attachments (multipart-mixed.ts); a signed statement's JWS is checked against
 * the statement it signs (signed-statements.ts).
 */
import type { Deps } from '../../deps.js';
import { parseAgentParameter } from './agents.js';
import { agentKey } from './agents.js';
import { buildMixed, mixedBoundary, parseMixed, sha256Hex } from './multipart-mixed.js';
import { checkSignedStatements } from './signed-statements.js';
import {
  checkStatementBatch,
  formatStatement,
  isIri,
  isUuid,
  parseAcceptLanguage,
  parseTimestamp,
  type StatementFormat,
  XapiRuleError,
} from './statement-rules.js';
import {
  type Attachment,
  attachmentsByHash,
  findStatement,
  type QueryCursor,
  queryStatements,
  type StatementQuery,
  storeStatements,
} from './statements.store.js';
import { requireXapi, type XapiCaller } from './xapi-auth.js';
import { parseJsonBody, type XapiRequest, XapiHttpError } from './xapi-http.js';
import { createHash } from 'node:crypto';

type Json = Record<string, unknown>;

/** A page holds at most this many statements (`limit` 0 or above it means this). */
export const STATEMENTS_PAGE_MAX = 100;

export async function statementsResource(deps: Deps, caller: XapiCaller, req: XapiRequest): Promise<Response> {
  switch (req.method) {
    case 'PUT':
      requireXapi(caller, 'xapi.write');
      return putStatement(deps, caller, req);
    case 'POST':
      requireXapi(caller, 'xapi.write');
      return postStatements(deps, caller, req);
    case 'GET':
    case 'HEAD':
      requireXapi(caller, 'xapi.read');
      return getStatements(deps, caller, req);
    default:
      return new Response(JSON.stringify({ error: `${req.method} is not a method of /statements.` }), {
        status: 405,
        headers: { Allow: 'GET, HEAD, PUT, POST' },
      });
  }
}

async function putStatement(deps: Deps, caller: XapiCaller, req: XapiRequest): Promise<Response> {
  const unknown = [...req.params.keys()].filter((k) => k !== 'statementId');
  if (unknown.length) throw new XapiHttpError(400, `PUT /statements takes only statementId; ${unknown[0]} is not allowed.`);
  const id = req.params.get('statementId');
  if (!id) throw new XapiHttpError(400, 'PUT /statements needs the statementId parameter.');
  if (!isUuid(id)) throw new XapiHttpError(400, 'statementId must be a UUID.');
  const { statements, attachments } = readStatementsBody(req);
  if (Array.isArray(statements)) throw new XapiHttpError(400, 'PUT /statements takes one statement, not a list.');
  const statement = statements as Json;
  if (statement.id !== undefined && String(statement.id).toLowerCase() !== id.toLowerCase()) {
    throw new XapiHttpError(400, 'The statement id in the body differs from the statementId parameter.');
  }
  await storeChecked(deps, caller, [{ ...statement, id: id.toLowerCase() }], attachments);
  return new Response(null, { status: 204 });
}

async function postStatements(deps: Deps, caller: XapiCaller, req: XapiRequest): Promise<Response> {
  if ([...req.params.keys()].length) throw new XapiHttpError(400, 'POST /statements takes no parameters.');
  const { statements, attachments } = readStatementsBody(req);
  const list = (Array.isArray(statements) ? statements : [statements]) as Json[];
  const ids = await storeChecked(
    deps,
    caller,
    list.map((s) => (typeof s.id === 'string' ? { ...s, id: s.id.toLowerCase() } : s)),
    attachments,
  );
  return Response.json(ids);
}

/** Checks attachments against their parts and signatures, then stores. */
async function storeChecked(deps: Deps, caller: XapiCaller, statements: Json[], attachments: Attachment[]): Promise<string[]> {
  const declared = statements.flatMap((s) => (Array.isArray(s.attachments) ? (s.attachments as Json[]) : []));
  for (const a of declared) {
    if (a.fileUrl === undefined && !attachments.some((p) => p.sha2 === a.sha2)) {
      throw new XapiHttpError(400, `The attachment ${String(a.sha2)} has no fileUrl and no part in a multipart/mixed body carries it.`);
    }
  }
  for (const part of attachments) {
    if (!declared.some((a) => a.sha2 === part.sha2)) throw new XapiHttpError(400, `The part with hash ${part.sha2} is not an attachment of any statement.`);
  }
  await checkSignedStatements(statements, attachments);
  return storeStatements(deps, caller, statements, attachments);
}

/** The statements of a body (JSON, or the first part of multipart/mixed) and the attachments' content. */
function readStatementsBody(req: XapiRequest): { statements: unknown; attachments: Attachment[] } {
  const contentType = req.headers.get('content-type');
  const boundary = mixedBoundary(contentType);
  let statements: unknown;
  const attachments: Attachment[] = [];
  if (boundary) {
    const [first, ...rest] = parseMixed(req.body, boundary);
    if (!first || !/^application\/json\b/i.test(first.headers.get('content-type') ?? '')) {
      throw new XapiHttpError(400, 'The first part of a multipart/mixed body must be the statements, as application/json.');
    }
    statements = parseJsonBody(first.body);
    for (const part of rest) {
      const hash = part.headers.get('x-experience-api-hash');
      if (!hash) throw new XapiHttpError(400, 'Every attachment part needs an X-Experience-API-Hash header.');
      if ((part.headers.get('content-transfer-encoding') ?? '').toLowerCase() !== 'binary') {
        throw new XapiHttpError(400, 'Every attachment part needs Content-Transfer-Encoding: binary.');
      }
      if (!hashMatches(hash, part.body)) throw new XapiHttpError(400, `The part's content does not have the hash ${hash}.`);
      attachments.push({ sha2: hash, contentType: part.headers.get('content-type') ?? 'application/octet-stream', content: part.body });
    }
  } else {
    if (contentType && !/json/i.test(contentType)) {
      throw new XapiHttpError(400, `Statements are sent as application/json, or multipart/mixed with attachments; not ${contentType}.`);
    }
    statements = parseJsonBody(req.body);
  }
  try {
    checkStatementBatch(statements);
  } catch (err) {
    if (err instanceof XapiRuleError) throw new XapiHttpError(400, err.message);
    throw err;
  }
  return { statements, attachments };
}

/** SHA-256, -384 or -512 by the hash's length (xAPI's `sha2`). */
function hashMatches(hash: string, content: Uint8Array): boolean {
  const algorithm = { 64: 'sha256', 96: 'sha384', 128: 'sha512' }[hash.length];
  if (!algorithm) return false;
  return (algorithm === 'sha256' ? sha256Hex(content) : createHash(algorithm).update(content).digest('hex')) === hash.toLowerCase();
}

const QUERY_PARAMS = [
  'agent',
  'verb',
  'activity',
  'registration',
  'related_activities',
  'related_agents',
  'since',
  'until',
  'limit',
  'format',
  'attachments',
  'ascending',
];

async function getStatements(deps: Deps, caller: XapiCaller, req: XapiRequest): Promise<Response> {
  const p = req.params;
  for (const key of p.keys()) {
    if (![...QUERY_PARAMS, 'statementId', 'voidedStatementId', 'more'].includes(key)) throw new XapiHttpError(400, `GET /statements has no parameter ${key}.`);
  }
  const format = readFormat(p.get('format'));
  const withAttachments = readBoolean(p, 'attachments');
  const languages = parseAcceptLanguage(req.headers.get('accept-language') ?? undefined);
  const single = p.get('statementId') ?? p.get('voidedStatementId');
  if (single !== null) {
    if (p.has('statementId') && p.has('voidedStatementId')) throw new XapiHttpError(400, 'Send statementId or voidedStatementId, not both.');
    const others = [...p.keys()].filter((k) => !['statementId', 'voidedStatementId', 'format', 'attachments'].includes(k));
    if (others.length) throw new XapiHttpError(400, `With statementId or voidedStatementId, only format and attachments may be sent; not ${others[0]}.`);
    if (!isUuid(single)) throw new XapiHttpError(400, `${p.has('statementId') ? 'statementId' : 'voidedStatementId'} must be a UUID.`);
    const found = await findStatement(deps, caller.companyId, single, p.has('voidedStatementId'));
    if (!found) throw new XapiHttpError(404, 'No such statement.');
    const statement = formatStatement(found.statement, format, languages);
    const headers = {
      'Last-Modified': new Date(String(found.statement.stored)).toUTCString(),
      'X-Experience-API-Consistent-Through': new Date().toISOString(),
    };
    if (withAttachments) return mixedAnswer(deps, caller, statement, found.attachmentHashes, headers);
    return Response.json(statement, { headers });
  }
  const { query, limit, after } = readQuery(p);
  const consistentThrough = new Date().toISOString();
  const page = await queryStatements(deps, caller.companyId, query, limit, after);
  const more = page.next ? `/xapi/statements?more=${encodeMore({ query, limit, after: page.next, format, attachments: withAttachments })}` : '';
  const body = { statements: page.statements.map((s) => formatStatement(s.statement, format, languages)), more };
  const headers = { 'X-Experience-API-Consistent-Through': consistentThrough };
  if (withAttachments)
    return mixedAnswer(
      deps,
      caller,
      body,
      page.statements.flatMap((s) => s.attachmentHashes),
      headers,
    );
  return Response.json(body, { headers });
}

async function mixedAnswer(deps: Deps, caller: XapiCaller, first: unknown, hashes: string[], headers: Record<string, string>): Promise<Response> {
  const files = await attachmentsByHash(deps, caller.companyId, hashes);
  const { body, contentType } = buildMixed(first, files);
  return new Response(new Uint8Array(body), { headers: { ...headers, 'Content-Type': contentType } });
}

type MoreState = { query: StatementQuery; limit: number; after: QueryCursor; format: StatementFormat; attachments: boolean };

function encodeMore(state: MoreState): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

/** The query of a GET: from its parameters, or from the `more` token of the page before. */
function readQuery(p: URLSearchParams): { query: StatementQuery; limit: number; after: QueryCursor | null } {
  const more = p.get('more');
  if (more !== null) {
    try {
      const state = JSON.parse(Buffer.from(more, 'base64url').toString('utf8')) as MoreState;
      if (!state.after?.stored || !state.after.seq || typeof state.limit !== 'number') throw new Error('incomplete');
      return { query: state.query, limit: state.limit, after: state.after };
    } catch {
      throw new XapiHttpError(400, 'The more parameter is not one this LRS gave.');
    }
  }
  const query: StatementQuery = {};
  const agent = p.get('agent');
  if (agent !== null) query.agentKey = agentKey(wrapRule(() => parseAgentParameter(agent, 'agent', { group: true }))) ?? undefined;
  const verb = p.get('verb');
  if (verb !== null) {
    if (!isIri(verb)) throw new XapiHttpError(400, 'verb must be an IRI.');
    query.verb = verb;
  }
  const activity = p.get('activity');
  if (activity !== null) {
    if (!isIri(activity)) throw new XapiHttpError(400, 'activity must be an IRI.');
    query.activity = activity;
  }
  const registration = p.get('registration');
  if (registration !== null) {
    if (!isUuid(registration)) throw new XapiHttpError(400, 'registration must be a UUID.');
    query.registration = registration;
  }
  for (const key of ['since', 'until'] as const) {
    const value = p.get(key);
    if (value === null) continue;
    const at = parseTimestamp(value);
    if (!at) throw new XapiHttpError(400, `${key} must be an ISO 8601 timestamp.`);
    query[key] = at.toISOString();
  }
  query.relatedActivities = readBoolean(p, 'related_activities');
  query.relatedAgents = readBoolean(p, 'related_agents');
  query.ascending = readBoolean(p, 'ascending');
  const limitText = p.get('limit');
  let limit = STATEMENTS_PAGE_MAX;
  if (limitText !== null) {
    if (!/^\d+$/.test(limitText)) throw new XapiHttpError(400, 'limit must be a whole number (0 for the most the LRS gives).');
    const n = Number(limitText);
    limit = n === 0 ? STATEMENTS_PAGE_MAX : Math.min(n, STATEMENTS_PAGE_MAX);
  }
  return { query, limit, after: null };
}

function readFormat(value: string | null): StatementFormat {
  if (value === null) return 'exact';
  if (value === 'exact' || value === 'ids' || value === 'canonical') return value;
  throw new XapiHttpError(400, 'format must be exact, ids or canonical.');
}

function readBoolean(p: URLSearchParams, key: string): boolean {
  const value = p.get(key);
  if (value === null) return false;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new XapiHttpError(400, `${key} must be true or false.`);
}

/** A rule of statement-rules.ts broken by a parameter: 400 with its message. */
export function wrapRule<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof XapiRuleError) throw new XapiHttpError(400, err.message);
    throw err;
  }
}
