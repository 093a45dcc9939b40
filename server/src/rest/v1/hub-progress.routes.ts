/**
 * REST: a learner's progress on the hub (rest-routes.md "Learner hub"): read a material, fetch and
 * save the response, the current step, a question's file, the satisfaction score. The learner
 * token (Bearer or the aud_token cookie) names the learner and so the company.
 *
 * Retries: a write may carry an `Idempotency-Key` header (a UUID per change, the same for its
 * retries); a retried write with the same key is answered and not applied twice. Without one the
 * server makes a key, and a retry is a new write (completions and step saves are harmless to
 * repeat; `minutes` is a running total that never goes down).
 *
 * `save_response`'s `attempt` lists (answer records of audience.md §3) are graded by the server
 * like the hub's answers; an attempt already recorded (same element, question and created_at) is
 * not recorded again, since the spec's client posts the whole list each time. The whole save is
 * one write under one key (save-response.service.ts), so overlapping retries apply it once.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireLearner } from '../../auth/learner.js';
import { ValidationError } from '../../lib/errors.js';
import { hubCompany, hubMaterial, hubMaterialSlug } from '../../modules/hub/index.js';
import { progress, rateAsLearner, SATISFACTION_SCORES, saveResponse, uploadAnswerFile } from '../../modules/progress/index.js';
import { cachedJson } from '../../http-cache/conditional.js';
import { withRestFieldNames } from './http-errors.js';
import { hubCachePolicy, NOT_MODIFIED } from './hub.routes.js';
import { type RestContext, type RestEnv, route } from './registry.js';
import { MATERIAL_TYPES } from './materials.dto.js';

const TAG = 'Learner hub';

/** The spec's hub response, with where the learner stands. */
export function progressDto(p: progress.ProgressView) {
  return {
    minutes: p.minutes,
    response: p.response,
    current_step: p.currentStep,
    status: p.status.toLowerCase(),
    completed_at: p.completedAt,
    score: p.score,
    pass_mark: p.passMark,
    passed: p.passed,
    answers: p.latestAnswers.map((a) => ({
      id: a.elementId,
      question_id: a.questionId,
      answer: a.answer,
      question: { type: a.questionType, result: a.result },
      created_at: a.answeredAtLocal ?? a.createdAt.toISOString(),
    })),
  };
}

const clientIdOf = (c: RestContext) => c.req.header('idempotency-key') ?? randomUUID();
const materialIdOf = (c: RestContext) => c.req.param('id') ?? '';

const attemptSchema = z.object({
  id: z.string().min(1).max(64).describe('the element id'),
  question_id: z.string().max(64).nullish(),
  answer: z.union([z.string().max(5000), z.boolean(), z.array(z.string().max(64)).max(50)]),
  created_at: z.string().max(40).describe('local ISO time with offset'),
});
const stepRecordSchema = z.object({
  id: z.number({ message: 'must be a step id (a number)' }).int(),
  completion: z.boolean({ message: 'must be true or false' }),
  attempt: z.array(attemptSchema).max(200).optional(),
});
const saveResponseBody = z.object({
  minutes: z.number({ message: 'must be a number' }).int().min(0).max(1_000_000).optional(),
  response: z.array(stepRecordSchema, { message: "can't be blank" }).max(500),
});

/** An answer record's `answer` as the hub's answer fields, by the question's kind. */
function answerFields(a: z.infer<typeof attemptSchema>) {
  if (Array.isArray(a.answer)) return { optionIds: a.answer };
  if (typeof a.answer === 'boolean') return { checked: a.answer };
  return { optionId: a.answer, text: a.answer, date: a.answer, time: a.answer };
}

