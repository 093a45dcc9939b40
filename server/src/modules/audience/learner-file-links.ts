/**
 * Learners' uploaded files are private (issue 10 §2: "Downloads of learners' files are only for
 * staff of that company"): `/uploads/<key>` never serves them. A staff member who may read the
 * learner's profile gets a download address signed for that learner and file, valid 10 minutes
 * (an <a download> link carries no Authorization header, so the address is the pass; it is made
 * only for staff of the learner's company, and short-lived so a forwarded link soon stops working).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

export const FILE_LINK_TTL_MS = 10 * 60_000;

const sign = (config: Pick<Config, 'signingSecret'>, learnerId: string, fileId: string, expires: number) =>
  createHmac('sha256', config.signingSecret).update(`learner-file:${learnerId}:${fileId}:${expires}`).digest('base64url');

export function learnerFileLink(config: Pick<Config, 'signingSecret'>, learnerId: string, fileId: string, now = new Date()): string {
  const expires = now.getTime() + FILE_LINK_TTL_MS;
  return `/api/v1/audiences/${learnerId}/files/${fileId}/download?expires=${expires}&signature=${sign(config, learnerId, fileId, expires)}`;
}

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export function checkLearnerFileLink(
  config: Pick<Config, 'signingSecret'>,
  learnerId: string,
  fileId: string,
  expires: unknown,
  signature: unknown,
  now = new Date(),
): LinkCheck {
  const at = Number(expires);
  if (!Number.isSafeInteger(at) || typeof signature !== 'string') return 'invalid';
  const want = Buffer.from(sign(config, learnerId, fileId, at));
  const got = Buffer.from(signature);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return 'invalid';
  return at < now.getTime() ? 'expired' : 'ok';
}
