/**
 * REST: walkthroughs (rest-routes.md "Walkthroughs and paths", walkthrough rows) and the
 * audience of learning materials, over content.service and the walkthrough reads. Registered before
 * materialsRoutes so `/learning_materials/audience` is not taken for a material id.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { content } from '../../modules/content/index.js';
import { AUDIENCE_MAX_LIMIT, materialAudience, pageParam, walkthroughReads as reads } from '../../modules/walkthroughs/index.js';
import { draftConfig, draftSaveFields, draftSteps, saveDraftOverRest } from './draft-save.js';
import { parseMaterialType } from './materials.dto.js';
import { type RestEnv, route } from './registry.js';

const TAG = 'Walkthroughs';
const common = { 401: '{ error } — no staff token', 403: '{ error } — role may not', 404: '{ error } — no such material in your company' };

export function walkthroughsRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/walkthroughs/search',
      tag: TAG,
      summary: 'Published walkthroughs by name (the walkthrough picker)',
      auth: 'staff',
      query: { by: 'aasm_state (the only filter)', keyword: 'published (the only value)' },
      responses: { 200: '[{ id, name }]', 401: common[401], 403: common[403], 422: '{ error, errors: { by | keyword } }' },
    },
    async (c) => c.json(await reads.searchWalkthroughs(c.var.deps, c.var.actor, { by: c.req.query('by'), keyword: c.req.query('keyword') })),
  );

  route(
    app,
    {
      method: 'get',
      path: '/walkthroughs/:id',
      tag: TAG,
      summary: 'The draft: steps (data), styling (config, the default when empty) and revision; id is the uuid or the slug',
      auth: 'staff',
      responses: { 200: '{ data, config, revision }', ...common },
    },
    async (c) => {
      const d = await reads.getDraft(c.var.deps, c.var.actor, c.req.param('id') ?? '');
      return c.json({ data: d.data, config: d.config, revision: d.revision });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/walkthroughs/:id/published_data',
      tag: TAG,
      summary: 'The published copy',
      auth: 'staff',
      responses: { 200: '{ config, data }', ...common, 404: '{ error } — no such material, or never published' },
    },
    async (c) => {
      const p = await reads.getPublished(c.var.deps, c.var.actor, c.req.param('id') ?? '');
      return c.json({ config: p.config, data: p.data });
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/walkthroughs/:id',
      tag: TAG,
      summary:
        'Save the draft. With `revision` only if it is still the stored one (else 409); without it the save is unconditional (legacy callers). A retry with the same `save_id` as the save that made the stored revision is answered 200 with that revision',
      auth: 'staff',
      permission: 'materials.write',
      body: z.object({
        data: draftSteps('WalkthroughStep (PathStep for a path)'),
        config: draftConfig,
        ...draftSaveFields,
      }),
      responses: {
        200: '{ revision, saved_at }',
        400: '{ error } — malformed JSON',
        ...common,
        409: '{ error, current_revision } — the draft was saved elsewhere since `revision`; nothing was stored',
        422: '{ error, errors: { data: ["steps[2].layers[0].width: must be at least 0", ...], config: [...] } }',
      },
    },
    async (c, body) => saveDraftOverRest(c, body, c.req.param('id') ?? ''),
  );

  route(
    app,
    {
      method: 'put',
      path: '/walkthroughs/:id/publish',
      tag: TAG,
      summary: 'Publish the draft (records a revision; publishing an unchanged draft again changes nothing)',
      auth: 'staff',
      responses: { 200: '{ status: "published", published_at }', ...common, 409: '{ error } — the draft kept changing while publishing' },
    },
    async (c) => {
      const r = await content.publishMaterial(c.var.deps, c.var.actor, { materialId: c.req.param('id') ?? '' });
      return c.json({ status: 'published', published_at: r.publishedAt });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/learning_materials/audience',
      tag: 'Learning materials',
      summary: "Learners' progress on the caller's materials, newest activity first",
      auth: 'staff',
      query: {
        category: 'walkthroughs, paths, docs or videos (singular accepted); all kinds when left out',
        page: '1-based (default 1)',
        limit: `rows per page, 1–${AUDIENCE_MAX_LIMIT} (default 10)`,
      },
      responses: {
        200: '{ records: [{ material_name, name, email, imageUrl, progress, opens, current_step, status }], pagination: { limit, page, total_pages, total_count } }',
        401: common[401],
        403: '{ error } — role may not see analytics',
        422: '{ error, errors: { category | page | limit } }',
      },
    },
    async (c) => {
      const category = c.req.query('category');
      const kind = category ? parseMaterialType(category, 'category') : null;
      const page = pageParam(c.req.query('page'), 'page', 1);
      const limit = pageParam(c.req.query('limit'), 'limit', 10, AUDIENCE_MAX_LIMIT);
      return c.json(await materialAudience(c.var.deps, c.var.actor, { kind, page, limit }));
    },
  );
}
