/**
 * Exports of a published material for an LMS (issue 25 §1): asking for one writes a record and
 * hands the build to the worker (`exports.build`, build-package.ts), which keeps its progress on
 * the record; the zip is then downloaded by a signed address (download-links.ts).
 *
 * - Only published materials of kinds marked `exportable` (walkthroughs, docs, videos, paths).
 * - A packaged export holds the revision published when it was asked for; a linked one plays
 *   the material's latest publish, until it is revoked (DELETE). Revoking a packaged export is
 *   refused with the reason: it runs without this server, so nothing could stop it.
 * - Staff who may write materials export and revoke (an export gives the content away); those
 *   who may read them list the exports. Another company's export is "not found", as any record.
 */
import { randomBytes } from 'node:crypto';
import { kindOf, LMS_EXPORT_FORMATS, LMS_EXPORT_MODES, type LmsExportFormat, type LmsExportMode } from '@learnhub/content';
import type { LmsExport } from '../../generated/prisma/client.js';
import { requirePermission, type StaffActor } from '../../auth/actor.js';
import type { Deps } from '../../deps.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { findMaterialFields, UUID } from '../materials/index.js';
import { exportDownloadUrl } from './download-links.js';

export const EXPORT_NOT_FOUND = 'Export not found.';
export const NOT_PUBLISHED = 'Publish the material first: an export holds its published version.';
export const NOT_EXPORTABLE = (title: string) => `A ${title} cannot be exported for an LMS.`;
export const ONLY_LINKED_REVOKE = 'Only a linked export can be revoked: a packaged one runs without this server.';
export const EXPORT_REVOKED = 'This course is no longer available: its publisher withdrew it. Ask your administrator for the current version.';

export type LmsExportView = {
  id: string;
  materialId: string;
  format: LmsExportFormat;
  mode: LmsExportMode;
  revision: number;
  status: 'building' | 'ready' | 'failed' | 'revoked';
  progress: number;
  error: string | null;
  size: number | null;
  /** Signed for 10 minutes; null until the zip is built (or once revoked). */
  downloadUrl: string | null;
  createdAt: Date;
  revokedAt: Date | null;
};

/** A build unfinished this long gave up (its job's retries are spent): shown as failed. */
export const BUILD_GIVES_UP_MS = 60 * 60_000;
export const BUILD_GAVE_UP = 'The export did not finish building: export it again.';

export function exportView(deps: Pick<Deps, 'config'>, row: LmsExport, now = Date.now()): LmsExportView {
  const stale = row.status === 'building' && now - row.createdAt.getTime() > BUILD_GIVES_UP_MS;
  const status = row.revokedAt ? 'revoked' : stale ? 'failed' : (row.status as LmsExportView['status']);
  return {
    id: row.id,
    materialId: row.materialId,
    format: row.format as LmsExportFormat,
    mode: row.mode as LmsExportMode,
    revision: row.revision,
    status,
    progress: status === 'ready' ? 100 : row.progress,
    error: stale ? BUILD_GAVE_UP : row.error,
    size: row.size,
    downloadUrl: status === 'ready' && row.storageKey ? exportDownloadUrl(deps.config, row.id) : null,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}

function parseChoice<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw ValidationError.field(field, `${field} must be one of: ${allowed.join(', ')}.`);
}

export async function createExport(
  deps: Deps,
  actor: StaffActor | null,
  input: { materialId: string; format: unknown; mode: unknown },
): Promise<LmsExportView> {
  const a = requirePermission(actor, 'materials.write');
  const format = parseChoice('format', input.format, LMS_EXPORT_FORMATS);
  const mode = parseChoice('mode', input.mode, LMS_EXPORT_MODES);
  const m = await findMaterialFields(deps.prisma, a.companyId, input.materialId, { id: true, kind: true, publishedRevision: true });
  if (!kindOf(m.kind).exportable) throw ValidationError.field('materialId', NOT_EXPORTABLE(kindOf(m.kind).labels.noun));
  if (m.publishedRevision === null) throw new ConflictError(NOT_PUBLISHED);
  await deps.jobs.ready();
  const row = await deps.prisma.$transaction(async (tx) => {
    const made = await tx.lmsExport.create({
      data: {
        companyId: a.companyId,
        materialId: m.id,
        format,
        mode,
        revision: m.publishedRevision!,
        createdById: a.userId,
        linkToken: mode === 'linked' ? randomBytes(24).toString('base64url') : null,
      },
    });
    // In the same transaction: an export is never left waiting for a build nobody was asked for.
    await deps.jobs.send('exports.build', { exportId: made.id }, { tx });
    return made;
  });
  return exportView(deps, row);
}

export async function listExports(deps: Deps, actor: StaffActor | null, materialRef: string): Promise<LmsExportView[]> {
  const a = requirePermission(actor, 'materials.read');
  const m = await findMaterialFields(deps.prisma, a.companyId, materialRef, { id: true });
  const rows = await deps.prisma.lmsExport.findMany({ where: { companyId: a.companyId, materialId: m.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map((r) => exportView(deps, r));
}

async function findExport(deps: Deps, companyId: string, id: string): Promise<LmsExport> {
  const row = UUID.test(id) ? await deps.prisma.lmsExport.findFirst({ where: { id, companyId } }) : null;
  if (!row) throw new NotFoundError(EXPORT_NOT_FOUND);
  return row;
}

export async function getExport(deps: Deps, actor: StaffActor | null, id: string): Promise<LmsExportView> {
  const a = requirePermission(actor, 'materials.read');
  return exportView(deps, await findExport(deps, a.companyId, id));
}

/** Revokes a linked export: its launcher shows EXPORT_REVOKED from then on. Revoking twice is harmless. */
export async function revokeExport(deps: Deps, actor: StaffActor | null, id: string): Promise<LmsExportView> {
  const a = requirePermission(actor, 'materials.write');
  const row = await findExport(deps, a.companyId, id);
  if (row.mode !== 'linked') throw new ConflictError(ONLY_LINKED_REVOKE);
  if (row.revokedAt) return exportView(deps, row);
  const done = await deps.prisma.lmsExport.update({ where: { id: row.id }, data: { revokedAt: new Date() } });
  return exportView(deps, done);
}

/** The zip of a ready export (the download route checked the signature), or null. */
export async function exportZip(deps: Deps, id: string) {
  const row = UUID.test(id)
    ? await deps.prisma.lmsExport.findUnique({
        where: { id },
        select: { storageKey: true, status: true, format: true, revokedAt: true, material: { select: { slug: true } } },
      })
    : null;
  if (!row?.storageKey || row.status !== 'ready' || row.revokedAt) return null;
  const file = await deps.storage.open(row.storageKey);
  return file && { file, fileName: `${row.material.slug}-${row.format}.zip` };
}
