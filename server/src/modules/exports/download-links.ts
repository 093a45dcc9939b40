/**
 * An export's zip is downloaded by a signed, short-lived address (as learners' files are): a
 * plain link carries no Authorization header, so the address is the pass (lib/expiring-signature.ts).
 * It is handed only to callers who may read the company's materials, and stops working after 10 minutes.
 */
import type { Config } from '../../config.js';
import { checkExpiringSignature, expiringSignature } from '../../lib/expiring-signature.js';

export const DOWNLOAD_LINK_TTL_MS = 10 * 60_000;

const subject = (exportId: string) => `lms-export:${exportId}`;

export function exportDownloadUrl(config: Pick<Config, 'signingSecret' | 'publicUrl'>, exportId: string, now = new Date()): string {
  const expires = now.getTime() + DOWNLOAD_LINK_TTL_MS;
  return `${config.publicUrl}/api/v1/exports/${exportId}/download?expires=${expires}&signature=${expiringSignature(config.signingSecret, subject(exportId), expires)}`;
}

export function checkExportDownload(config: Pick<Config, 'signingSecret'>, exportId: string, expires: unknown, signature: unknown, now = new Date()) {
  return checkExpiringSignature(config.signingSecret, subject(exportId), expires, signature, now);
}
