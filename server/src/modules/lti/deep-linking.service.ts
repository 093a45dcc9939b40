/**
 * Deep Linking 2.0 (issue 26 §1): an instructor's deep-linking request shows our picker (the
 * company's published materials that are not Private); the picked ones go back to the platform
 * as `ltiResourceLink` content items in a JWT we sign (tool-keys.ts), posted by the browser to
 * the platform's return address. Each item launches `/lti/launch` with the material's id in its
 * custom parameters, and asks for a line item (score out of 100), so grades can flow back.
 */
import { randomBytes } from 'node:crypto';
import { KINDS, LTI_TOOL_PATHS } from '@learnhub/content';
import { SignJWT } from 'jose';
import type { Deps } from '../../deps.js';
import type { LtiPlatform } from '../../generated/prisma/client.js';
import { isUuid } from '../../lib/uuid.js';
import { CLAIM, type LtiLaunch } from './launch-claims.js';
import type { PickerItem } from './launch-pages.js';
import { signingKey, TOOL_KEY_ALG } from './tool-keys.js';

const PICKER_LIMIT = 500;

/** What the picker offers: published, not Private, newest first. */
export async function pickable(deps: Deps, companyId: string): Promise<PickerItem[]> {
  const rows = await deps.prisma.learningMaterial.findMany({
    where: { companyId, publishedRevision: { not: null }, visibility: { not: 'PRIVATE' } },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    take: PICKER_LIMIT,
    select: { id: true, name: true, kind: true },
  });
  return rows.map((r) => ({ id: r.id, name: r.name, kindLabel: KINDS[r.kind].labels.title }));
}

/** The signed deep-linking answer (LtiDeepLinkingResponse) for the picked materials (none: the instructor cancelled). */
export async function deepLinkingResponse(deps: Deps, platform: LtiPlatform, launch: LtiLaunch, pickedIds: readonly string[]): Promise<string> {
  const ids = pickedIds.filter(isUuid);
  const picked = ids.length
    ? await deps.prisma.learningMaterial.findMany({
        where: { id: { in: ids }, companyId: platform.companyId, publishedRevision: { not: null }, visibility: { not: 'PRIVATE' } },
        select: { id: true, name: true, description: true },
      })
    : [];
  const allowed = launch.deepLinking?.acceptMultiple === false ? picked.slice(0, 1) : picked;
  const items = allowed.map((m) => ({
    type: 'ltiResourceLink',
    title: m.name,
    ...(m.description ? { text: m.description.slice(0, 500) } : {}),
    url: `${deps.config.publicUrl}${LTI_TOOL_PATHS.launch}`,
    custom: { material: m.id },
    lineItem: { scoreMaximum: 100, label: m.name, resourceId: m.id },
  }));
  const key = await signingKey(deps);
  return new SignJWT({
    nonce: randomBytes(16).toString('base64url'),
    [CLAIM.messageType]: 'LtiDeepLinkingResponse',
    [CLAIM.version]: '1.3.0',
    [CLAIM.deploymentId]: launch.deploymentId,
    [CLAIM.contentItems]: items,
    ...(launch.deepLinking?.data ? { [CLAIM.deepLinkingData]: launch.deepLinking.data } : {}),
    ...(items.length ? { [CLAIM.deepLinkingMessage]: `${items.length} material${items.length === 1 ? '' : 's'} added.` } : {}),
  })
    .setProtectedHeader({ alg: TOOL_KEY_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.key);
}
