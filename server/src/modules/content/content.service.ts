/**
 * Editing a material's content, whatever its kind (content-kinds.ts): autosaved drafts with a revision compare-and-set, publishing
 * (draft → published snapshot + a MaterialRevision row), the published history and restoring
 * one of its revisions. Every change is announced on `materialSaved` (topic: the material's
 * uuid) after it is committed, so editors can acknowledge their saves and see others'.
 */
import { documentKind, kindOf, upgradeDocument } from '@learnhub/content';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { MaterialKind } from '../../generated/prisma/enums.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { MaterialSavedEvent } from '../../pubsub.js';
import { configOrDefault, findMaterialFields } from '../materials/index.js';
import { displayName } from '../accounts/index.js';
import { type ContentKind, contentKind, type DraftStep } from './content-kinds.js';
import { type DraftChangesInput, mergeLayerChanges, PATCH_INVALID, type ParsedChanges, parseChanges, planPatch } from './draft-changes.js';
import {
  applyPatch,
  type Db,
  draftBytes,
  draftOutline,
  MAX_DRAFT_BYTES,
  readStepsAtRevision,
  readStepsForUpdate,
  replaceDraftSteps,
  stampUpserts,
} from './draft-store.js';
import { RevisionConflictError } from './revision-conflict.js';

type Actor = StaffActor & { companyId: string };
/** What a save or restore needs of the stored row: never its (large) draft and published JSON. */
const REF = { id: true, kind: true } as const;
const PUBLISH = { id: true, kind: true, revision: true, publishedRevision: true, publishedAt: true, draftConfig: true } as const;
export type SaveResult = { materialId: string; revision: number; savedAt: Date };
export type PublishResult = { materialId: string; revision: number; publishedAt: Date };

const CLIENT_ID_MAX = 100;
export const REVISIONS_EXHAUSTED = "This draft has reached the largest revision number and can't be saved again.";

/** The display name of a user by id (the publisher and saver names in history and events). */
export async function userDisplayName(deps: Deps, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const u = await deps.prisma.user.findUnique({ where: { id: userId }, select: { email: true, profile: { select: { firstName: true, lastName: true } } } });
  return u ? displayName(u) : null;
}

/**
 * The largest revision a save may start from: the revision column is a 32-bit INT, and a save
 * stores base + 1, so 2^31 - 2 is the last base whose successor fits.
 */
export const MAX_BASE_REVISION = 2_147_483_646;

/** `field` must be a whole number from 0 to MAX_BASE_REVISION; the message says so. */
export function isBaseRevision(raw: unknown): raw is number {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= MAX_BASE_REVISION;
}
export const baseRevisionMessage = (field: string) => `${field} must be a whole number from 0 to ${MAX_BASE_REVISION}.`;

/** A revision a save starts from (null only where an unconditional save is allowed). */
function parseBaseRevision(raw: unknown, field: string, optional: boolean): number | null {
  if ((raw === undefined || raw === null) && optional) return null;
  if (!isBaseRevision(raw)) throw ValidationError.field(field, baseRevisionMessage(field));
  return raw;
}

/** An editor-chosen id (clientId, saveId): optional text of at most 100 characters. */
function parseEditorId(raw: unknown, field: string): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.length > CLIENT_ID_MAX)
    throw ValidationError.field(field, `${field} must be text of at most ${CLIENT_ID_MAX} characters.`);
  return raw;
}

function announce(deps: Deps, event: Omit<MaterialSavedEvent, 'savedAt'> & { savedAt: Date }) {
  deps.pubsub.publish('materialSaved', event.materialId, { ...event, savedAt: event.savedAt.toISOString() });
}

type Commit = {
  base: number | null;
  /** The whole config, or null to keep the stored one (a patch that didn't change it). */
  config: unknown[] | null;
  clientId: string | null;
  saveId?: string | null;
  reason: MaterialSavedEvent['reason'];
};

/**
 * Stores a draft when `base` is still the stored revision, else RevisionConflictError with the
 * current revision. One transaction: first the material's row (UPDATE … WHERE revision = base:
 * of two racing saves only one matches, and the row stays locked until commit, so the steps
 * `write` reads and writes next cannot change under it), then the steps; an error in `write`
 * (a patch refused against the stored draft) rolls the revision back, so nothing is half-written.
 * `base` null: unconditional (legacy REST callers never sent a revision).
 */
