/**
 * The audience of the caller's materials (GET /learning_materials/audience): one row per learner
 * and material from Progress, newest activity first, page by page.
 */
import { mayReadPii, requirePermission, type StaffActor } from '../../auth/actor.js';
import { type Deps, forReports } from '../../deps.js';
import type { MaterialKind, ProgressStatus } from '../../generated/prisma/enums.js';
import { ValidationError } from '../../lib/errors.js';
import { draftStepCounts } from '../content/index.js';
import { uploadUrl } from '../../uploads/storage.js';

export const AUDIENCE_MAX_LIMIT = 100;

const STATUS: Record<ProgressStatus, string> = { NOT_STARTED: 'not started', IN_PROGRESS: 'in progress', COMPLETED: 'completed' };

/** A positive whole number from a query string (default when absent), or a field error. */
export function pageParam(raw: string | undefined, field: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || n < 1 || n > max)
    throw ValidationError.field(field, `${field} must be a whole number from 1 to ${max === Number.MAX_SAFE_INTEGER ? '999999999' : max}.`);
  return n;
}

/** Step counts of materials (published copy, else the draft), in one query. */
async function stepCounts(deps: Deps, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const [rows, drafts] = await Promise.all([
    deps.prisma.learningMaterial.findMany({ where: { id: { in: ids } }, select: { id: true, publishedData: true } }),
    draftStepCounts(deps.prisma, ids),
  ]);
  return new Map(rows.map((r) => [r.id, Array.isArray(r.publishedData) ? r.publishedData.length : (drafts.get(r.id) ?? 0)]));
}

/** Percent of steps the learner completed (100 once the material is completed). */
function percent(status: ProgressStatus, response: unknown, steps: number): number {
  if (status === 'COMPLETED') return 100;
  if (!Array.isArray(response) || steps <= 0) return 0;
  const done = response.filter((r) => r && typeof r === 'object' && (r as { completion?: unknown }).completion === true).length;
  return Math.min(100, Math.round((done / steps) * 100));
}

export type MaterialAudienceRow = {
  progressId: string;
  materialId: string;
  materialName: string;
  materialImageUrl: string | null;
  learnerId: string;
  learnerName: string;
  email: string;
  imageUrl: string | null;
  /** Percent of the steps completed (100 once the material is). */
  progress: number;
  opens: number;
  currentStep: number;
  stepsTotal: number;
  status: ProgressStatus;
  lastActivityAt: Date;
};

/**
 * One page of learner × material rows. `order: 'recent'` (REST): newest activity first;
 * `'material'` (the staff page, grouped by material): by material name, then newest activity.
 */
export async function materialAudienceRows(
  deps: Deps,
  actor: StaffActor | null,
  q: { kind: MaterialKind | null; page: number; limit: number; order?: 'recent' | 'material' },
): Promise<{ rows: MaterialAudienceRow[]; total: number }> {
  const a = requirePermission(actor, 'analytics.read');
  // A report: the read replica when it is current (db/replica.ts).
  deps = await forReports(deps);
  const where = { companyId: a.companyId, ...(q.kind ? { material: { kind: q.kind } } : {}) };
  const orderBy =
    q.order === 'material'
      ? [{ material: { name: 'asc' as const } }, { materialId: 'asc' as const }, { updatedAt: 'desc' as const }, { id: 'desc' as const }]
      : [{ updatedAt: 'desc' as const }, { id: 'desc' as const }];
  const [total, rows] = await Promise.all([
    deps.prisma.progress.count({ where }),
    deps.prisma.progress.findMany({
      where,
      orderBy,
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      select: {
        id: true,
        status: true,
        response: true,
        opens: true,
        currentStep: true,
        updatedAt: true,
        materialId: true,
        learnerId: true,
        material: { select: { name: true, thumbnailKey: true, faviconKey: true } },
        learner: { select: { email: true, firstName: true, lastName: true, avatarKey: true } },
      },
    }),
  ]);
  const steps = await stepCounts(deps, [...new Set(rows.map((r) => r.materialId))]);
  return {
    total,
    rows: rows.map((r) => ({
      progressId: r.id,
      materialId: r.materialId,
      materialName: r.material.name,
      materialImageUrl: uploadUrl(r.material.thumbnailKey ?? r.material.faviconKey),
      learnerId: r.learnerId,
      learnerName: [r.learner.firstName, r.learner.lastName].filter(Boolean).join(' ') || r.learner.email,
      email: r.learner.email,
      imageUrl: uploadUrl(r.learner.avatarKey),
      progress: percent(r.status, r.response, steps.get(r.materialId) ?? 0),
      opens: r.opens,
      currentStep: r.currentStep,
      stepsTotal: steps.get(r.materialId) ?? 0,
      status: r.status,
      lastActivityAt: r.updatedAt,
    })),
  };
}

/** The REST shape (rest-routes.md GET /learning_materials/audience). */
export async function materialAudience(deps: Deps, actor: StaffActor | null, q: { kind: MaterialKind | null; page: number; limit: number }) {
  const { rows, total } = await materialAudienceRows(deps, actor, q);
  // Learners' names, e-mails and pictures: null for an API token without pii:read.
  const pii = mayReadPii(actor);
  return {
    records: rows.map((r) => ({
      material_name: r.materialName,
      name: pii ? r.learnerName : null,
      email: pii ? r.email : null,
      imageUrl: pii ? r.imageUrl : null,
      progress: r.progress,
      opens: r.opens,
      current_step: r.currentStep,
      status: STATUS[r.status],
    })),
    pagination: { limit: q.limit, page: q.page, total_pages: Math.ceil(total / q.limit), total_count: total },
  };
}
