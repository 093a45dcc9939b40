/**
 * The REST shim's route table. Every route is declared once through `route()`, which mounts it
 * on Hono and records it for the OpenAPI document, so the document can never miss a route.
 *
 * Before a handler runs, `route()` checks, in this order: the token (401), the route's permission
 * (403, so a caller who may not act learns nothing about the body), and the body against the
 * route's `body` schema — the same schema that writes the OpenAPI entry — as a 422 listing every
 * problem (wire-errors.ts). The handler receives the parsed body, typed. The schema describes
 * the wire: types, presence, allowed values; what a value means (a name's length, an e-mail's
 * format, a draft's steps for the material's kind) the services check, since GraphQL shares them.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { type AuditEntryInput, auditActor } from '../../audit/audit-log.js';
import { type AuditNotes, auditScope } from '../../audit/audit-scope.js';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { LearnerActor } from '../../auth/learner.js';
import { type Permission, SCOPES_FOR } from '../../auth/permissions.js';
import type { Deps } from '../../deps.js';
import { ValidationError } from '../../lib/errors.js';
import { anyBody, formBody, jsonBody } from './body.js';
import { snakeFieldErrors } from './http-errors.js';
import { wireErrorMap, wireValidationError } from './wire-errors.js';

export type RestEnv = { Variables: { deps: Deps; ip: string; actor: StaffActor | null; learner: LearnerActor | null } };
export type RestContext = Context<RestEnv>;

type Method = 'get' | 'post' | 'put' | 'delete';

export type RouteSpec<Body extends z.ZodType | undefined = z.ZodType | undefined> = {
  method: Method;
  /** Hono path syntax (`:id`); converted to `{id}` for OpenAPI. */
  path: string;
  summary: string;
  tag: string;
  /** "staff" needs a company-user token, "learner" a learner's (Bearer or the aud_token cookie); "none" is public. */
  auth: 'staff' | 'learner' | 'none';
  /** An answer that comes before the body is read (a feature this server has not set up). */
  unavailable?: (c: RestContext) => Response | null;
  /** Checked before the body is read (the services check it again: they are the authority). */
  permission?: Permission;
  /** For a person only (their profile, sign-out): an API token is refused (OpenAPI: no apiToken scheme). */
  people?: true;
  body?: Body;
  /** true: multipart/form-data only; "also": JSON or multipart. */
  multipart?: boolean | 'also';
  query?: Record<string, string>;
  /** A 422 carries its per-field errors as JSON text in `error` (the legacy sign-up contract). */
  fieldErrorsAsText?: true;
  responses: Record<number, string>;
};

const specs: RouteSpec[] = [];

/** Hono's `:id` as OpenAPI's `{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The route's first path parameter, as the audit entry's target when the service named none. */
function targetFromParams(params: Record<string, string>): AuditEntryInput['target'] {
  const [name, value] = Object.entries(params)[0] ?? [];
  return name && value ? { type: name, id: value } : null;
}
const seen = new Set<string>();

type BodyOf<Body> = Body extends z.ZodType ? z.output<Body> : undefined;

export function route<Body extends z.ZodType | undefined = undefined>(
  app: Hono<RestEnv>,
  spec: RouteSpec<Body>,
  handler: (c: RestContext, body: BodyOf<Body>) => Promise<Response> | Response,
): void {
  // Apps are built once per server (and per test); record each route once.
  const id = `${spec.method} ${spec.path}`;
  if (!seen.has(id)) {
    seen.add(id);
    specs.push(spec);
  }
  app.on(spec.method.toUpperCase(), spec.path, async (c) => {
    // No token, an expired one, or a learner's token on a staff route: 401 before anything runs.
    if (spec.auth === 'staff' && !c.var.actor) return c.json({ error: 'You need to sign in.' }, 401);
    // A staff token on a learner route is no learner: 401 as well.
    if (spec.auth === 'learner' && !c.var.learner) return c.json({ error: 'Sign in as a learner first.' }, 401);
    const unavailable = spec.unavailable?.(c);
    if (unavailable) return unavailable;
    if (spec.permission) requirePermission(c.var.actor, spec.permission);
    // Inside an audit scope: a staff write that succeeds appends its entry (audit/audit-log.ts).
    const notes: AuditNotes = { ip: c.var.ip };
    const response = await auditScope.run(notes, async () => {
      try {
        return await handler(c, (spec.body ? await parsedBody(c, spec.body, spec.multipart) : undefined) as BodyOf<Body>);
      } catch (err) {
        if (spec.fieldErrorsAsText && err instanceof ValidationError) return c.json({ error: JSON.stringify(snakeFieldErrors(err)) }, 422);
        throw err;
      }
    });
    const actor = c.var.actor;
    const companyId = notes.companyId ?? actor?.companyId;
    if (actor && spec.method !== 'get' && response.status < 400 && !notes.recorded && companyId) {
      await c.var.deps.audit.append({
        companyId,
        actor: auditActor(actor),
        action: `${spec.method.toUpperCase()} ${openApiPath(spec.path)}`,
        target: notes.target ?? targetFromParams(c.req.param()),
        ip: c.var.ip,
        before: notes.before,
        after: notes.after,
      });
    }
    return response;
  });
}

