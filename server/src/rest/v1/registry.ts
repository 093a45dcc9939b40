/**
 * The REST shim's route table. Every route is declared once through `route()`, which mounts it
 * on Hono and records it for the OpenAPI document, so the document can never miss a route.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';

export type RestEnv = { Variables: { deps: Deps; ip: string; actor: StaffActor | null } };
export type RestContext = Context<RestEnv>;

type Method = 'get' | 'post' | 'put' | 'delete';

export type RouteSpec = {
  method: Method;
  /** Hono path syntax (`:id`); converted to `{id}` for OpenAPI. */
  path: string;
  summary: string;
  tag: string;
  /** "staff" needs a company-user token; "none" is public. */
  auth: 'staff' | 'none';
  body?: z.ZodType;
  /** true: multipart/form-data only; "also": JSON or multipart. */
  multipart?: boolean | 'also';
  query?: Record<string, string>;
  responses: Record<number, string>;
};

const specs: RouteSpec[] = [];
const seen = new Set<string>();

export function route(app: Hono<RestEnv>, spec: RouteSpec, handler: (c: RestContext) => Promise<Response> | Response): void {
  // Apps are built once per server (and per test); record each route once.
  const id = `${spec.method} ${spec.path}`;
  if (!seen.has(id)) {
    seen.add(id);
    specs.push(spec);
  }
  app.on(spec.method.toUpperCase(), spec.path, (c) => {
    // No token, an expired one, or a learner's token on a staff route: 401 before anything runs.
    if (spec.auth === 'staff' && !c.var.actor) return c.json({ error: 'You need to sign in.' }, 401);
    return handler(c);
  });
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
      security: s.auth === 'staff' ? [{ bearer: [] }] : [],
      parameters: [...params, ...query],
      ...(content ? { requestBody: { required: true, content } } : {}),
      responses: Object.fromEntries(Object.entries(s.responses).map(([code, description]) => [code, { description }])),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'LearnHub legacy REST API', version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
