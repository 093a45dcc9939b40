/**
 * One learner as their profile modal shows them (audience.md §2 "Learner profile modal", §3
 * activity details, response and file records): their activity per material kind, their answers
 * and their uploaded files. Staff of the learner's company only (analytics.read); another
 * company's learner is "not found".
 *
 * Activity lists the materials the learner started, and — as "not started" — the private ones
 * shared with their e-mail that they have not opened yet (what they were asked to do).
 */
import { type KindDefinition, kindOf } from '@learnhub/content';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import { type Deps, forReports } from '../../deps.js';
import type { MaterialKind, ProgressStatus } from '../../generated/prisma/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { uploadUrl } from '../../uploads/storage.js';
import { learnerFileLink } from './learner-file-links.js';

export type ActivityItem = {
  materialId: string;
  materialName: string;
  materialKind: MaterialKind;
  iconUrl: string | null;
  status: ProgressStatus;
  studySeconds: number;
  opens: number;
  currentStep: number;
  stepsTotal: number;
  completedAt: Date | null;
  lastActivityAt: Date | null;
};
export type ActivityGroup = { totalStudySeconds: number; items: ActivityItem[] };
export type LearnerActivity = { docs: ActivityGroup; paths: ActivityGroup; walkthroughs: ActivityGroup };

export type ResponseRecord = {
  id: string;
  question: string;
  questionType: string;
  materialKind: MaterialKind;
  materialName: string;
  result: boolean | null;
  answer: string;
  answeredAt: Date;
  answeredAtLocal: string | null;
};

export type FileRecord = {
  id: string;
  fileName: string;
  fileType: string;
  size: number;
  materialKind: MaterialKind;
  materialName: string;
  updatedAt: Date;
  downloadUrl: string;
};

/** Answers and files listed per learner: the newest this many. */
export const PROFILE_LIST_MAX = 500;

async function learnerOf(deps: Deps, actor: StaffActor | null, learnerId: string) {
  const { companyId } = requirePermission(actor, 'analytics.read');
  const learner = await deps.prisma.learner.findFirst({ where: { id: learnerId, companyId }, select: { id: true, email: true, companyId: true } });
  if (!learner) throw new NotFoundError('There is no such learner in your company.');
  return learner;
}

const stepsOf = (data: unknown) => (Array.isArray(data) ? data.length : 0);

export async function learnerActivity(deps: Deps, actor: StaffActor | null, learnerId: string): Promise<LearnerActivity> {
  const learner = await learnerOf(deps, actor, learnerId);
  deps = await forReports(deps);
  const [started, assigned] = await Promise.all([
    deps.prisma.progress.findMany({
      where: { learnerId: learner.id },
      orderBy: { updatedAt: 'desc' },
      select: {
        status: true,
        seconds: true,
        opens: true,
        currentStep: true,
        completedAt: true,
        updatedAt: true,
        material: { select: { id: true, name: true, kind: true, faviconKey: true, thumbnailKey: true, publishedData: true } },
      },
    }),
    deps.prisma.learningMaterial.findMany({
      where: {
        companyId: learner.companyId,
        publishedRevision: { not: null },
        visibility: 'PRIVATE',
        access: { some: { email: learner.email } },
        progress: { none: { learnerId: learner.id } },
      },
      orderBy: { name: 'asc' },
      select: { id: true, name: true, kind: true, faviconKey: true, thumbnailKey: true, publishedData: true },
    }),
  ]);
  const items: ActivityItem[] = [
    ...started.map((p) => ({
      materialId: p.material.id,
      materialName: p.material.name,
      materialKind: p.material.kind,
      iconUrl: uploadUrl(p.material.faviconKey ?? p.material.thumbnailKey),
      status: p.status,
      studySeconds: p.seconds,
      opens: p.opens,
      currentStep: p.currentStep,
      stepsTotal: stepsOf(p.material.publishedData),
      completedAt: p.completedAt,
      lastActivityAt: p.updatedAt,
    })),
    ...assigned.map((m) => ({
      materialId: m.id,
      materialName: m.name,
      materialKind: m.kind,
      iconUrl: uploadUrl(m.faviconKey ?? m.thumbnailKey),
      status: 'NOT_STARTED' as const,
      studySeconds: 0,
      opens: 0,
      currentStep: 1,
      stepsTotal: stepsOf(m.publishedData),
      completedAt: null,
      lastActivityAt: null,
    })),
  ];
  const group = (name: KindDefinition['profileGroup']): ActivityGroup => {
    const list = items.filter((i) => kindOf(i.materialKind).profileGroup === name);
    return { totalStudySeconds: list.reduce((s, i) => s + i.studySeconds, 0), items: list };
  };
  // The spec's three sections; each kind says which lists it (videos are docs to a learner).
  return { docs: group('docs'), paths: group('paths'), walkthroughs: group('walkthroughs') };
}

