/**
 * The LRS's document resources (xAPI 1.0.3 Communication §2.2, §2.3, §2.6, §2.7): an activity's
 * state for an agent (`/activities/state`), activity profiles (`/activities/profile`) and agent
 * profiles (`/agents/profile`). Each keeps documents of any type by their id: PUT replaces, POST
 * merges two JSON objects (400 when either is not one), GET answers one document (with its ETag
 * and Last-Modified) or, without an id, the ids changed `since`, DELETE removes one (or, for
 * state, all of an activity and agent). Writes honour If-Match / If-None-Match (412), and a PUT
 * over an existing profile without either header is a 409 (§3.1), so two clients cannot
 * silently overwrite each other.
 */
import { createHash } from 'node:crypto';
import type { Deps } from '../../deps.js';
import { agentKey, parseAgentParameter } from './agents.js';
import { isIri, isJsonObject, isUuid, parseTimestamp } from './statement-rules.js';
import { wrapRule } from './statements.resource.js';
import { requireXapi, type XapiCaller } from './xapi-auth.js';
import { parseJsonBody, type XapiRequest, XapiHttpError } from './xapi-http.js';

export type DocumentKind = 'state' | 'activityProfile' | 'agentProfile';

type Address = { kind: DocumentKind; activityId: string; agentKey: string; registration: string };

const PARAMS: Record<DocumentKind, { id: string; allowed: string[] }> = {
  state: { id: 'stateId', allowed: ['activityId', 'agent', 'registration', 'stateId', 'since'] },
  activityProfile: { id: 'profileId', allowed: ['activityId', 'profileId', 'since'] },
  agentProfile: { id: 'profileId', allowed: ['agent', 'profileId', 'since'] },
};

export async function documentsResource(deps: Deps, caller: XapiCaller, req: XapiRequest, kind: DocumentKind): Promise<Response> {
  const writing = ['PUT', 'POST', 'DELETE'].includes(req.method);
  if (!writing && req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response(JSON.stringify({ error: `${req.method} is not a method of this resource.` }), {
      status: 405,
      headers: { Allow: 'GET, HEAD, PUT, POST, DELETE' },
    });
  }
  requireXapi(caller, writing ? 'xapi.write' : 'xapi.read');
  const { id: idParam, allowed } = PARAMS[kind];
  for (const key of req.params.keys()) if (!allowed.includes(key)) throw new XapiHttpError(400, `This resource has no parameter ${key}.`);
  const address = readAddress(req.params, kind);
  const documentId = req.params.get(idParam);
  const since = req.params.get('since');
  if (since !== null && (documentId !== null || req.method !== 'GET'))
    throw new XapiHttpError(400, `since only lists documents: send it with GET and without ${idParam}.`);
  const where = { companyId: caller.companyId, ...address };

  if (documentId === null) {
    if (req.method === 'GET' || req.method === 'HEAD') return listIds(deps, where, since);
    if (req.method === 'DELETE' && kind === 'state') {
      await deps.prisma.xapiDocument.deleteMany({ where });
      return new Response(null, { status: 204 });
    }
    throw new XapiHttpError(400, `Send the ${idParam} parameter.`);
  }
  const key = { companyId_kind_activityId_agentKey_registration_documentId: { ...where, documentId } };
  const existing = await deps.prisma.xapiDocument.findUnique({ where: key });
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (!existing) throw new XapiHttpError(404, 'No such document.');
    return new Response(Buffer.from(existing.content), {
      headers: { 'Content-Type': existing.contentType, ETag: `"${existing.etag}"`, 'Last-Modified': existing.updatedAt.toUTCString() },
    });
  }
  checkPreconditions(req.headers, existing?.etag ?? null, { putNeedsHeader: req.method === 'PUT' && kind !== 'state' });
  if (req.method === 'DELETE') {
    if (existing) await deps.prisma.xapiDocument.delete({ where: key });
    return new Response(null, { status: 204 });
  }
  const contentType = (req.headers.get('content-type') ?? 'application/octet-stream').trim();
  let content: Buffer = Buffer.from(req.body);
  if (req.method === 'POST') content = merged(existing, contentType, content);
  const saved = {
    contentType: req.method === 'POST' && existing ? 'application/json' : contentType,
    content: new Uint8Array(content),
    etag: sha1(content),
    updatedAt: new Date(),
  };
  await deps.prisma.xapiDocument.upsert({ where: key, create: { ...where, documentId, ...saved }, update: saved });
  return new Response(null, { status: 204, headers: { ETag: `"${saved.etag}"` } });
}