async function commit(deps: Deps, a: Actor, m: { id: string }, c: Commit, write: (tx: Db) => Promise<void>): Promise<SaveResult> {
  const savedAt = new Date();
  const name = userDisplayName(deps, a.userId);
  // Awaited only after a successful write: when the write throws instead, this must not end as an
  // unhandled rejection (which stops a Node process).
  name.catch(() => {});
  // Raw SQL for the row, as for the steps (draft-store.ts): the autosave hot path.
  const config = c.config === null ? null : JSON.stringify(c.config);
  const saveId = c.saveId ?? null;
  const revision = await deps.prisma.$transaction(
    async (tx) => {
      const rows =
        c.base === null
          ? // "revision" + 1 would overflow the INT column at its last value: such a row is not updated.
            await tx.$queryRaw<{ revision: number }[]>`
              UPDATE "LearningMaterial" SET "draftConfig" = COALESCE(${config}::jsonb, "draftConfig"), "updatedAt" = ${savedAt}, "revision" = "revision" + 1, "draftSaveId" = ${saveId}
              WHERE "id" = ${m.id}::uuid AND "companyId" = ${a.companyId}::uuid AND "revision" <= ${MAX_BASE_REVISION} RETURNING "revision"`
          : await tx.$queryRaw<{ revision: number }[]>`
              UPDATE "LearningMaterial" SET "draftConfig" = COALESCE(${config}::jsonb, "draftConfig"), "updatedAt" = ${savedAt}, "revision" = ${c.base + 1}, "draftSaveId" = ${saveId}
              WHERE "id" = ${m.id}::uuid AND "companyId" = ${a.companyId}::uuid AND "revision" = ${c.base} RETURNING "revision"`;
      if (!rows[0]) return null;
      await write(tx);
      // The whole draft, with this save's rows: over the limit, nothing of the save is kept.
      const bytes = await draftBytes(tx, m.id);
      if (bytes > MAX_DRAFT_BYTES) throw draftTooLarge(bytes);
      return Number(rows[0].revision);
    },
    // Saves of one material queue on its row lock (and on PGlite on its one connection): wait for them.
    { maxWait: 10_000, timeout: 20_000 },
  );
  return settle(deps, a, m, c, revision, savedAt, await name.catch(() => null));
}

const megabytes = (bytes: number) => `${(Math.ceil((bytes / 1024 / 1024) * 10) / 10).toFixed(1)} MB`;

/** A save that would make the draft larger than MAX_DRAFT_BYTES: nothing of it is kept. */
function draftTooLarge(bytes: number): ValidationError {
  return ValidationError.field(
    'data',
    `This material is too large to save: ${megabytes(bytes)} of steps and layers, and a material holds at most ${megabytes(MAX_DRAFT_BYTES)}. Remove some steps or layers (images are stored apart and don't count).`,
  );
}

/** After the compare-and-set: announce a stored save, or say why nothing was stored. */
async function settle(
  deps: Deps,
  a: Actor,
  m: { id: string },
  c: Commit,
  revision: number | null,
  savedAt: Date,
  savedByName: string | null,
): Promise<SaveResult> {
  if (revision === null) {
    const current = await deps.prisma.learningMaterial.findFirst({
      where: { id: m.id, companyId: a.companyId },
      select: { revision: true, draftSaveId: true, updatedAt: true },
    });
    if (!current) throw new NotFoundError('Material not found.');
    if (c.base === null) throw new ConflictError(REVISIONS_EXHAUSTED);
    // A retry of the save that made the stored revision (the server stopped, or the answer was
    // lost, after the commit): acknowledge it. Only the latest save's id is kept, so a retry
    // after someone else's save is still a conflict, as it must be.
    if (c.saveId && current.draftSaveId === c.saveId) return { materialId: m.id, revision: current.revision, savedAt: current.updatedAt };
    throw new RevisionConflictError(current.revision);
  }
  announce(deps, { materialId: m.id, companyId: a.companyId, revision, savedAt, savedByName, clientId: c.clientId, reason: c.reason });
  return { materialId: m.id, revision, savedAt };
}

