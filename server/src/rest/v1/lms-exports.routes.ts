/**
 * REST: exports for an LMS (issue 25 §1). `POST /learning_materials/{id}/exports` asks for one
 * (the worker builds it: poll `GET /exports/{id}` until `status` is "ready"), `GET
 * /learning_materials/{id}/exports` lists a material's, `DELETE /exports/{id}` revokes a linked
 * one, and `download_url` (signed, 10 minutes) fetches the zip without a token.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from '../../lib/errors.js';
import { checkExportDownload, linkedLaunch, lmsExports } from '../../modules/exports/index.js';
import { type RestEnv, route } from './registry.js';

const TAG = 'Exports for an LMS';
const EXPORT_SHAPE =
  '{ id, material_id, download_url (null until ready), format: "scorm12" | "scorm2004" | "cmi5", mode: "packaged" | "linked", revision, status: "building" | "ready" | "failed" | "revoked", progress (0–100), error, size, created_at, revoked_at }';
const common = { 401: '{ error } — no staff token', 403: '{ error } — role may not' };

export const exportJson = (e: lmsExports.LmsExportView) => ({
  id: e.id,
  material_id: e.materialId,
  download_url: e.downloadUrl,
  format: e.format,
  mode: e.mode,
  revision: e.revision,
  status: e.status,
  progress: e.progress,
  error: e.error,
  size: e.size,
  created_at: e.createdAt.toISOString(),
  revoked_at: e.revokedAt?.toISOString() ?? null,
});

export function lmsExportsRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'post',
      path: '/learning_materials/:id/exports',
      tag: TAG,
      summary:
        'Export a published material for an LMS: packaged (a self-contained zip of the published version) or linked (a small launcher that plays the hosted material until revoked). Built in the background',
      auth: 'staff',
      permission: 'materials.write',
      body: z.object({ format: z.string(), mode: z.string() }),
      responses: {
        201: EXPORT_SHAPE,
        ...common,
        404: '{ error } — no such material in your company',
        409: '{ error } — the material is not published',
        422: '{ error, errors } — an unknown format or mode, or a kind that cannot be exported',
      },
    },
    async (c, body) => c.json(exportJson(await lmsExports.createExport(c.var.deps, c.var.actor, { materialId: c.req.param('id') ?? '', ...body })), 201),
  );

  route(
    app,
    {
      method: 'get',
      path: '/learning_materials/:id/exports',
      tag: TAG,
      summary: "A material's exports, newest first",
      auth: 'staff',
      permission: 'materials.read',
      responses: { 200: `{ exports: [${EXPORT_SHAPE}] }`, ...common, 404: '{ error } — no such material in your company' },
    },
    async (c) => c.json({ exports: (await lmsExports.listExports(c.var.deps, c.var.actor, c.req.param('id') ?? '')).map(exportJson) }),
  );

  route(
    app,
    {
      method: 'get',
      path: '/exports/:id',
      tag: TAG,
      summary: 'One export: its status and build progress',
      auth: 'staff',
      permission: 'materials.read',
      responses: { 200: EXPORT_SHAPE, ...common, 404: '{ error } — no such export in your company' },
    },
    async (c) => c.json(exportJson(await lmsExports.getExport(c.var.deps, c.var.actor, c.req.param('id') ?? ''))),
  );

  route(
    app,
    {
      method: 'delete',
      path: '/exports/:id',
      tag: TAG,
      summary: 'Revoke a linked export: its launcher shows a message instead of the material from then on',
      auth: 'staff',
      permission: 'materials.write',
      responses: {
        200: EXPORT_SHAPE,
        ...common,
        404: '{ error } — no such export in your company',
        409: '{ error } — a packaged export runs without this server and cannot be revoked',
      },
    },
    async (c) => c.json(exportJson(await lmsExports.revokeExport(c.var.deps, c.var.actor, c.req.param('id') ?? ''))),
  );

  route(
    app,
    {
      method: 'get',
      path: '/exports/:id/download',
      tag: TAG,
      summary: "Downloads an export's zip: the signed `download_url` (no token: the signature is the pass)",
      auth: 'none',
      query: { expires: 'from the signed address', signature: 'from the signed address' },
      responses: {
        200: 'the zip, as an attachment',
        403: '{ error } — the address is not valid or has expired',
        404: '{ error } — not built, revoked or gone',
      },
    },
    async (c) => {
      const id = c.req.param('id') ?? '';
      const check = checkExportDownload(c.var.deps.config, id, c.req.query('expires'), c.req.query('signature'));
      if (check !== 'ok')
        return c.json({ error: check === 'expired' ? 'This download link has expired: open the exports again.' : 'This download link is not valid.' }, 403);
      const zip = await lmsExports.exportZip(c.var.deps, id);
      if (!zip) return c.json({ error: 'This export is not available.' }, 404);
      return new Response(zip.file.body, {
        headers: {
          'Content-Length': String(zip.file.size),
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${zip.fileName.replace(/[^\w.-]/g, '_')}"`,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      });
    },
  );
}

/**
 * What a linked export's launcher calls from the LMS's page (another origin, so every answer
 * allows any origin; the link token in the address is the pass, and no cookie is read). The
 * launcher posts its reports as text/plain JSON, a "simple" request with no CORS preflight.
 */
export function linkedLaunchRoutes(app: Hono<RestEnv>) {
  const cors = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
  const answer = async (run: () => Promise<unknown>) => {
    try {
      return new Response(JSON.stringify(await run()), { status: 200, headers: { ...cors, 'Content-Type': 'application/json' } });
    } catch (error) {
      const gone = error instanceof linkedLaunch.LinkGoneError;
      const status = gone
        ? 410
        : error instanceof NotFoundError
          ? 404
          : error instanceof ForbiddenError
            ? 403
            : error instanceof ValidationError
              ? 422
              : error instanceof RateLimitedError
                ? 429
                : 0;
      if (!status) throw error;
      return new Response(JSON.stringify({ error: (error as Error).message }), { status, headers: { ...cors, 'Content-Type': 'application/json' } });
    }
  };
  route(
    app,
    {
      method: 'get',
      path: '/lms/:token',
      tag: TAG,
      summary: "A linked export's material: the latest publish, for its launcher in the LMS (no token: the address is the pass)",
      auth: 'none',
      responses: {
        200: 'the material as the launcher plays it (questions without their answers)',
        404: '{ error } — no such link, or not published now',
        410: '{ error } — the export was revoked',
      },
    },
    (c) => answer(() => linkedLaunch.linkedContent(c.var.deps, c.req.param('token') ?? '')),
  );
  route(
    app,
    {
      method: 'post',
      path: '/lms/:token/events',
      tag: TAG,
      summary:
        "A linked launcher's learner action, recorded as a learner of the company: { learner: { id, name }, client_id (UUID), type: open | step | complete | answer | finish, current_step?, step_id?, answer? }",
      auth: 'none',
      responses: {
        200: '{ result?, explanation? } — the verdict of an answer',
        403: '{ error } — a Private material records only learners on its list',
        404: '{ error }',
        410: '{ error } — the export was revoked',
        422: '{ error } — a report that is not valid',
        429: '{ error } — too many new learners from this link in an hour',
      },
    },
    async (c) => {
      const text = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return new Response(JSON.stringify({ error: 'The report must be JSON.' }), { status: 400, headers: { ...cors, 'Content-Type': 'application/json' } });
      }
      return answer(() => linkedLaunch.recordLinkedEvent(c.var.deps, c.req.param('token') ?? '', (body ?? {}) as never));
    },
  );
}
