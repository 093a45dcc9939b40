/**
 * REST: the audience table and a learner's profile (rest-routes.md "Audience analytics and
 * dashboard"; audience.md §3 audience record, activity details, response and file records; §7).
 * Filter dates are DD/MM/YYYY, days in the company's time zone.
 */
import { kindOf } from '@learnhub/content';
import { mayReadPii } from '../../auth/actor.js';
import type { Hono } from 'hono';
import { ValidationError } from '../../lib/errors.js';
import {
  audiencePage,
  type AudienceRecord,
  checkLearnerFileLink,
  learnerActivity,
  learnerFileDownload,
  learnerFiles,
  learnerResponses,
  parseFilter,
  parseOrder,
  parsePaging,
} from '../../modules/audience/index.js';
import { isUuid } from '../../lib/uuid.js';
import { type RestContext, type RestEnv, route } from './registry.js';

const TAG = 'Audience analytics';

/** The audience record of audience.md §3, with its reason for the status. */
function recordDto(r: AudienceRecord, pii: boolean) {
  return {
    id: r.id,
    // Null for an API token without pii:read (README "API tokens").
    learner: pii
      ? { name: r.name, email: r.email, imageUrl: r.imageUrl, first_name: r.firstName, last_name: r.lastName }
      : { name: null, email: null, imageUrl: null, first_name: null, last_name: null },
    userId: r.id,
    activityStatus: r.activityStatus.toLowerCase(),
    activityStatusReason: r.statusReason,
    completionRate: r.completionRate,
    totalStudyTime: Math.floor(r.studySeconds / 60),
    learningStart: r.learningStart,
    uniqueVisits: r.uniqueVisits,
    opens: r.opens,
    completions: r.completions,
    recentActivity: r.recentActivity,
    satisfactionScore: r.satisfactionScore,
    learningGroup: r.learningGroups,
    filesUploaded: r.filesUploaded,
  };
}

const learnerIdOf = (c: RestContext) => {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw ValidationError.field('id', "id must be the learner's id (a UUID).");
  return id;
};