/** A whole draft: every stored step is replaced by `steps`. */
function commitDraft(
  deps: Deps,
  a: Actor,
  m: { id: string; kind: MaterialKind },
  draft: Commit & { steps: readonly unknown[]; config: unknown[] },
): Promise<SaveResult> {
  return commit(deps, a, m, draft, (tx) => replaceDraftSteps(tx, m.id, m.kind, draft.steps));
}

export type SaveDraftInput = {
  materialId: string;
  baseRevision: unknown;
  data?: unknown;
  config?: unknown;
  changes?: DraftChangesInput | null;
  clientId?: unknown;
  saveId?: unknown;
};

export const SEND_DATA_OR_CHANGES = 'Send either data (the whole draft, with config) or changes, not both.';
export const SEND_SOMETHING = 'Send the draft: either data (the whole draft, with config) or changes.';

const given = (v: unknown) => v !== undefined && v !== null;

/**
 * Autosave: stores the draft if `baseRevision` is the stored revision, which then goes up by one.
 * The draft comes whole (`data` + `config`: every step is replaced) or as `changes` (only the
 * steps that changed, the order when it changed, the config when it changed); exactly one of the
 * two. `unconditional` lets a whole draft without a revision save anyway (legacy REST).
 */
export async function saveDraft(deps: Deps, actor: StaffActor | null, input: SaveDraftInput, opts: { unconditional?: boolean } = {}): Promise<SaveResult> {
  const a = requirePermission(actor, 'materials.write');
  const m = await findMaterialFields(deps.prisma, a.companyId, input.materialId, REF);
  const clientId = parseEditorId(input.clientId, 'clientId');
  const saveId = parseEditorId(input.saveId, 'saveId');
  const kind = contentKind(m.kind);
  if (given(input.changes)) {
    if (given(input.data)) throw ValidationError.field('changes', SEND_DATA_OR_CHANGES);
    if (given(input.config)) throw ValidationError.field('config', 'Send the config inside changes (changes.config) when it changed.');
    const base = parseBaseRevision(input.baseRevision, 'baseRevision', false) as number;
    const changes = parseChanges(kind, input.changes as DraftChangesInput);
    await checkStoredRule(deps, m.id, kind, changes.steps, 'changes.steps', PATCH_INVALID, 'changes');
    return commitPatch(deps, a, { id: m.id, kind, materialKind: m.kind }, { base, changes, clientId, saveId });
  }
  // Half a whole draft (data or config left out) is refused by the kind's rules ("steps: is required").
  if (!given(input.data) && !given(input.config)) throw ValidationError.field('data', SEND_SOMETHING);
  const base = parseBaseRevision(input.baseRevision, 'baseRevision', !!opts.unconditional);
  const draft = kind.parseDraft(input.data, input.config);
  await checkStoredRule(deps, m.id, kind, draft.steps, 'steps', `The ${documentKind(m.kind).noun} data is not valid.`, 'data');
  return commitDraft(deps, a, m, { base, steps: draft.steps, config: draft.config, clientId, saveId, reason: 'SAVED' });
}

/**
 * The kind's rule against the stored draft (a path's due dates): reads the rule's field of the
 * steps this save sends, in one query, and refuses the save with the rule's messages. Read before
 * the write's transaction: a save racing it may have changed a date meanwhile, which at worst
 * lets a past date that another author had just stored be saved again.
 */
async function checkStoredRule(deps: Deps, materialId: string, kind: ContentKind, steps: readonly DraftStep[], label: string, message: string, field: string) {
  const rule = kind.storedRule;
  if (!rule || !steps.length) return;
  const ids = steps.map((s) => s.id);
  const rows = await deps.prisma.$queryRaw<{ stepId: number; value: string | null }[]>`
    SELECT "stepId", "data"->>${rule.field} AS "value" FROM "MaterialDraftStep"
    WHERE "materialId" = ${materialId}::uuid AND "stepId" IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`;
  const stored = new Map(rows.flatMap((r) => (typeof r.value === 'string' ? [[Number(r.stepId), r.value] as const] : [])));
  const errors = rule.check(steps, stored, new Date()).map((m) => m.replace(/^steps/, label));
  if (errors.length) throw new ValidationError(message, { [field]: errors.slice(0, 20) });
}

