/**
 * What a packaged export holds of a material (content LmsPackageContent): the published revision's
 * steps and settings, and for a path the published walkthroughs its Walkthroughs elements play
 * (of the same company only). A path's questions travel with their correct options, since the
 * package grades them itself (there is no server to ask): that is the price of an offline
 * package, and why Linked mode exists.
 *
 * Files of our store (`/uploads/<key>`, relative or on this app's address) are rewritten to
 * `assets/<key>` and listed, for the builder to copy into the zip; other addresses (a video on
 * YouTube) stay as they are and need the learner's network.
 */
import {
  type BundledWalkthrough,
  type ConfigSection,
  isUploadKey,
  kindOf,
  type LmsExportFormat,
  type LmsPackageContent,
  LMS_PACKAGE_FILES,
  readWalkthroughSteps,
  trustedPathSteps,
  upgradeDocument,
} from '@learnhub/content';
import type { MaterialKind } from '../../generated/prisma/client.js';
import type { Deps } from '../../deps.js';
import { configOrDefault, materialUuid } from '../materials/index.js';

export type PublishedCopy = { kind: MaterialKind; name: string; data: unknown; config: unknown };

/**
 * Every string in `value` that is one of our stored files' addresses becomes `{target}/{key}`
 * (the package's `assets/` by default; a linked launcher's full address of the file here);
 * `keys` gets each key once.
 */
export function rewriteUploads<T>(value: T, publicUrl: string, keys: Set<string>, target: string = LMS_PACKAGE_FILES.assets): T {
  const prefixes = ['/uploads/', `${publicUrl.replace(/\/$/, '')}/uploads/`];
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const prefix = prefixes.find((p) => v.startsWith(p));
      const key = prefix ? v.slice(prefix.length) : '';
      if (!prefix || !isUploadKey(key)) return v;
      keys.add(key);
      return `${target}/${key}`;
    }
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, visit(x)]));
    return v;
  };
  return visit(value) as T;
}

const walkthroughOf = (copy: PublishedCopy): BundledWalkthrough => ({
  name: copy.name,
  steps: readWalkthroughSteps(copy.data),
  config: configOrDefault(copy.kind, copy.config) as ConfigSection[],
});

/** The package's document, before its uploads are rewritten. */
export async function packageContent(
  db: Deps['prisma'],
  companyId: string,
  copy: PublishedCopy,
  meta: { format: LmsExportFormat; revision: number; activityId: string },
): Promise<LmsPackageContent> {
  const base = { format: meta.format, revision: meta.revision, name: copy.name, activityId: meta.activityId };
  if (kindOf(copy.kind).player === 'walkthrough') return { ...base, player: 'walkthrough', ...walkthroughOf(copy) };
  const steps = trustedPathSteps(upgradeDocument(copy.kind, copy.data));
  const sources = new Set(
    steps.flatMap((s) => s.layers.flatMap((l) => (l.type === 'walkthrough' && typeof l.source === 'string' && l.source ? [l.source] : []))),
  );
  const ids = new Map([...sources].map((source) => [materialUuid(source), source] as const).filter(([id]) => id));
  const played = ids.size
    ? await db.learningMaterial.findMany({
        where: { companyId, id: { in: [...ids.keys()] }, publishedRevision: { not: null } },
        select: { id: true, kind: true, name: true, publishedData: true, publishedConfig: true },
      })
    : [];
  const walkthroughs = Object.fromEntries(
    played
      .filter((m) => kindOf(m.kind).player === 'walkthrough')
      .map((m) => [ids.get(m.id)!, walkthroughOf({ kind: m.kind, name: m.name, data: m.publishedData, config: m.publishedConfig })]),
  );
  return { ...base, player: 'path', steps, config: configOrDefault(copy.kind, copy.config) as ConfigSection[], walkthroughs };
}
