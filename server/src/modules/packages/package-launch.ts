/**
 * Where an item of a package plays: the runtime page on the package origin, with a grant for the
 * package (package-origin.ts). Handed only to whoever may see the material: staff of its company
 * (the draft, for the preview) and viewers the hub lets open it (the published package).
 */
import { type PackageStep, readPackageSteps } from '@learnhub/content';
import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import { packageGrant, parentSignature } from './package-origin.js';

export type PackageItem = PackageStep & { runtimeUrl: string | null };

/**
 * `parentOrigin`: the hub page's origin when it is not the app's own (a custom domain), signed
 * into each address so the runtime page relays to it (package-origin.ts `parentSignature`).
 */
export function launchableItems(
  config: Pick<Config, 'packageOrigin' | 'signingSecret' | 'publicUrl'>,
  steps: readonly PackageStep[],
  options: { now?: Date; parentOrigin?: string | null } = {},
): PackageItem[] {
  const now = options.now ?? new Date();
  const parent = options.parentOrigin && options.parentOrigin !== new URL(config.publicUrl).origin ? options.parentOrigin : null;
  const grants = new Map<string, string>();
  return steps.map((step) => {
    if (!config.packageOrigin) return { ...step, runtimeUrl: null };
    const grant = grants.get(step.packageId) ?? packageGrant(config.signingSecret, step.packageId, now);
    grants.set(step.packageId, grant);
    const address = `${config.packageOrigin}/run/${grant}/${encodeURIComponent(step.identifier)}`;
    const query = parent ? `?parent=${encodeURIComponent(parent)}&sig=${parentSignature(config.signingSecret, grant, parent)}` : '';
    return { ...step, runtimeUrl: `${address}${query}` };
  });
}

/** A published package as the hub plays it: its items with runtime addresses. */
export type PublishedPackage = { revision: number; items: PackageItem[] };

export async function publishedPackage(
  deps: Pick<Deps, 'prisma' | 'config'>,
  materialId: string,
  parentOrigin: string | null = null,
): Promise<PublishedPackage | null> {
  const m = await deps.prisma.learningMaterial.findUnique({ where: { id: materialId }, select: { publishedData: true, publishedRevision: true } });
  if (!m || m.publishedRevision === null) return null;
  return { revision: m.publishedRevision, items: launchableItems(deps.config, readPackageSteps(m.publishedData), { parentOrigin }) };
}
