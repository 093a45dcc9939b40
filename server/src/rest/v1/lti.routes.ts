/** REST: a company's LTI 1.3 platforms (issue 26 §1 — /lti/platforms). */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { LtiPlatform } from '../../generated/prisma/client.js';
import { ltiPlatforms } from '../../modules/lti/index.js';
import { type RestContext, type RestEnv, route } from './registry.js';

const TAG = 'LTI';
const PLATFORM_FIELDS =
  '{ id, name, issuer, client_id, deployment_ids, jwks_url, auth_login_url, auth_token_url, registered_by, created_at, tool: { login_url, launch_url, deep_linking_url, jwks_url } }';

function platformDto(p: LtiPlatform, publicUrl: string) {
  const tool = ltiPlatforms.toolAddresses(publicUrl);
  return {
    id: p.id,
    name: p.name,
    issuer: p.issuer,
    client_id: p.clientId,
    deployment_ids: p.deploymentIds,
    jwks_url: p.jwksUrl,
    auth_login_url: p.authLoginUrl,
    auth_token_url: p.authTokenUrl,
    registered_by: p.registeredBy,
    created_at: p.createdAt.toISOString(),
    tool: { login_url: tool.loginUrl, launch_url: tool.launchUrl, deep_linking_url: tool.deepLinkingUrl, jwks_url: tool.jwksUrl },
  };
}

const id = (c: RestContext) => c.req.param('id') ?? '';

export function ltiRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/lti/platforms',
      tag: TAG,
      summary: 'Register an LTI 1.3 platform (its issuer, our client id there, its deployments, keys and OIDC addresses)',
      auth: 'staff',
      permission: 'integrations.manage',
      body: z.object({
        name: z.string().nullable().optional(),
        issuer: z.string(),
        client_id: z.string(),
        deployment_ids: z.array(z.string()),
        jwks_url: z.string(),
        auth_login_url: z.string(),
        auth_token_url: z.string(),
      }),
      responses: {
        201: PLATFORM_FIELDS,
        409: 'this issuer and client id are registered already',
        422: '{ error, errors: { issuer | client_id | deployment_ids | jwks_url | auth_login_url | auth_token_url | name } }',
      },
    },
    async (c, body) => {
      const made = await ltiPlatforms.registerPlatform(c.var.deps, c.var.actor, {
        name: body.name,
        issuer: body.issuer,
        clientId: body.client_id,
        deploymentIds: body.deployment_ids,
        jwksUrl: body.jwks_url,
        authLoginUrl: body.auth_login_url,
        authTokenUrl: body.auth_token_url,
      });
      return c.json(platformDto(made, c.var.deps.config.publicUrl), 201);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/lti/platforms',
      tag: TAG,
      summary: "The company's LTI platforms, oldest first",
      auth: 'staff',
      permission: 'integrations.read',
      responses: { 200: `{ platforms: [${PLATFORM_FIELDS}] }` },
    },
    async (c) => {
      const rows = await ltiPlatforms.listPlatforms(c.var.deps, c.var.actor);
      return c.json({ platforms: rows.map((p) => platformDto(p, c.var.deps.config.publicUrl)) });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/lti/platforms/:id',
      tag: TAG,
      summary: 'One LTI platform',
      auth: 'staff',
      permission: 'integrations.read',
      responses: { 200: PLATFORM_FIELDS, 404: 'no such platform in this company' },
    },
    async (c) => c.json(platformDto(await ltiPlatforms.getPlatform(c.var.deps, c.var.actor, id(c)), c.var.deps.config.publicUrl)),
  );

  route(
    app,
    {
      method: 'delete',
      path: '/lti/platforms/:id',
      tag: TAG,
      summary: 'Remove a platform: its launches are refused from then on (its learners and their progress stay)',
      auth: 'staff',
      permission: 'integrations.manage',
      responses: { 200: '{ message }', 404: 'no such platform in this company' },
    },
    async (c) => {
      await ltiPlatforms.removePlatform(c.var.deps, c.var.actor, id(c));
      return c.json({ message: ltiPlatforms.PLATFORM_REMOVED });
    },
  );
}