function readAddress(p: URLSearchParams, kind: DocumentKind): Address {
  const address: Address = { kind, activityId: '', agentKey: '', registration: '' };
  if (kind !== 'agentProfile') {
    const activityId = p.get('activityId');
    if (!activityId) throw new XapiHttpError(400, 'Send the activityId parameter.');
    if (!isIri(activityId)) throw new XapiHttpError(400, 'activityId must be an IRI.');
    address.activityId = activityId;
  }
  if (kind !== 'activityProfile') {
    const agent = p.get('agent');
    if (!agent) throw new XapiHttpError(400, 'Send the agent parameter (the JSON of an Agent).');
    address.agentKey = agentKey(wrapRule(() => parseAgentParameter(agent, 'agent'))) ?? '';
  }
  const registration = p.get('registration');
  if (registration !== null) {
    if (!isUuid(registration)) throw new XapiHttpError(400, 'registration must be a UUID.');
    address.registration = registration.toLowerCase();
  }
  return address;
}

async function listIds(deps: Deps, where: Address & { companyId: string }, since: string | null): Promise<Response> {
  let after: Date | undefined;
  if (since !== null) {
    const at = parseTimestamp(since);
    if (!at) throw new XapiHttpError(400, 'since must be an ISO 8601 timestamp.');
    after = at;
  }
  const rows = await deps.prisma.xapiDocument.findMany({
    where: { ...where, ...(after ? { updatedAt: { gt: after } } : {}) },
    select: { documentId: true, updatedAt: true },
    orderBy: { updatedAt: 'asc' },
  });
  const last = rows.at(-1)?.updatedAt;
  return Response.json(
    rows.map((r) => r.documentId),
    last ? { headers: { 'Last-Modified': last.toUTCString() } } : undefined,
  );
}

/** §3.1: If-Match names the current ETag (or *), If-None-Match: * wants no document; a PUT over a profile must send one. */
function checkPreconditions(headers: Headers, etag: string | null, opts: { putNeedsHeader: boolean }) {
  const ifMatch = headers.get('if-match');
  const ifNoneMatch = headers.get('if-none-match');
  const names = (value: string) => value.split(',').map((t) => t.trim().replace(/^W\//, '').replace(/^"|"$/g, ''));
  if (ifMatch !== null && (etag === null || !(names(ifMatch).includes('*') || names(ifMatch).includes(etag)))) {
    throw new XapiHttpError(412, 'The document has changed since you read it (If-Match).');
  }
  if (ifNoneMatch !== null && etag !== null && (names(ifNoneMatch).includes('*') || names(ifNoneMatch).includes(etag))) {
    throw new XapiHttpError(412, 'The document exists already (If-None-Match).');
  }
  // A PUT over a profile names what it expects (the suite's reading of §3.1): 409 over an
  // existing one, 400 when there is none yet.
  if (opts.putNeedsHeader && ifMatch === null && ifNoneMatch === null) {
    if (etag !== null) throw new XapiHttpError(409, "The document exists: send If-Match with its ETag to replace it, so no one else's change is lost.");
    throw new XapiHttpError(400, 'Send If-None-Match: * to create this profile (or If-Match with the ETag of the one you read).');
  }
}

/** POST: the stored JSON object with the posted one's properties over it; or the posted document when none is stored. */
function merged(existing: { contentType: string; content: Uint8Array } | null, contentType: string, posted: Buffer): Buffer {
  if (!existing) {
    if (/json/i.test(contentType)) {
      const value = parseJsonBody(posted);
      if (!isJsonObject(value)) throw new XapiHttpError(400, 'A posted JSON document must be an object, to be merged.');
    }
    return posted;
  }
  if (!/^application\/json\b/i.test(contentType) || !/^application\/json\b/i.test(existing.contentType)) {
    throw new XapiHttpError(400, 'POST merges JSON objects: both the stored document and this one must be application/json.');
  }
  const before = parseJsonBody(existing.content);
  const after = parseJsonBody(posted);
  if (!isJsonObject(before) || !isJsonObject(after)) throw new XapiHttpError(400, 'POST merges JSON objects: both documents must be objects.');
  return Buffer.from(JSON.stringify({ ...before, ...after }));
}

const sha1 = (content: Uint8Array) => createHash('sha1').update(content).digest('hex');
