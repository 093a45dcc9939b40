/** REST: material images, generic attachments and remove_attachment (rest-routes.md "Uploads and library"). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { requirePermission } from '../../auth/actor.js';
import { ValidationError } from '../../lib/errors.js';
import { uploadFile } from '../../modules/uploads/files.service.js';
import { type MaterialImageKind, removeMaterialImage, uploadMaterialImage } from '../../modules/uploads/material-images.service.js';
import { formBody, jsonBody } from './body.js';
import { type RestEnv, route } from './registry.js';

/** The legacy image_type names → the material's image. company_logo means the material's logo here. */
const materialImageTypes: Record<string, MaterialImageKind> = {
  walkthrough_thumbnail: 'THUMBNAIL',
  walkthrough_logo: 'LOGO',
  company_logo: 'LOGO',
  favicon: 'FAVICON',
  cover: 'COVER',
};
const TYPES = Object.keys(materialImageTypes).join(', ');

function imageKind(raw: unknown): MaterialImageKind {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) throw new ValidationError("image_type can't be blank.", { image_type: ["can't be blank"] });
  if (!Object.hasOwn(materialImageTypes, value))
    throw new ValidationError(`image_type must be one of: ${TYPES}.`, { image_type: ['is not included in the list'] });
  return materialImageTypes[value];
}

const blank = (v: unknown) => v === undefined || v === '';
const common = { 401: '{ error } — no staff token', 403: '{ error } — role may not', 404: '{ error } — no such material in your company' };

export function uploadsRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/uploads/learning_material/:slug',
      tag: 'Uploads',
      summary: "Set a material's image by image_type (walkthrough_thumbnail, walkthrough_logo, company_logo, favicon, cover)",
      auth: 'staff',
      multipart: true,
      body: z.object({ image: z.any().describe('JPG, PNG or GIF, at most 15 MB'), image_type: z.string() }),
      responses: { 200: '{ image_url }', ...common, 413: 'over 15 MB', 415: 'not JPG/PNG/GIF', 422: '{ error, errors? }' },
    },
    async (c) => {
      requirePermission(c.var.actor, 'materials.write');
      const body = await formBody(c);
      const kind = imageKind(body.image_type);
      if (blank(body.image)) throw new ValidationError("image can't be blank.", { image: ["can't be blank"] });
      const r = await uploadMaterialImage(c.var.deps, c.var.actor, { materialId: c.req.param('slug') ?? '', kind, file: body.image, fileField: 'image' });
      return c.json({ image_url: r.imageUrl });
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/learning_materials/:slug/remove_attachment',
      tag: 'Uploads',
      summary: "Clear a material's image by image_type; a file a duplicate still uses is kept",
      auth: 'staff',
      body: z.object({ image_type: z.string() }),
      responses: { 200: '{ message }', 400: '{ error } — malformed JSON', ...common, 422: '{ error, errors? }' },
    },
    async (c) => {
      requirePermission(c.var.actor, 'materials.write');
      const body = await jsonBody(c);
      const kind = imageKind(body.image_type);
      const r = await removeMaterialImage(c.var.deps, c.var.actor, { materialId: c.req.param('slug') ?? '', kind });
      return c.json({ message: r.message });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/upload_files',
      tag: 'Uploads',
      summary: 'Upload an attachment: JPG, PNG, GIF, PDF, DOCX or CSV (checked from the bytes), at most 15 MB',
      auth: 'staff',
      multipart: true,
      body: z.object({ file: z.any().describe('the file') }),
      responses: { 200: '{ data: "<url>" }', 401: common[401], 403: common[403], 413: 'over 15 MB', 415: 'type not allowed', 422: '{ error, errors? }' },
    },
    async (c) => {
      requirePermission(c.var.actor, 'materials.write');
      const body = await formBody(c);
      if (blank(body.file)) throw new ValidationError("file can't be blank.", { file: ["can't be blank"] });
      return c.json({ data: (await uploadFile(c.var.deps, c.var.actor, body.file)).url });
    },
  );
}
