/**
 * The package document (issue 25 §2): a SCORM package's launchable items as the material's
 * steps, one per SCO or asset of the manifest's default organization, in its order. A step's id
 * is the progress key (as for every kind), so re-uploading a package keeps the id of every item
 * whose manifest identifier is still there, and learners keep their progress in it.
 *
 * Steps are written only by the packages module, from a checked manifest: the draft-save API
 * refuses them (an author cannot point a step at a package, or a file, of their own choosing).
 * There is no styling: a package brings its own.
 */
import { z } from 'zod';
import type { ConfigSection } from '../config.js';
import { upgradeSteps } from '../document-versions.js';
import type { DocumentCheck } from '../issues.js';
import { PACKAGE_VERSIONS } from './versions.js';

export const PACKAGE_DOCUMENT_LIMITS = {
  /** Items of one organization a package may launch (real courses have tens). */
  maxSteps: 500,
  titleLength: 500,
  identifierLength: 500,
  launchLength: 2000,
} as const;

export const PACKAGE_STEPS_READ_ONLY = "A package's items come from its zip: upload a new zip to change them.";

export const packageStepSchema = z.object({
  id: z.number().int().min(1).max(99_999_999),
  /** The manifest item's identifier: what a re-upload matches steps by. */
  identifier: z.string().min(1).max(PACKAGE_DOCUMENT_LIMITS.identifierLength),
  title: z.string().max(PACKAGE_DOCUMENT_LIMITS.titleLength),
  /** The file to open inside the package, with the item's parameters. */
  launch: z.string().min(1).max(PACKAGE_DOCUMENT_LIMITS.launchLength),
  /** A SCO talks to the SCORM API; an asset is only shown (and complete once opened). */
  sco: z.boolean(),
  /** The stored package (ScormPackage row) the files come from: the same for every step. */
  packageId: z.uuid(),
  standard: z.enum(['scorm12', 'scorm2004']),
});
export type PackageStep = z.infer<typeof packageStepSchema>;

/** Authors never send package steps (the zip is the source): any document is refused. */
export function checkPackageDocument(): DocumentCheck<{ data: PackageStep[]; config: ConfigSection[] }> {
  return { ok: false, fieldErrors: { data: [PACKAGE_STEPS_READ_ONLY] } };
}

export function duplicatePackageIds(steps: readonly PackageStep[]): string[] {
  const seen = new Set<number>();
  return steps.flatMap((s, i) => {
    const dup = seen.has(s.id);
    seen.add(s.id);
    return dup ? [`steps[${i}].id: duplicate step id ${s.id}`] : [];
  });
}

/** Typed steps for reading: never throws; a step that is not valid is left out. */
export function readPackageSteps(data: unknown): PackageStep[] {
  return upgradeSteps(PACKAGE_VERSIONS, data).flatMap((raw) => {
    const step = packageStepSchema.safeParse(raw);
    return step.success ? [step.data] : [];
  });
}

/**
 * Step ids for a new upload's items: an item whose identifier the previous upload had keeps that
 * step's id (and so learners' progress in it); a new one gets `newId()`, never one in use.
 */
export function packageStepIds(previous: readonly Pick<PackageStep, 'id' | 'identifier'>[], identifiers: readonly string[], newId: () => number): number[] {
  const kept = new Map(previous.map((s) => [s.identifier, s.id]));
  const used = new Set(previous.map((s) => s.id));
  return identifiers.map((identifier) => {
    const id = kept.get(identifier);
    if (id !== undefined) {
      kept.delete(identifier); // an identifier twice keeps its id once
      return id;
    }
    let fresh = newId();
    while (used.has(fresh)) fresh = newId();
    used.add(fresh);
    return fresh;
  });
}
