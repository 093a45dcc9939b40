/** REST: learning materials (rest-routes.md "Learning materials"), over materials.service. */
import { kindOf, readPathSteps } from '@learnhub/content';
import type { Hono } from 'hono';
import { z } from 'zod';
import { DESCRIPTION_MAX, materialAccess as access, materials, NAME_MAX, parseDescription, parseName, parseVisibility } from '../../modules/materials/index.js';
import { MATERIAL_TYPES, materialDto, materialSummaryDto, parseMaterialType } from './materials.dto.js';
import { type RestContext, type RestEnv, route } from './registry.js';
import { checkedBy } from './wire-fields.js';

const TAG = 'Learning materials';
const companySlug = (c: RestContext) => materials.callerCompanySlug(c.var.deps, c.var.actor);
const ref = (c: RestContext, name: string) => c.req.param(name) ?? '';
const common = { 401: '{ error } — no staff token', 403: '{ error } — role may not', 404: '{ error } — no such material in your company' };

const materialName = checkedBy(parseName, { type: 'string', maxLength: NAME_MAX, description: 'trimmed, not blank' });
const materialType = checkedBy((raw) => parseMaterialType(raw, 'materialType'), {
  type: 'string',
  description: 'walkthrough, paths, docs or video (singular or plural, any case)',
});

