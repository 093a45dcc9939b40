/**
 * The manifests of an exported package (issue 25 §1): `imsmanifest.xml` for SCORM 1.2 and SCORM
 * 2004 4th Edition, `cmi5.xml` for cmi5. One launchable unit per export (the material: a SCO, an
 * AU), whose tracking follows the material's rule: completion always, and for a graded path
 * success by its pass mark (1.2 `adlcp:masteryscore` 0–100; 2004 the primary objective satisfied
 * by measure at `minNormalizedMeasure`; cmi5 `masteryScore` 0–1 and `moveOn`
 * CompletedAndPassed, otherwise Completed).
 *
 * Every file the package holds is listed by the resource, and nothing else is (the caller passes
 * the zip's own file list). Identifiers are xs:ID (NCName) for the content packaging schemas, IRIs
 * for cmi5. Each writer is checked against the standard's own XSD (src/test/xsd, manifests.test.ts).
 */

import type { LmsExportFormat as ExportFormat } from '@learnhub/content';

export type { ExportFormat };

export type ManifestInput = {
  /** A stable id of the export (its uuid): the manifest's identifier and the cmi5 IRIs come from it. */
  exportId: string;
  title: string;
  description: string;
  /** The file the LMS launches, relative to the package root. */
  launch: string;
  /** Every file in the zip besides the manifest itself, as the zip names them. */
  files: readonly string[];
  /** A graded path's pass mark (percent), or null: completion only. */
  passMark: number | null;
  /** The base of cmi5 IRIs (the app's public URL). */
  iriBase: string;
};

/** XML 1.0 cannot carry most control characters at all: they are dropped (tab, newline and return stay). */
const xmlChars = (s: string) => [...s].filter((c) => c.charCodeAt(0) >= 0x20 || c === '\t' || c === '\n' || c === '\r').join('');
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => xmlChars(s).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** An NCName from an id: letters, digits, `-`, `_`, `.`, starting with a letter. */
export function ncName(prefix: string, id: string): string {
  return `${prefix}-${id.replace(/[^A-Za-z0-9_.-]/g, '_')}`;
}

/** A file's address in a manifest: each path segment percent-encoded, `/` kept. */
const href = (file: string) => escapeXml(file.split('/').map(encodeURIComponent).join('/'));

function fileList(input: ManifestInput, indent: string): string {
  return [...new Set(input.files)].map((f) => `${indent}<file href="${href(f)}"/>`).join('\n');
}

export function scorm12Manifest(input: ManifestInput): string {
  const id = ncName('LH', input.exportId);
  const mastery = input.passMark === null ? '' : `\n        <adlcp:masteryscore>${Math.round(input.passMark)}</adlcp:masteryscore>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="ORG-1">
    <organization identifier="ORG-1">
      <title>${escapeXml(input.title)}</title>
      <item identifier="ITEM-1" identifierref="RES-1" isvisible="true">
        <title>${escapeXml(input.title)}</title>${mastery}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="RES-1" type="webcontent" adlcp:scormtype="sco" href="${href(input.launch)}">
${fileList(input, '      ')}
    </resource>
  </resources>
</manifest>
`;
}

export function scorm2004Manifest(input: ManifestInput): string {
  const id = ncName('LH', input.exportId);
  const sequencing =
    input.passMark === null
      ? ''
      : `
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="PASS-MARK" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${(input.passMark / 100).toFixed(2)}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="ORG-1">
    <organization identifier="ORG-1">
      <title>${escapeXml(input.title)}</title>
      <item identifier="ITEM-1" identifierref="RES-1">
        <title>${escapeXml(input.title)}</title>${sequencing}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="RES-1" type="webcontent" adlcp:scormType="sco" href="${href(input.launch)}">
${fileList(input, '      ')}
    </resource>
  </resources>
</manifest>
`;
}

/** cmi5.xml: the course and its one AU, launched from the package (`url` relative to cmi5.xml). */
export function cmi5CourseStructure(input: ManifestInput): string {
  const base = `${input.iriBase.replace(/\/$/, '')}/xapi/exports/${encodeURIComponent(input.exportId)}`;
  const text = (s: string) => `<langstring lang="en-US">${escapeXml(s)}</langstring>`;
  const graded = input.passMark !== null;
  const mastery = graded ? ` masteryScore="${(input.passMark! / 100).toFixed(2)}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="${escapeXml(base)}">
    <title>${text(input.title)}</title>
    <description>${text(input.description || input.title)}</description>
  </course>
  <au id="${escapeXml(`${base}/au`)}" moveOn="${graded ? 'CompletedAndPassed' : 'Completed'}"${mastery} launchMethod="AnyWindow">
    <title>${text(input.title)}</title>
    <description>${text(input.description || input.title)}</description>
    <url>${href(input.launch)}</url>
  </au>
</courseStructure>
`;
}

export const MANIFEST_FILE: Record<ExportFormat, string> = { scorm12: 'imsmanifest.xml', scorm2004: 'imsmanifest.xml', cmi5: 'cmi5.xml' };

export function manifestFor(format: ExportFormat, input: ManifestInput): string {
  return format === 'scorm12' ? scorm12Manifest(input) : format === 'scorm2004' ? scorm2004Manifest(input) : cmi5CourseStructure(input);
}
