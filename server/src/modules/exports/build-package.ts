/**
 * Builds an export's zip in the worker (`exports.build`), keeping its progress on the record.
 *
 * Packaged: index.html, content.js (the revision the export names, package-content.ts), the
 * player (client/dist/lms-player, made by the client's build), every stored file the material
 * shows under assets/, and the manifest listing exactly those files. Linked: index.html and
 * content.js that load the player and the material from this server, and the manifest.
 *
 * The zip is written to a temp file, then stored under a fresh key; the record names it only
 * once it is whole. A retried build of a ready export does nothing, so a job run twice (pg-boss
 * is at-least-once) stores one zip; a build that loses a race removes its own copy.
 */
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LMS_PACKAGE_FILES, LMS_PACKAGE_GLOBAL, type LmsExportFormat, type LmsPackageScript, passMarkOf, kindOf } from '@learnhub/content';
import { ZipFile } from 'yazl';
import type { Deps } from '../../deps.js';
import { repoRoot } from '../../lib/paths.js';
import { configOrDefault } from '../materials/index.js';
import { MANIFEST_FILE, manifestFor } from './manifests.js';
import { packageContent, rewriteUploads } from './package-content.js';

export const PLAYER_DIR = path.join(repoRoot, 'client', 'dist', 'lms-player');
export const PLAYER_MISSING = 'The LMS player is not built: run the client build (npm run build) first.';

/** Where a linked launcher reads the material and records results. */
export const linkedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/v1/lms/${token}`;
export const cmi5ActivityId = (publicUrl: string, exportId: string) => `${publicUrl}/xapi/exports/${encodeURIComponent(exportId)}/au`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function indexHtml(title: string, assetsBase: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(assetsBase + LMS_PACKAGE_FILES.style)}">
</head>
<body>
<div id="root"></div>
<script src="${LMS_PACKAGE_FILES.content}"></script>
<script src="${escapeHtml(assetsBase + LMS_PACKAGE_FILES.script)}"></script>
</body>
</html>
`;
}

/** content.js: the document as a script (JSON is valid JavaScript; `<` escaped all the same). */
const contentScript = (doc: LmsPackageScript) => `window[${JSON.stringify(LMS_PACKAGE_GLOBAL)}] = ${JSON.stringify(doc).replace(/</g, '\\u003c')};\n`;

async function playerFiles(): Promise<{ script: Buffer; style: Buffer }> {
  try {
    const [script, style] = await Promise.all([
      readFile(path.join(PLAYER_DIR, LMS_PACKAGE_FILES.script)),
      readFile(path.join(PLAYER_DIR, LMS_PACKAGE_FILES.style)),
    ]);
    return { script, style };
  } catch {
    throw new Error(PLAYER_MISSING);
  }
}