export function hubProgressRoutes(app: Hono<RestEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/hub/search',
      tag: TAG,
      summary: 'One published material of the hub the caller may open: by=id (keyword is its id) or by=slug',
      auth: 'none',
      query: { company: "the company's workspace name", by: 'id or slug', keyword: "the material's id or slug" },
      responses: {
        200: '{ config, data, learning_material_id, details: { name, slug, description, material_type } } (a path without its answers)',
        304: NOT_MODIFIED,
        401: '{ error } — a Private material: sign in first',
        403: '{ error } — not shared with this learner, or a User Info Required material: POST /hub/guest_access/{id} first',
        404: '{ error } — no such material',
        422: '{ error, errors: { by } }',
      },
    },
    async (c) => {
      const hub = await hubCompany(c.var.deps, c.req.query('company') ?? '');
      const by = c.req.query('by') ?? 'id';
      const keyword = (c.req.query('keyword') ?? '').slice(0, 200);
      if (by !== 'id' && by !== 'slug') throw ValidationError.field('by', 'by must be id or slug');
      const slug = by === 'slug' ? keyword : await hubMaterialSlug(c.var.deps, hub, keyword);
      const view = slug ? await hubMaterial(c.var.deps, { actor: c.var.actor, learner: c.var.learner }, hub, slug) : null;
      if (!view) return c.json({ error: 'There is no such material on this hub.' }, 404);
      if (view.gate === 'SIGN_IN') return c.json({ error: 'This material is private: sign in to the hub first.' }, 401);
      if (view.gate === 'NOT_SHARED') return c.json({ error: 'This material is not shared with you.' }, 403);
      if (view.gate === 'GUEST_INFO') return c.json({ error: `Give your name and e-mail first: POST /api/v1/hub/guest_access/${view.id}.` }, 403);
      const content = view.path ?? view.walkthrough;
      // A Public material's published revision is the same for everyone: shared caches keep it.
      return cachedJson(
        c,
        {
          config: content?.config ?? [],
          data: view.path ? view.path.data : (view.walkthrough?.steps ?? []),
          learning_material_id: view.id,
          details: { name: view.name, slug: view.slug, description: view.description, material_type: MATERIAL_TYPES[view.kind] },
        },
        hubCachePolicy(c, hub.id, view.visibility === 'PUBLIC'),
      );
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/hub/fetch_response/:id',
      tag: TAG,
      summary: "The learner's progress in a material: minutes, step records, current step, and where they stand",
      auth: 'learner',
      responses: {
        200: '{ data: { minutes, response: [{ id, completion }], current_step, status, score, pass_mark, passed, answers } }',
        401: '{ error }',
        403: '{ error } — a Private material not shared with this learner',
        404: '{ error } — no such published material of this learner’s company',
      },
    },
    async (c) => c.json({ data: progressDto(await progress.progressOf(c.var.deps, requireLearner(c.var.learner), materialIdOf(c))) }),
  );

  route(
    app,
    {
      method: 'post',
      path: '/hub/save_response/:id',
      tag: TAG,
      summary:
        "Save step records (each replaces that step's, the others are kept), minutes (a running total that never goes down) and answer attempts (graded by the server). Idempotency-Key header: a retry is not applied twice",
      auth: 'learner',
      body: saveResponseBody,
      responses: { 200: '{ data }', 401: '{ error }', 404: '{ error }', 409: '{ error } — Idempotency-Key used for another change', 422: '{ error, errors }' },
    },
    async (c, body) => {
      // One write for the whole list (save-response.service.ts): the key is claimed once for all of it.
      const attempts = body.response.flatMap((step) =>
        (step.attempt ?? []).map((a) => ({
          stepId: step.id,
          elementId: a.id,
          questionId: a.question_id ?? null,
          ...answerFields(a),
          answeredAt: a.created_at,
        })),
      );
      const saved = await withRestFieldNames(
        saveResponse(
          c.var.deps,
          requireLearner(c.var.learner),
          materialIdOf(c),
          { minutes: body.minutes, response: body.response.map((r) => ({ id: r.id, completion: r.completion })), attempts },
          clientIdOf(c),
        ),
        // The service names GraphQL's fields; this body calls the answer time `created_at`.
        (field) => (field === 'answered_at' ? 'response.attempt.created_at' : field),
      );
      return c.json({ data: progressDto(saved) });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/hub/save_material_step/:id',
      tag: TAG,
      summary: "Save the learner's current step (index + 1)",
      auth: 'learner',
      body: z.object({ current_step: z.number({ message: 'must be a step number' }).int() }),
      responses: { 200: '{ data }', 401: '{ error }', 404: '{ error }', 422: '{ error, errors: { current_step } }' },
    },
    async (c, body) =>
      c.json({
        data: progressDto(await progress.saveCurrentStep(c.var.deps, requireLearner(c.var.learner), materialIdOf(c), body.current_step, clientIdOf(c))),
      }),
  );

  route(
    app,
    {
      method: 'post',
      path: '/hub/save_file/:id',
      tag: TAG,
      summary: "A file for a path's file-upload question: JPG, JPEG, PNG, PDF, DOCX or CSV, at most 15 MB",
      auth: 'learner',
      multipart: true,
      body: z.object({
        file: z.file().describe('JPG, JPEG, PNG, PDF, DOCX or CSV, at most 15 MB'),
        step_id: z.coerce.number({ message: 'must be a step id' }).int(),
        element_id: z.string().min(1).max(64),
        answered_at: z.string().max(40).optional().describe('local ISO time with offset; now (UTC) when left out'),
      }),
      responses: {
        200: '{ data: { file_url, progress } }',
        401: '{ error }',
        404: '{ error }',
        413: 'over 15 MB',
        415: 'not an allowed type',
        422: '{ error, errors }',
      },
    },
    async (c, body) => {
      const out = await uploadAnswerFile(c.var.deps, requireLearner(c.var.learner), {
        materialId: materialIdOf(c),
        stepId: body.step_id,
        elementId: body.element_id,
        file: body.file,
        answeredAt: body.answered_at ?? new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        clientId: clientIdOf(c),
      });
      return c.json({ data: { file_url: out.fileUrl, message: 'File uploaded successfully.', progress: progressDto(out.progress) } });
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/hub/satisfaction/:id',
      tag: TAG,
      summary: "The satisfaction modal's score; a new one replaces the learner's earlier score for the material",
      auth: 'learner',
      body: z.object({ score: z.enum(SATISFACTION_SCORES, { message: `must be one of ${SATISFACTION_SCORES.join(', ')}` }) }),
      responses: { 200: '{ data: { score } }', 401: '{ error }', 404: '{ error }', 422: '{ error, errors: { score } }' },
    },
    async (c, body) => {
      const r = await rateAsLearner(c.var.deps, requireLearner(c.var.learner), materialIdOf(c), body.score, clientIdOf(c));
      return c.json({ data: { score: r.score.toLowerCase() } });
    },
  );
}
