/**
 * REST: paths (rest-routes.md "Walkthroughs and paths", path rows), over paths.service and the
 * content module. A walkthrough's id or slug is 404 here, as another company's path is.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { content } from '../../modules/content/index.js';
import { getPath, pathId } from '../../modules/paths/index.js';
import { draftConfig, draftSaveFields, draftSteps, saveDraftOverRest } from './draft-save.js';
import { type RestEnv, route } from './registry.js';

const TAG = 'Paths';
const common = { 401: '{ error } — no staff token', 403: '{ error } — role may not', 404: '{ error } — no such path in your company' };

export function pathsRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/paths/:slug',
      tag: TAG,
      summary: 'The path with its draft steps (data, read by the path rules) and styling (config, the default when empty)',
      auth: 'staff',
      responses: { 200: '{ data: { id, name, slug, description, data, config, revision } }', ...common },
    },
    async (c) => c.json({ data: await getPath(c.var.deps, c.var.actor, c.req.param('slug') ?? '') }),
  );

  route(
    app,
    {
      method: 'put',
      path: '/paths/:id',
      tag: TAG,
      summary:
        'Save the draft (whole steps and config). With `revision` only if it is still the stored one (else 409); without it the save is unconditional (legacy callers). A due date this save sets may not be before today',
      auth: 'staff',
      permission: 'materials.write',
      body: z.object({ data: draftSteps('PathStep'), config: draftConfig, ...draftSaveFields }),
      responses: {
        200: '{ revision, saved_at }',
        400: '{ error } — malformed JSON',
        ...common,
        409: '{ error, current_revision } — the draft was saved elsewhere since `revision`; nothing was stored',
        422: '{ error, errors: { data: ["steps[0].layers[2].source: must be …", ...], config: [...] } }',
      },
    },
    async (c, body) => {
      return saveDraftOverRest(c, body, () => pathId(c.var.deps, c.var.actor, c.req.param('id') ?? '', 'materials.write'));
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/paths/:slug/publish',
      tag: TAG,
      summary: 'Publish the draft (records a revision; publishing an unchanged draft again changes nothing)',
      auth: 'staff',
      responses: { 200: '{ status: "published", published_at }', ...common, 409: '{ error } — the draft kept changing while publishing' },
    },
    async (c) => {
      const materialId = await pathId(c.var.deps, c.var.actor, c.req.param('slug') ?? '', 'materials.write');
      const r = await content.publishMaterial(c.var.deps, c.var.actor, { materialId });
      return c.json({ status: 'published', published_at: r.publishedAt });
    },
  );
}
