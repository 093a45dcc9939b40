/**
 * The multipart limits of a SCORM package upload (issue 25 §2: a zip of up to 200 MB) beside every
 * other upload's 15 MB. REST parses a form only after the route checked the token and role, so
 * its package routes simply get these limits. GraphQL's multipart forms are parsed before the
 * operation is known, so there the larger limit is for callers who may upload packages at all (a
 * staff Bearer token whose role may write materials) and, once the `operations` field is in, only
 * for an operation that uploads a package; every other form, anyone else's included, keeps 15 MB
 * and its 413. A caller naming another operation so is still refused by that operation's own
 * limit (every upload service checks the size it was given).
 */
import { PACKAGE_LIMITS, PACKAGE_TOO_LARGE } from '@learnhub/content';
import { actorCan, bearerToken, resolveStaffActor } from '../auth/actor.js';
import type { Deps } from '../deps.js';
import type { MultipartLimits } from './multipart.js';

export const PACKAGE_UPLOAD_LIMITS: MultipartLimits = {
  maxFileBytes: PACKAGE_LIMITS.compressedBytes,
  maxBodyBytes: PACKAGE_LIMITS.compressedBytes + 64 * 1024,
  tooLarge: PACKAGE_TOO_LARGE,
};

/** A GraphQL multipart request's `operations` that upload a package (by name or by document). */
export function uploadsPackage(fields: FormData): boolean {
  const operations = fields.get('operations');
  if (typeof operations !== 'string') return false;
  try {
    const parsed = JSON.parse(operations) as { operationName?: unknown; query?: unknown };
    const named = typeof parsed.operationName === 'string' && /^use(Upload|Replace)PackageMutation$/.test(parsed.operationName);
    const written = typeof parsed.query === 'string' && /\b(uploadPackage|replacePackage)\s*\(/.test(parsed.query);
    return named || written;
  } catch {
    return false;
  }
}

export async function mayUploadPackages(deps: Pick<Deps, 'prisma'>, request: Request): Promise<boolean> {
  const token = bearerToken(request.headers.get('authorization'));
  if (!token) return false;
  const staff = await resolveStaffActor(deps.prisma, token);
  return actorCan(staff, 'materials.write');
}
