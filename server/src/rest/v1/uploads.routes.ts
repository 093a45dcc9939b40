/** REST: material images, generic attachments and remove_attachment (rest-routes.md "Uploads and library"). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { type MaterialImageKind, removeMaterialImage, uploadFile, uploadMaterialImage } from '../../modules/uploads/index.js';
import { type RestEnv, route } from './registry.js';
import { imageFile } from './wire-fields.js';

/** The legacy image_type names → the material's image. company_logo means the material's logo here. */
const materialImageTypes = {
  walkthrough_thumbnail: 'THUMBNAIL',
  walkthrough_logo: 'LOGO',
  company_logo: 'LOGO',
  favicon: 'FAVICON',
  cover: 'COVER',
} as const satisfies Record<string, MaterialImageKind>;
type ImageTypeName = keyof typeof materialImageTypes;
/** The legacy names, trimmed; anything else is refused with the list. */
const imageTypeField = z
  .string()
  .trim()
  .pipe(z.enum(Object.keys(materialImageTypes) as [ImageTypeName, ...ImageTypeName[]]));
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
      permission: 'materials.write',
      body: z.object({ image: imageFile, image_type: imageTypeField }),
      responses: { 200: '{ image_url }', ...common, 413: 'over 15 MB', 415: 'not JPG/PNG/GIF', 422: '{ error, errors? }' },
    },
    async (c, body) => {
      const r = await uploadMaterialImage(c.var.deps, c.var.actor, {
        materialId: c.req.param('slug') ?? '',
        kind: materialImageTypes[body.image_type],
        file: body.image,
        fileField: 'image',
      });
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
      permission: 'materials.write',
      body: z.object({ image_type: imageTypeField }),
      responses: { 200: '{ message }', 400: '{ error } — malformed JSON', ...common, 422: '{ error, errors? }' },
    },
    async (c, body) => {
      const r = await removeMaterialImage(c.var.deps, c.var.actor, { materialId: c.req.param('slug') ?? '', kind: materialImageTypes[body.image_type] });
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
      permission: 'materials.write',
      body: z.object({ file: z.file() }),
      responses: { 200: '{ data: "<url>" }', 401: common[401], 403: common[403], 413: 'over 15 MB', 415: 'type not allowed', 422: '{ error, errors? }' },
    },
    async (c, body) => {
      return c.json({ data: (await uploadFile(c.var.deps, c.var.actor, body.file)).url });
    },
  );
}
