/**
 * Learners' uploaded files are private (issue 10 §2: "Downloads of learners' files are only for
 * staff of that company"): `/uploads/<key>` never serves them. A staff member who may read the
 * learner's profile gets a download address signed for that learner and file, valid 10 minutes
 * (an <a download> link carries no Authorization header, so the address is the pass; it is made
 * only for staff of the learner's company, and short-lived so a forwarded link soon stops working).
 */
import type { Config } from '../../config.js';
import { checkExpiringSignature, type ExpiringCheck, expiringSignature } from '../../lib/expiring-signature.js';

export const FILE_LINK_TTL_MS = 10 * 60_000;

const subject = (learnerId: string, fileId: string) => `learner-file:${learnerId}:${fileId}`;

export function learnerFileLink(config: Pick<Config, 'signingSecret'>, learnerId: string, fileId: string, now = new Date()): string {
  const expires = now.getTime() + FILE_LINK_TTL_MS;
  return `/api/v1/audiences/${learnerId}/files/${fileId}/download?expires=${expires}&signature=${expiringSignature(config.signingSecret, subject(learnerId, fileId), expires)}`;
}

export type LinkCheck = ExpiringCheck;

export function checkLearnerFileLink(
  config: Pick<Config, 'signingSecret'>,
  learnerId: string,
  fileId: string,
  expires: unknown,
  signature: unknown,
  now = new Date(),
): LinkCheck {
  return checkExpiringSignature(config.signingSecret, subject(learnerId, fileId), expires, signature, now);
}