export function audienceRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/audiences',
      tag: TAG,
      summary: "The company's learners, filtered, sorted and paged (audience.md §2 Audience page)",
      auth: 'staff',
      permission: 'analytics.read',
      query: {
        page: '1-based page (default 1)',
        limit: 'page size, 1 to 50 (default 10)',
        keyword: 'part of the name or e-mail, or the start of the user id',
        'learningStart[startDate]': 'first activity on or after, DD/MM/YYYY',
        'learningStart[endDate]': 'first activity on or before, DD/MM/YYYY',
        'recentActivity[startDate]': 'latest activity on or after, DD/MM/YYYY',
        'recentActivity[endDate]': 'latest activity on or before, DD/MM/YYYY',
        'activityStatus[]': 'repeatable: engaged, at_risk, neutral (none: all)',
        sort: 'RECENT_ACTIVITY (default), LEARNING_START, NAME, EMAIL or STUDY_TIME',
        direction: 'DESC (default) or ASC',
      },
      responses: {
        200: '{ records: [audience record], pagination: { limit, total_pages, pageIndex (0-based), pageSize }, total_count }',
        401: '{ error }',
        403: '{ error } — the role may not read analytics',
        422: '{ error, errors: { <field>: [message] } } — a bad page, limit, date or status',
      },
    },
    async (c) => {
      const q = (name: string) => c.req.query(name);
      const filter = parseFilter(
        {
          statuses: c.req.queries('activityStatus[]') ?? c.req.queries('activityStatus'),
          learningStartFrom: q('learningStart[startDate]'),
          learningStartTo: q('learningStart[endDate]'),
          recentActivityFrom: q('recentActivity[startDate]'),
          recentActivityTo: q('recentActivity[endDate]'),
          keyword: q('keyword'),
        },
        'dmy',
      );
      const paging = parsePaging(q('page'), q('limit'), { page: 'page', pageSize: 'limit' });
      const result = await audiencePage(c.var.deps, c.var.actor, { ...filter, ...paging, ...parseOrder(q('sort'), q('direction')) });
      return c.json({
        records: result.records.map((r) => recordDto(r, mayReadPii(c.var.actor))),
        pagination: { limit: result.pageSize, total_pages: result.totalPages, pageIndex: result.page - 1, pageSize: result.pageSize },
        total_count: result.totalCount,
        computed_at: result.computedAt,
        time_zone: result.timeZone,
      });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/audiences/:id/get_activity_details',
      tag: TAG,
      summary: "A learner's materials per kind with status and time spent (profile modal, Activity tab)",
      auth: 'staff',
      permission: 'analytics.read',
      responses: {
        200: '{ paths, walkthrough, docs }: each { total_study_time (minutes), data: [{ favicon, material_name, status, data: { minutes } }] }',
        401: '{ error }',
        404: '{ error } — no such learner in your company',
      },
    },
    async (c) => {
      const a = await learnerActivity(c.var.deps, c.var.actor, learnerIdOf(c));
      const group = (g: typeof a.paths) => ({
        total_study_time: Math.floor(g.totalStudySeconds / 60),
        data: g.items.map((i) => ({
          material_id: i.materialId,
          favicon: i.iconUrl,
          material_name: i.materialName,
          status: i.status === 'COMPLETED' ? 'completed' : i.status === 'IN_PROGRESS' ? 'in progress' : 'not started',
          data: { minutes: Math.floor(i.studySeconds / 60), opens: i.opens, current_step: i.currentStep, steps_total: i.stepsTotal },
        })),
      });
      return c.json({ paths: group(a.paths), walkthrough: group(a.walkthroughs), docs: group(a.docs) });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/audiences/:id/get_responses',
      tag: TAG,
      summary: "A learner's answers, newest first (profile modal, Responses tab)",
      auth: 'staff',
      permission: 'analytics.read',
      responses: { 200: '{ records: [response record] }', 401: '{ error }', 404: '{ error } — no such learner in your company' },
    },
    async (c) => {
      const list = await learnerResponses(c.var.deps, c.var.actor, learnerIdOf(c));
      return c.json({
        records: list.map((r) => ({
          id: r.id,
          attempt: {
            question: { description: r.question, type: r.questionType, result: r.result },
            answer: r.answer,
            created_at: r.answeredAtLocal ?? r.answeredAt,
          },
          learning_material_type: kindOf(r.materialKind).rest.category,
          learning_material_name: r.materialName,
        })),
      });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/audiences/:id/get_files',
      tag: TAG,
      summary: "A learner's uploaded files with staff-only download addresses valid 10 minutes (profile modal, Files tab)",
      auth: 'staff',
      permission: 'analytics.read',
      responses: { 200: '{ records: [file record] }', 401: '{ error }', 404: '{ error } — no such learner in your company' },
    },
    async (c) => {
      const list = await learnerFiles(c.var.deps, c.var.actor, learnerIdOf(c));
      return c.json({
        records: list.map((f) => ({
          id: f.id,
          file_name: f.fileName,
          file_type: f.fileType,
          file_size: f.size,
          file_url: f.downloadUrl,
          material_type: kindOf(f.materialKind).rest.category,
          material_name: f.materialName,
          updated_at: f.updatedAt,
        })),
      });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/audiences/:id/files/:fileId/download',
      tag: TAG,
      summary: "Downloads a learner's file: the signed address from get_files or the GraphQL `files` field (no token: the signature is the pass)",
      auth: 'none',
      query: { expires: 'from the signed address', signature: 'from the signed address' },
      responses: { 200: 'the file, as an attachment', 403: '{ error } — the address is not valid or has expired', 404: '{ error }' },
    },
    async (c) => {
      const learnerId = learnerIdOf(c);
      const fileId = c.req.param('fileId') ?? '';
      if (!isUuid(fileId)) throw ValidationError.field('fileId', "fileId must be the file's id (a UUID).");
      const check = checkLearnerFileLink(c.var.deps.config, learnerId, fileId, c.req.query('expires'), c.req.query('signature'));
      if (check !== 'ok')
        return c.json(
          { error: check === 'expired' ? 'This download link has expired: open the learner’s files again.' : 'This download link is not valid.' },
          403,
        );
      const file = await learnerFileDownload(c.var.deps, learnerId, fileId);
      const stored = file && (await c.var.deps.storage.open(file.upload.key));
      if (!file || !stored) return c.json({ error: 'This file no longer exists.' }, 404);
      return new Response(stored.body, {
        headers: {
          'Content-Length': String(stored.size),
          'Content-Type': file.upload.contentType,
          'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\w.\- ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': 'private, no-store',
        },
      });
    },
  );
}