/**
 * A patch save: checked against an outline of the stored draft (ids, positions, layer ids: never
 * the steps) inside the save's transaction, after the compare-and-set, then only the changed
 * step rows are written.
 */
async function commitPatch(
  deps: Deps,
  a: Actor,
  m: { id: string; kind: ContentKind; materialKind: MaterialKind },
  save: { base: number; changes: ParsedChanges; clientId: string | null; saveId: string | null },
): Promise<SaveResult> {
  const layersOnly = save.changes.steps.length === 0 && save.changes.order === null;
  if (layersOnly && save.changes.layers.length) {
    const quick = await commitLayerChanges(deps, a, m, save);
    if (quick) return quick;
  }
  return commit(deps, a, m, { ...save, config: save.changes.config, reason: 'SAVED' }, async (tx) => {
    // Changed layers only: no outline to read (their ids stay, so draft-wide ids stay unique).
    const layersOnly = save.changes.steps.length === 0 && save.changes.order === null;
    const patch = layersOnly
      ? { upserts: [], deletes: [], moves: [], config: save.changes.config, count: 0 }
      : planPatch(m.kind, save.changes, await draftOutline(tx, m.id, save.changes.steps.length ? (m.kind.uniqueChildIds?.key ?? null) : null));
    if (save.changes.layers.length) {
      // A changed layer keeps its id, so the draft-wide unique ids stay as they were.
      const stored = await readStepsForUpdate(tx, m.id, [...new Set(save.changes.layers.map((c) => c.stepId))]);
      patch.upserts.push(...mergeLayerChanges(m.kind, save.changes.layers, stored));
    }
    await applyPatch(tx, m.id, m.materialKind, patch);
  });
}

/**
 * The autosave hot path: changed layers (elements) only, in two statements and no interactive
 * transaction. The steps they belong to are read together with the material's revision (one
 * snapshot); when that is the base, the merged steps are checked and written in one statement
 * whose compare-and-set on the revision decides, as in `commit`: if another save landed in
 * between, the revision moved, nothing is written and the conflict is reported. The saver's name
 * for the event comes back from the same statement. Null when the stored revision is not the
 * base (a conflict or a retry): `commit` then handles it, as for every other save.
 */
async function commitLayerChanges(
  deps: Deps,
  a: Actor,
  m: { id: string; kind: ContentKind; materialKind: MaterialKind },
  save: { base: number; changes: ParsedChanges; clientId: string | null; saveId: string | null },
): Promise<SaveResult | null> {
  const stepIds = [...new Set(save.changes.layers.map((c) => c.stepId))];
  const { revision: stored, steps } = await readStepsAtRevision(deps.prisma, m.id, stepIds);
  if (stored !== save.base) return null;
  const upserts = mergeLayerChanges(m.kind, save.changes.layers, steps);
  const upsertsJson = JSON.stringify(stampUpserts(m.materialKind, upserts));
  const savedAt = new Date();
  const config = save.changes.config === null ? null : JSON.stringify(save.changes.config);
  const rows = await deps.prisma.$queryRaw<{ revision: number; email: string | null; firstName: string | null; lastName: string | null }[]>`
    WITH cas AS (
      UPDATE "LearningMaterial" SET "draftConfig" = COALESCE(${config}::jsonb, "draftConfig"), "updatedAt" = ${savedAt}, "revision" = ${save.base + 1}, "draftSaveId" = ${save.saveId}
      WHERE "id" = ${m.id}::uuid AND "companyId" = ${a.companyId}::uuid AND "revision" = ${save.base}
        AND (SELECT COALESCE(SUM(CASE WHEN u."step" IS NULL THEN s."bytes" ELSE octet_length(u."step"::text) END), 0)
             FROM "MaterialDraftStep" AS s
             LEFT JOIN (SELECT e->'step' AS "step" FROM jsonb_array_elements(${upsertsJson}::jsonb) e) AS u ON (u."step"->>'id')::int = s."stepId"
             WHERE s."materialId" = ${m.id}::uuid) <= ${MAX_DRAFT_BYTES}
      RETURNING "revision"
    ), written AS (
      UPDATE "MaterialDraftStep" AS s SET "data" = u->'step', "bytes" = octet_length((u->'step')::text)
      FROM jsonb_array_elements(${upsertsJson}::jsonb) AS u, cas
      WHERE s."materialId" = ${m.id}::uuid AND s."stepId" = (u->'step'->>'id')::int
      RETURNING 1
    )
    SELECT cas."revision", u."email", p."firstName", p."lastName"
    FROM cas LEFT JOIN "User" AS u ON u."id" = ${a.userId}::uuid LEFT JOIN "Profile" AS p ON p."userId" = u."id"`;
  const row = rows[0];
  // Nothing written (another save landed, or the guard below found the draft would grow past
  // MAX_DRAFT_BYTES): the transactional path decides, and says which.
  if (!row) return null;
  const savedByName = row.email ? displayName({ email: row.email, profile: row }) : null;
  return settle(deps, a, m, { ...save, config: save.changes.config, reason: 'SAVED' }, row ? Number(row.revision) : null, savedAt, savedByName);
}

