/**
 * REST: SCORM packages (issue 25 §2). `POST /packages` makes a package material from a zip,
 * `PUT /packages/{id}` replaces its zip (a new draft: learners keep the published one until
 * `PUT /packages/{id}/publish`). Everything else (visibility, settings, delete, lists) is every
 * material's route. The zip may be 200 MB: app.ts parses these forms with the package limit.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { content } from '../../modules/content/index.js';
import { packages } from '../../modules/packages/index.js';
import { type RestEnv, route } from './registry.js';

const TAG = 'SCORM packages';
const common = { 401: '{ error } — no staff token', 403: '{ error } — role may not', 404: '{ error } — no such package in your company' };
const zipProblems = {
  413: '{ error } — the zip is over 200 MB',
  422: '{ error, errors: { file } } — what is wrong with the zip (no imsmanifest.xml at its root, nothing to launch, an entry outside the package, a zip bomb…)',
};

/** The answer for a package: the material's id and slug, the standard, and its items (`scos`, in the manifest's order). */
export const packageJson = (p: packages.PackageMaterial) => ({
  id: p.material.id,
  slug: p.material.slug,
  name: p.material.name,
  standard: p.package.standard,
  title: p.package.title,
  scos: p.steps.map((s) => ({ id: s.id, identifier: s.identifier, title: s.title, launch: s.launch, sco: s.sco })),
});
const PACKAGE_SHAPE = '{ id, slug, name, standard: "scorm12" | "scorm2004", title, scos: [{ id, identifier, title, launch, sco }] }';

export function packagesRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/packages',
      tag: TAG,
      summary: "Upload a SCORM 1.2 or 2004 package (a zip with imsmanifest.xml at its root): a new draft material; `name` defaults to the manifest's title",
      auth: 'staff',
      multipart: true,
      permission: 'materials.write',
      body: z.object({ file: z.file(), name: z.string().optional() }),
      responses: { 201: PACKAGE_SHAPE, 401: common[401], 403: common[403], ...zipProblems },
    },
    async (c, body) => c.json(packageJson(await packages.uploadPackage(c.var.deps, c.var.actor, { name: body.name, file: body.file })), 201),
  );

  route(
    app,
    {
      method: 'put',
      path: '/packages/:id',
      tag: TAG,
      summary: "Replace the zip: the draft's items become the new package's; learners keep their progress in items whose identifier is still there",
      auth: 'staff',
      multipart: true,
      permission: 'materials.write',
      body: z.object({ file: z.file() }),
      responses: { 200: PACKAGE_SHAPE, ...common, ...zipProblems },
    },
    async (c, body) => c.json(packageJson(await packages.replacePackage(c.var.deps, c.var.actor, { materialId: c.req.param('id') ?? '', file: body.file }))),
  );

  route(
    app,
    {
      method: 'put',
      path: '/packages/:id/publish',
      tag: TAG,
      summary: "Publish the package's draft (its latest zip) to learners",
      auth: 'staff',
      permission: 'materials.write',
      responses: { 200: '{ status: "published", published_at, revision }', ...common, 409: '{ error } — the draft kept changing while publishing' },
    },
    async (c) => {
      const id = c.req.param('id') ?? '';
      await packages.requirePackageMaterial(c.var.deps, c.var.actor, id);
      const r = await content.publishMaterial(c.var.deps, c.var.actor, { materialId: id });
      return c.json({ status: 'published', published_at: r.publishedAt, revision: r.revision });
    },
  );
}