export function materialsRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/learning_materials',
      tag: TAG,
      summary: "Create a material with its kind's default first step and styling",
      auth: 'staff',
      permission: 'materials.write',
      body: z.object({ name: materialName, material_type: materialType }),
      responses: { 201: '{ id, material_type, slug }', 400: '{ error } — malformed JSON', ...common, 422: '{ error, errors: { name | material_type } }' },
    },
    async (c, body) => {
      const m = await materials.createMaterial(c.var.deps, c.var.actor, { name: body.name, kind: body.material_type });
      return c.json({ id: m.id, material_type: MATERIAL_TYPES[m.kind], slug: m.slug }, 201);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/learning_materials',
      tag: TAG,
      summary: "The caller's materials, newest first",
      auth: 'staff',
      query: {
        category: 'walkthroughs, paths, docs or videos (singular accepted); all kinds when left out',
        search: 'name or description contains (any case)',
      },
      responses: { 200: '[material]', ...common, 422: '{ error, errors: { category } }' },
    },
    async (c) => {
      const category = c.req.query('category');
      const kind = category ? parseMaterialType(category, 'category') : null;
      const rows = await materials.listMaterials(c.var.deps, c.var.actor, { kind, search: c.req.query('search') });
      const [slug, backgrounds] = await Promise.all([
        companySlug(c),
        materials.draftBackgrounds(
          c.var.deps,
          rows.map((m) => m.id),
        ),
      ]);
      return c.json(rows.map((m) => materialSummaryDto(m, slug, backgrounds.get(m.id) ?? null)));
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/learning_materials/count',
      tag: TAG,
      summary: 'Materials per kind',
      auth: 'staff',
      responses: { 200: '{ walkthroughs_count, paths_count, videos_count, docs_count }', ...common },
    },
    async (c) => {
      const n = await materials.materialCounts(c.var.deps, c.var.actor);
      return c.json({ walkthroughs_count: n.walkthroughs, paths_count: n.paths, videos_count: n.videos, docs_count: n.docs });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/learning_materials/:id',
      tag: TAG,
      summary: 'One material with its draft steps (data) and styling (config)',
      auth: 'staff',
      responses: { 200: '{ id, name, description, material_type, status, visibility, slug, data, config, thumbnail_url, ... }', ...common },
    },
    async (c) => {
      const m = await materials.getMaterial(c.var.deps, c.var.actor, ref(c, 'id'));
      const [slug, stored] = await Promise.all([companySlug(c), materials.readMaterialDraft(c.var.deps, m.id)]);
      // A path's steps as the path rules read them (older rows normalised), as GET /paths/{slug} gives them.
      const steps = kindOf(m.kind).document === 'path' ? readPathSteps(stored) : stored;
      return c.json(materialDto(m, slug, steps));
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/learning_materials/:id',
      tag: TAG,
      summary: 'Update name, description (not for paths) and domain; material_type and slug are read-only',
      auth: 'staff',
      permission: 'materials.write',
      body: z.object({
        name: materialName.optional(),
        description: checkedBy(parseDescription, {
          type: 'string',
          maxLength: DESCRIPTION_MAX,
          description: 'blank or null clears it; paths have none',
        }).optional(),
        domain_id: z.string({ error: materials.DOMAIN_CHOICE }).nullable().optional().describe('one of the company domains (uuid); null or "" clears it'),
        material_type: z.string().optional(),
        slug: z.string().optional(),
      }),
      responses: { 200: '{ material_type, slug }', 400: '{ error } — malformed JSON', ...common, 422: '{ error, errors: { name | description | domain_id } }' },
    },
    async (c, body) => {
      const m = await materials.updateMaterialSettings(c.var.deps, c.var.actor, {
        materialId: ref(c, 'id'),
        name: body.name,
        description: body.description,
        domainId: body.domain_id,
      });
      return c.json({ material_type: MATERIAL_TYPES[m.kind], slug: m.slug });
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/learning_materials/:id/visibility',
      tag: TAG,
      summary: 'Set visibility: private, public or guest',
      auth: 'staff',
      permission: 'materials.write',
      body: z.object({
        visibility: checkedBy(parseVisibility, { type: 'string', enum: ['private', 'public', 'guest'], description: 'any case' }),
        material_type: z.string().optional(),
      }),
      responses: { 200: '{ visibility }', 400: '{ error } — malformed JSON', ...common, 422: '{ error, errors: { visibility } }' },
    },
    async (c, body) => {
      const m = await materials.setMaterialVisibility(c.var.deps, c.var.actor, { materialId: ref(c, 'id'), visibility: body.visibility });
      return c.json({ visibility: m.visibility.toLowerCase() });
    },
  );

  for (const method of ['post', 'get'] as const) {
    route(
      app,
      {
        method,
        path: '/learning_materials/:slug/duplicate',
        tag: TAG,
        summary: 'Copy a material as "{name} (copy)"',
        auth: 'staff',
        responses: { 200: '{ message: "Material duplicated successfully.", id, slug }', ...common },
      },
      async (c) => {
        const m = await materials.duplicateMaterial(c.var.deps, c.var.actor, { materialId: ref(c, 'slug') });
        return c.json({ message: materials.MATERIAL_DUPLICATED, id: m.id, slug: m.slug });
      },
    );
  }

  route(
    app,
    {
      method: 'delete',
      path: '/learning_materials/:slug',
      tag: TAG,
      summary: 'Delete a material',
      auth: 'staff',
      responses: { 200: '{ message: "Material deleted successfully." }', ...common },
    },
    async (c) => {
      await materials.deleteMaterial(c.var.deps, c.var.actor, { materialId: ref(c, 'slug') });
      return c.json({ message: materials.MATERIAL_DELETED });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/learning_materials/:id/access',
      tag: TAG,
      summary: 'E-mails invited to a private material',
      auth: 'staff',
      responses: { 200: '{ emails: [...] }', ...common },
    },
    async (c) => c.json({ emails: (await access.getMaterialAccess(c.var.deps, c.var.actor, ref(c, 'id'))).emails }),
  );

  route(
    app,
    {
      method: 'put',
      path: '/learning_materials/:id/access',
      tag: TAG,
      summary: `Replace the invited e-mails (normalised, deduplicated, at most ${access.ACCESS_MAX})`,
      auth: 'staff',
      permission: 'materials.write',
      body: z.object({ emails: z.array(z.string()) }),
      responses: { 200: '{ emails: [...] }', 400: '{ error } — malformed JSON', ...common, 422: '{ error, errors: { "emails.N": [...] } }' },
    },
    async (c, body) => {
      return c.json({ emails: (await access.setMaterialAccess(c.var.deps, c.var.actor, { materialId: ref(c, 'id'), emails: body.emails })).emails });
    },
  );
}