/**
 * Publishes the draft: copies it (config with the kind's default when empty) to the published
 * columns and records a MaterialRevision with the draft's revision. Publishing a revision that is
 * already published changes nothing and returns it again.
 */
export async function publishMaterial(deps: Deps, actor: StaffActor | null, input: { materialId: string }): Promise<PublishResult> {
  const a = requirePermission(actor, 'materials.write');
  // A save landing between our read and our write moves the revision: read again and retry.
  for (let attempt = 0; attempt < 3; attempt++) {
    const m = await findMaterialFields(deps.prisma, a.companyId, input.materialId, PUBLISH);
    if (m.publishedRevision === m.revision && m.publishedAt) return { materialId: m.id, revision: m.revision, publishedAt: m.publishedAt };
    const publishedAt = new Date();
    const config = JSON.stringify(configOrDefault(m.kind, m.draftConfig));
    // A path's learners' At Risk facts follow its new due dates and pass mark (a job sent in the
    // publish's transaction: both or neither). The job tables are installed before, outside it.
    const riskFacts = kindOf(m.kind).dueDates;
    if (riskFacts) await deps.jobs.ready();
    const done = await deps.prisma.$transaction(async (tx) => {
      // The steps are copied inside the database (a draft can hold megabytes: it never travels
      // through this process). A save committed since our read moved the revision: nothing matches.
      const count = await tx.$executeRaw`
        UPDATE "LearningMaterial" SET
          "publishedData" = COALESCE((SELECT jsonb_agg(s."data" ORDER BY s."position") FROM "MaterialDraftStep" s WHERE s."materialId" = ${m.id}::uuid), '[]'::jsonb),
          "publishedConfig" = ${config}::jsonb, "publishedRevision" = ${m.revision}, "publishedAt" = ${publishedAt}, "status" = 'PUBLISHED', "updatedAt" = ${publishedAt}
        WHERE "id" = ${m.id}::uuid AND "companyId" = ${a.companyId}::uuid AND "revision" = ${m.revision}`;
      if (!count) return false;
      const row = { data: [], config: JSON.parse(config) as Prisma.InputJsonValue, publishedById: a.userId, publishedAt };
      // The material's row is locked by the update above until commit, so no other publish of
      // this material can pick the same number meanwhile.
      const last = await tx.materialRevision.aggregate({ where: { materialId: m.id }, _max: { number: true } });
      await tx.materialRevision.upsert({
        where: { materialId_revision: { materialId: m.id, revision: m.revision } },
        create: { companyId: a.companyId, materialId: m.id, revision: m.revision, number: (last._max.number ?? 0) + 1, ...row },
        update: row,
      });
      await tx.$executeRaw`
        UPDATE "MaterialRevision" r SET "data" = l."publishedData" FROM "LearningMaterial" l
        WHERE l."id" = ${m.id}::uuid AND r."materialId" = l."id" AND r."revision" = ${m.revision}`;
      if (riskFacts) await deps.jobs.send('audience.refresh-risk-facts', { materialId: m.id }, { tx });
      await deps.events.emit(tx, 'material.published', { companyId: a.companyId, materialId: m.id, revision: m.revision });
      return true;
    });
    if (done) {
      // Shared caches answer the new revision from now on (http-cache/hub-cache.ts).
      await deps.hubCache.changed(a.companyId);
      announce(deps, {
        materialId: m.id,
        companyId: a.companyId,
        revision: m.revision,
        savedAt: publishedAt,
        savedByName: await userDisplayName(deps, a.userId),
        clientId: null,
        reason: 'PUBLISHED',
      });
      return { materialId: m.id, revision: m.revision, publishedAt };
    }
  }
  const current = await findMaterialFields(deps.prisma, a.companyId, input.materialId, { revision: true });
  throw new RevisionConflictError(current.revision, 'This walkthrough is being changed right now. Try publishing again in a moment.');
}