async function parsedBody(c: RestContext, schema: z.ZodType, multipart: RouteSpec['multipart']): Promise<unknown> {
  const raw = multipart === true ? await formBody(c) : multipart === 'also' ? await anyBody(c) : await jsonBody(c);
  const parsed = await schema.safeParseAsync(raw, { error: wireErrorMap });
  if (!parsed.success) throw wireValidationError(parsed.error.issues);
  return parsed.data;
}

/** The OpenAPI 3.1 document for every route declared so far. */
export function openApiDocument(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const s of specs) {
    const path = `/api/v1${s.path.replace(/:(\w+)/g, '{$1}')}`;
    const params = [...s.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const query = Object.entries(s.query ?? {}).map(([name, description]) => ({ name, in: 'query', required: false, description, schema: { type: 'string' } }));
    const schema = s.body ? { schema: z.toJSONSchema(s.body, { io: 'input', unrepresentable: 'any' }) } : undefined;
    const types = s.multipart === true ? ['multipart/form-data'] : s.multipart === 'also' ? ['application/json', 'multipart/form-data'] : ['application/json'];
    const content = schema ? Object.fromEntries(types.map((type) => [type, schema])) : undefined;
    paths[path] ??= {};
    paths[path][s.method] = {
      summary: s.summary,
      tags: [s.tag],
      security: s.auth === 'staff' ? staffSecurity(s) : s.auth === 'learner' ? [{ learnerBearer: [] }, { learnerCookie: [] }] : [],
      ...(s.permission ? { 'x-permission': s.permission } : {}),
      // The scopes a token needs, where the route declares its permission (else its service checks).
      ...(s.auth === 'staff' && s.permission && !s.people ? { 'x-api-token-scopes': tokenScopes(s.permission) } : {}),
      parameters: [...params, ...query],
      ...(content ? { requestBody: { required: true, content } } : {}),
      responses: Object.fromEntries(Object.entries(documentedResponses(s)).map(([code, description]) => [code, { description }])),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'LearnHub legacy REST API', version: '1' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: "a company user's sign-in token" },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'lh_ + 36 characters',
          description: "a company API token (Settings → API): it needs the scopes in the operation's x-api-token-scopes",
        },
        learnerBearer: { type: 'http', scheme: 'bearer', description: "a learner's token (from a magic link)" },
        learnerCookie: { type: 'apiKey', in: 'cookie', name: 'aud_token', description: "the learner's token as the hub's browser keeps it" },
      },
    },
    paths,
  };
}

/** Staff routes take a sign-in token, and an API token unless they are for people only. */
function staffSecurity(s: RouteSpec): Record<string, never[]>[] {
  return s.people || tokenScopes(s.permission) === 'people only' ? [{ bearer: [] }] : [{ bearer: [] }, { apiToken: [] }];
}

/** The scopes an API token needs for a route ([] for none: any token of the company). */
function tokenScopes(permission: Permission | undefined): readonly string[] | 'people only' {
  return permission ? SCOPES_FOR[permission] : [];
}

/** A route with a body can always answer 422, and one with a permission 403. */
function documentedResponses(s: RouteSpec): Record<number, string> {
  const implied: Record<number, string> = {};
  if (s.permission) implied[403] = `{ error } — the role lacks ${s.permission}`;
  if (s.body) implied[422] = '{ error, errors: { field: [reason] } } — the body does not fit this schema';
  return { ...implied, ...s.responses };
}
