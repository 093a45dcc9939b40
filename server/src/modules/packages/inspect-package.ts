/**
 * An uploaded package, checked whole before anything is stored (issue 25 §2): a safe zip
 * (package-zip.ts) with imsmanifest.xml at its root that launches something (manifest.ts).
 */
import { PACKAGE_LIMITS } from '@learnhub/content';
import { type PackageManifest, readManifest } from './manifest.js';
import { type CheckedZip, openCheckedZip, refusal } from './package-zip.js';

export interface InspectedPackage {
  zip: CheckedZip;
  manifest: PackageManifest;
}

/** The checked zip (open: the caller stores its files, then closes it) and its manifest. */
export async function inspectPackage(filePath: string): Promise<InspectedPackage> {
  const zip = await openCheckedZip(filePath);
  try {
    const names = new Set(zip.files.map((f) => f.name));
    if (!names.has('imsmanifest.xml')) throw refusal(missingManifest(names));
    const manifest = readManifest(await zip.readText('imsmanifest.xml', PACKAGE_LIMITS.manifestBytes), names);
    return { zip, manifest };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function missingManifest(names: ReadonlySet<string>): string {
  if (names.has('cmi5.xml')) return 'This is a cmi5 course (cmi5.xml at its root): upload a SCORM 1.2 or SCORM 2004 package.';
  const nested = [...names].find((n) => n.toLowerCase().endsWith('/imsmanifest.xml'));
  if (nested)
    return `imsmanifest.xml is in "${nested.slice(0, -'imsmanifest.xml'.length)}", not at the root: zip the package's contents rather than its folder.`;
  return 'The zip has no imsmanifest.xml at its root: it is not a SCORM package.';
}
