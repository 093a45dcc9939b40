/**
 * The company's xAPI 1.0.3 LRS at `/xapi/` (issue 26 §2; README "xAPI LRS"). Each request is
 * read once into one shape (the alternate request syntax included, xapi-http.ts), checked for
 * its version header and its API token (xapi-auth.ts), and handed to its resource: statements,
 * the three document resources, activities, agents; `/about` answers anyone.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from '../../deps.js';
import { agentKey, parseAgentParameter, personOf } from './agents.js';
import { documentsResource } from './documents.resource.js';
import { isIri } from './statement-rules.js';
import { statementsResource, wrapRule } from './statements.resource.js';
import { activityDefinition, agentsWithKey } from './statements.store.js';
import { requireXapi, xapiCaller } from './xapi-auth.js';
import { checkVersionHeader, readXapiRequest, XAPI_VERSIONS, xapiErrorResponse, xapiHeaders, XapiHttpError, type XapiRequest } from './xapi-http.js';
import type { XapiCaller } from './xapi-auth.js';

/** A request body (statements with attachments, a document) may be this large. */
export const XAPI_BODY_MAX_BYTES = 16 * 1024 * 1024;

type Resource = (deps: Deps, caller: XapiCaller, req: XapiRequest) => Promise<Response>;

const RESOURCES: Record<string, Resource> = {
  '/statements': statementsResource,
  '/activities/state': (deps, caller, req) => documentsResource(deps, caller, req, 'state'),
  '/activities/profile': (deps, caller, req) => documentsResource(deps, caller, req, 'activityProfile'),
  '/agents/profile': (deps, caller, req) => documentsResource(deps, caller, req, 'agentProfile'),
  '/activities': activitiesResource,
  '/agents': agentsResource,
};

export function xapiRoutes(deps: Deps, ipOf: (c: { env?: { ip?: string } }) => string) {
  const app = new Hono<{ Bindings: { ip?: string } }>();
  app.use('*', xapiHeaders);
  app.use(
    '*',
    bodyLimit({
      maxSize: XAPI_BODY_MAX_BYTES,
      onError: (c) => c.json({ error: `The request body is larger than ${XAPI_BODY_MAX_BYTES / 1024 / 1024} MB.` }, 413),
    }),
  );
  app.get('/about', (c) => c.json({ version: XAPI_VERSIONS }));
  for (const [path, resource] of Object.entries(RESOURCES)) {
    app.all(path, async (c) => {
      const res = await answer(c, resource);
      // Communication §2.1.3: every answer of the Statement Resource says how current it is, errors too.
      if (path === '/statements' && !res.headers.has('X-Experience-API-Consistent-Through')) {
        res.headers.set('X-Experience-API-Consistent-Through', new Date().toISOString());
      }
      return res;
    });
  }
  app.all('*', (c) => c.json({ error: 'The LRS has no such resource.' }, 404));
  return app;

  async function answer(c: Context, resource: Resource): Promise<Response> {
    try {
      const req = await readXapiRequest(c);
      checkVersionHeader(req.headers);
      const caller = await xapiCaller(deps, req.headers.get('authorization'), ipOf(c));
      const res = await resource(deps, caller, req);
      return req.method === 'HEAD' ? new Response(null, { status: res.status, headers: res.headers }) : res;
    } catch (err) {
      if (err instanceof XapiHttpError) {
        const res = xapiErrorResponse(err);
        if (err.status === 401) res.headers.set('WWW-Authenticate', 'Basic realm="LearnHub LRS"');
        return res;
      }
      throw err;
    }
  }
}

/** GET /activities: the activity with the fullest definition stored statements gave it. */
async function activitiesResource(deps: Deps, caller: XapiCaller, req: XapiRequest): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new XapiHttpError(400, '/activities only answers GET.');
  requireXapi(caller, 'xapi.read');
  for (const key of req.params.keys()) if (key !== 'activityId') throw new XapiHttpError(400, `/activities has no parameter ${key}.`);
  const activityId = req.params.get('activityId');
  if (!activityId) throw new XapiHttpError(400, 'Send the activityId parameter.');
  if (!isIri(activityId)) throw new XapiHttpError(400, 'activityId must be an IRI.');
  const definition = await activityDefinition(deps, caller.companyId, activityId);
  return Response.json({ objectType: 'Activity', id: activityId, ...(definition ? { definition } : {}) });
}

/** GET /agents: the Person the LRS knows by this agent's identifier. */
async function agentsResource(deps: Deps, caller: XapiCaller, req: XapiRequest): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new XapiHttpError(400, '/agents only answers GET.');
  requireXapi(caller, 'xapi.read');
  for (const key of req.params.keys()) if (key !== 'agent') throw new XapiHttpError(400, `/agents has no parameter ${key}.`);
  const text = req.params.get('agent');
  if (!text) throw new XapiHttpError(400, 'Send the agent parameter (the JSON of an Agent).');
  const agent = wrapRule(() => parseAgentParameter(text, 'agent'));
  const seen = await agentsWithKey(deps, caller.companyId, agentKey(agent) ?? '');
  return Response.json(personOf([agent, ...(seen as never[])]));
}
