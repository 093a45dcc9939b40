/**
 * The legacy `/api/v1` REST shim: thin handlers over the same domain services GraphQL uses.
 * Conventions (status codes, error shapes) are in rest-routes.md and http-errors.ts.
 */
import { Hono } from 'hono';
import { ownOrigins, resolveCaller } from '../../auth/caller.js';
import type { Deps } from '../../deps.js';
import { accountsRoutes } from './accounts.routes.js';
import { oidcRoutes } from './oidc.routes.js';
import { companyRoutes } from './company.routes.js';
import { domainRoutes } from './domains.routes.js';
import { billingRoutes } from './billing.routes.js';
import { profileRoutes } from './profile.routes.js';
import { teamRoutes } from './team.routes.js';
import { materialsRoutes } from './materials.routes.js';
import { walkthroughsRoutes } from './walkthroughs.routes.js';
import { pathsRoutes } from './paths.routes.js';
import { uploadsRoutes } from './uploads.routes.js';
import { libraryRoutes } from './library.routes.js';
import { hubRoutes } from './hub.routes.js';
import { hubProgressRoutes } from './hub-progress.routes.js';
import { analyticsRoutes } from './analytics.routes.js';
import { audienceRoutes } from './audience.routes.js';
import { apiTokensRoutes } from './api-tokens.routes.js';
import { webhooksRoutes } from './webhooks.routes.js';
import { auditLogRoutes } from './audit-log.routes.js';
import { linkedLaunchRoutes, lmsExportsRoutes } from './lms-exports.routes.js';
import { packagesRoutes } from './packages.routes.js';
import { ltiRoutes } from './lti.routes.js';
import { lrsForwardersRoutes } from './lrs-forwarders.routes.js';
import { BadRequestError, errorResponse } from './http-errors.js';
import { refuseUnsafeInput } from './body.js';
import { unsafeText } from '../../lib/unsafe-input.js';
import { openApiDocument, type RestEnv } from './registry.js';

/** Every resource's routes; later features add theirs here. */
const resources = [
  accountsRoutes,
  teamRoutes,
  profileRoutes,
  companyRoutes,
  domainRoutes,
  billingRoutes,
  oidcRoutes,
  walkthroughsRoutes,
  pathsRoutes,
  materialsRoutes,
  uploadsRoutes,
  libraryRoutes,
  hubRoutes,
  hubProgressRoutes,
  analyticsRoutes,
  audienceRoutes,
  apiTokensRoutes,
  webhooksRoutes,
  auditLogRoutes,
  packagesRoutes,
  lmsExportsRoutes,
  linkedLaunchRoutes,
  ltiRoutes,
  lrsForwardersRoutes,
];

export function createRestApi(deps: Deps): Hono<RestEnv> {
  const app = new Hono<RestEnv>().basePath('/api/v1');
  // The address is input too: a NUL in an id or in ?search= would reach the database. Checked
  // before anything else (sign-in needs no token, so neither does this).
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const pathProblem = unsafeText(safeDecode(url.pathname));
    if (pathProblem) throw new BadRequestError(`The address is not valid: ${pathProblem.charAt(0).toLowerCase()}${pathProblem.slice(1)}`);
    for (const [key, value] of url.searchParams) refuseUnsafeInput({ [key]: value });
    await next();
  });
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('ip', (c.env as { ip?: string } | undefined)?.ip ?? 'unknown');
    const caller = await resolveCaller(deps.prisma, {
      authorization: c.req.header('authorization') ?? null,
      cookie: c.req.header('cookie') ?? null,
      method: c.req.method,
      origin: c.req.header('origin') ?? null,
      ownOrigins: ownOrigins(deps.config.publicUrl, c.req.url),
      ip: c.var.ip,
    });
    c.set('actor', caller.staff);
    c.set('learner', caller.learner);
    await next();
  });
  for (const register of resources) register(app);
  app.get('/openapi.json', (c) => c.json(openApiDocument()));
  app.notFound((c) => c.json({ error: 'No such route.' }, 404));
  app.onError((err, c) => errorResponse(c, err, deps.logger.error));
  return app;
}

/** The path as the router decodes it; a malformed escape stays as it was (the router 404s it). */
function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