export type RestoreInput = { materialId: string; revision: unknown; baseRevision: unknown; clientId?: unknown };

/** Copies a published revision's steps and config into the draft (same conflict rule as a save). */
export async function restoreRevision(deps: Deps, actor: StaffActor | null, input: RestoreInput): Promise<SaveResult> {
  const a = requirePermission(actor, 'materials.write');
  const m = await findMaterialFields(deps.prisma, a.companyId, input.materialId, REF);
  const base = parseBaseRevision(input.baseRevision, 'baseRevision', false);
  const clientId = parseEditorId(input.clientId, 'clientId');
  const wanted =
    typeof input.revision === 'number' && Number.isInteger(input.revision) && input.revision >= 0 && input.revision <= 2_147_483_647 ? input.revision : null;
  const rev =
    wanted === null ? null : await deps.prisma.materialRevision.findUnique({ where: { materialId_revision: { materialId: m.id, revision: wanted } } });
  if (!rev) throw new NotFoundError('Revision not found.');
  return commitDraft(deps, a, m, {
    base,
    // A revision keeps the steps as they were published: upgraded to today's shape before they are the draft again.
    steps: upgradeDocument(m.kind, rev.data),
    config: Array.isArray(rev.config) ? rev.config : [],
    clientId,
    reason: 'RESTORED',
  });
}

/** `number` counts publishes from 1 (what people see); `revision` is the draft revision published (what a restore names). */
export type RevisionRow = { revision: number; number: number; publishedAt: Date; publishedByName: string | null };

/**
 * One page of a material's published revisions, newest first: those below `beforeRevision`
 * (forward paging) or above `afterRevision` (backward), with the publishers' names in one query.
 */
export async function revisionPage(
  deps: Deps,
  materialId: string,
  page: { below?: number; above?: number; limit: number; oldestFirst?: boolean },
): Promise<RevisionRow[]> {
  const rows = await deps.prisma.materialRevision.findMany({
    where: { materialId, revision: { ...(page.below !== undefined ? { lt: page.below } : {}), ...(page.above !== undefined ? { gt: page.above } : {}) } },
    orderBy: { revision: page.oldestFirst ? 'asc' : 'desc' },
    take: page.limit,
    select: { revision: true, number: true, publishedAt: true, publishedById: true },
  });
  const ids = [...new Set(rows.map((r) => r.publishedById).filter((id): id is string => !!id))];
  const users = ids.length
    ? await deps.prisma.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, email: true, profile: { select: { firstName: true, lastName: true } } },
      })
    : [];
  const names = new Map(users.map((u) => [u.id, displayName(u)]));
  return rows.map((r) => ({
    revision: r.revision,
    number: r.number,
    publishedAt: r.publishedAt,
    publishedByName: r.publishedById ? (names.get(r.publishedById) ?? null) : null,
  }));
}

/** The published revisions of one of the caller's materials, newest first. */
export async function listRevisions(
  deps: Deps,
  actor: StaffActor | null,
  materialRef: string,
  page: { below?: number; limit?: number } = {},
): Promise<RevisionRow[]> {
  const a = requirePermission(actor, 'materials.read');
  const m = await findMaterialFields(deps.prisma, a.companyId, materialRef, { id: true });
  return revisionPage(deps, m.id, { below: page.below, limit: Math.min(Math.max(page.limit ?? 20, 1), 100) });
}