export async function buildExport(deps: Deps, exportId: string): Promise<void> {
  const row = await deps.prisma.lmsExport.findUnique({ where: { id: exportId } });
  if (!row || row.status === 'ready' || row.revokedAt) return;
  const material = await deps.prisma.learningMaterial.findUnique({
    where: { id: row.materialId },
    select: { kind: true, name: true, description: true, publishedData: true, publishedConfig: true, publishedRevision: true },
  });
  if (!material) return;
  const format = row.format as LmsExportFormat;
  const publicUrl = deps.config.publicUrl;
  const setProgress = (progress: number) => deps.prisma.lmsExport.updateMany({ where: { id: row.id, status: 'building' }, data: { progress } });

  const zip = new ZipFile();
  const files: string[] = [];
  const add = (name: string, body: Buffer | string) => {
    files.push(name);
    zip.addBuffer(Buffer.isBuffer(body) ? body : Buffer.from(body), name);
  };
  let passMark: number | null = null;
  let assetKeys: string[] = [];
  if (row.mode === 'linked') {
    add(LMS_PACKAGE_FILES.launch, indexHtml(material.name, `${publicUrl}/lms-player/`));
    add(LMS_PACKAGE_FILES.content, contentScript({ format, name: material.name, linked: { url: linkedUrl(publicUrl, row.linkToken ?? '') } }));
    passMark = kindOf(material.kind).graded ? passMarkOf(configOrDefault(material.kind, material.publishedConfig) as never) : null;
  } else {
    // The revision the export names; the live copy when it is still that revision.
    const revision = await deps.prisma.materialRevision.findUnique({
      where: { materialId_revision: { materialId: row.materialId, revision: row.revision } },
      select: { data: true, config: true },
    });
    const copy = revision ?? (material.publishedRevision === row.revision ? { data: material.publishedData, config: material.publishedConfig } : null);
    if (!copy) throw new Error(`Revision ${row.revision} of this material is no longer kept: export it again.`);
    const keys = new Set<string>();
    const doc = rewriteUploads(
      await packageContent(
        deps.prisma,
        row.companyId,
        { kind: material.kind, name: material.name, ...copy },
        {
          format,
          revision: row.revision,
          activityId: cmi5ActivityId(publicUrl, row.id),
        },
      ),
      publicUrl,
      keys,
    );
    passMark = doc.player === 'path' && kindOf(material.kind).graded ? passMarkOf(doc.config) : null;
    const player = await playerFiles();
    add(LMS_PACKAGE_FILES.launch, indexHtml(material.name, ''));
    add(LMS_PACKAGE_FILES.content, contentScript(doc));
    add(LMS_PACKAGE_FILES.script, player.script);
    add(LMS_PACKAGE_FILES.style, player.style);
    assetKeys = [...keys];
  }

  const spill = await mkdtemp(path.join(tmpdir(), 'lh-export-'));
  const zipPath = path.join(spill, 'export.zip');
  let storedKey: string | null = null;
  try {
    const written = pipeline(zip.outputStream, createWriteStream(zipPath));
    // Stored files one at a time as yazl reaches them (a lazy stream each: no file held open early).
    let done = 0;
    for (const key of assetKeys) {
      const file = await deps.storage.open(key);
      if (!file) continue; // A file the material names but the store lost: the image shows as missing, as in the hub.
      const name = `${LMS_PACKAGE_FILES.assets}/${key}`;
      files.push(name);
      zip.addReadStreamLazy(name, { size: file.size }, (cb) => cb(null, Readable.fromWeb(file.body as never)));
      done += 1;
      if (done % 10 === 0) await setProgress(Math.floor((done * 80) / assetKeys.length));
    }
    add(
      MANIFEST_FILE[format],
      manifestFor(format, {
        exportId: row.id,
        title: material.name,
        description: material.description ?? '',
        launch: LMS_PACKAGE_FILES.launch,
        files,
        passMark,
        iriBase: publicUrl,
      }),
    );
    zip.end();
    await written;
    await setProgress(90);
    const size = (await stat(zipPath)).size;
    storedKey = await deps.storage.put(await openAsBlob(zipPath), 'zip');
    const claimed = await deps.prisma.lmsExport.updateMany({
      where: { id: row.id, status: 'building' },
      data: { status: 'ready', progress: 100, storageKey: storedKey, size, error: null },
    });
    if (claimed.count === 0) await deps.storage.remove(storedKey);
    storedKey = null;
  } catch (error) {
    if (storedKey) await deps.storage.remove(storedKey).catch(() => undefined);
    throw error;
  } finally {
    await rm(spill, { recursive: true, force: true });
  }
}

/** The last try failed: the author sees why (and may export again). */
export async function markExportFailed(deps: Deps, exportId: string, error: unknown): Promise<void> {
  const message = error instanceof Error && error.message ? error.message : 'The export could not be built.';
  await deps.prisma.lmsExport.updateMany({ where: { id: exportId, status: 'building' }, data: { status: 'failed', error: message.slice(0, 500) } });
}