/** An answer as one line of text: the chosen option(s), the text, the date, the file's name. */
export function answerText(answer: unknown): string {
  if (typeof answer !== 'object' || answer === null) return String(answer ?? '');
  const a = answer as Record<string, unknown>;
  if (Array.isArray(a.values)) return a.values.map(String).join(', ');
  if ('value' in a) return String(a.value);
  if ('text' in a) return String(a.text);
  if ('checked' in a) return a.checked ? 'Checked' : 'Not checked';
  if ('date' in a) return String(a.date);
  if ('time' in a) return String(a.time);
  if ('fileName' in a) return String(a.fileName);
  return '';
}

export async function learnerResponses(deps: Deps, actor: StaffActor | null, learnerId: string): Promise<ResponseRecord[]> {
  const learner = await learnerOf(deps, actor, learnerId);
  deps = await forReports(deps);
  const rows = await deps.prisma.learnerResponse.findMany({
    where: { learnerId: learner.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: PROFILE_LIST_MAX,
    select: {
      id: true,
      question: true,
      questionType: true,
      answer: true,
      result: true,
      answeredAtLocal: true,
      createdAt: true,
      material: { select: { name: true, kind: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    question: r.question,
    questionType: r.questionType,
    materialKind: r.material.kind,
    materialName: r.material.name,
    result: r.result,
    answer: answerText(r.answer),
    answeredAt: r.createdAt,
    answeredAtLocal: r.answeredAtLocal,
  }));
}

export async function learnerFiles(deps: Deps, actor: StaffActor | null, learnerId: string, now = new Date()): Promise<FileRecord[]> {
  const learner = await learnerOf(deps, actor, learnerId);
  deps = await forReports(deps);
  const rows = await deps.prisma.learnerFile.findMany({
    where: { learnerId: learner.id },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    take: PROFILE_LIST_MAX,
    select: { id: true, fileName: true, updatedAt: true, upload: { select: { key: true, size: true } }, material: { select: { name: true, kind: true } } },
  });
  return rows.map((f) => ({
    id: f.id,
    fileName: f.fileName,
    // The stored key's extension: the sniffed type, not what the name claims.
    fileType: f.upload.key.split('.').pop() ?? '',
    size: f.upload.size,
    materialKind: f.material.kind,
    materialName: f.material.name,
    updatedAt: f.updatedAt,
    downloadUrl: learnerFileLink(deps.config, learner.id, f.id, now),
  }));
}

/**
 * A learner's file for its download link (the link's signature, checked by the caller with
 * learner-file-links.ts, is the pass: no actor): the name it was uploaded with and the stored
 * upload; null when the file is gone or is not this learner's.
 */
export async function learnerFileDownload(deps: Deps, learnerId: string, fileId: string) {
  return deps.prisma.learnerFile.findFirst({
    where: { id: fileId, learnerId },
    select: { fileName: true, upload: { select: { key: true, contentType: true } } },
  });
}
