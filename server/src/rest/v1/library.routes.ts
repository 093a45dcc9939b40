/** REST: the company's image library (rest-routes.md "Uploads and library"). */
import type { Hono } from 'hono';
import { z } from 'zod';
import { type LibraryImageRow, listLibraryImages, uploadLibraryImage } from '../../modules/library/index.js';
import { uploadUrl } from '../../uploads/storage.js';
import { type RestEnv, route } from './registry.js';
import { imageFile } from './wire-fields.js';

const dto = (r: LibraryImageRow) => ({ id: r.id, url: uploadUrl(r.upload.key), filename: r.filename });

export function libraryRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/library',
      tag: 'Library',
      summary: "The company's image library, newest first",
      auth: 'staff',
      responses: { 200: '[{ id, url, filename }]', 401: '{ error }', 403: '{ error }' },
    },
    async (c) => c.json((await listLibraryImages(c.var.deps, c.var.actor)).map(dto)),
  );

  route(
    app,
    {
      method: 'post',
      path: '/library',
      tag: 'Library',
      summary: 'Add an image to the library',
      auth: 'staff',
      multipart: true,
      permission: 'materials.write',
      body: z.object({ image: imageFile }),
      responses: { 200: '{ id, url, filename }', 401: '{ error }', 403: '{ error }', 413: 'over 15 MB', 415: 'not JPG/PNG/GIF', 422: '{ error, errors? }' },
    },
    async (c, body) => {
      return c.json(dto(await uploadLibraryImage(c.var.deps, c.var.actor, body.image, 'image')));
    },
  );
}
