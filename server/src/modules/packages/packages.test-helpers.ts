/**
 * SCORM packages made by the tests (issue 25 §3): manifests as the standards' own samples write
 * them (ADL's SCORM 1.2 and 2004 4th Edition content packaging), zipped with test/zip-writer.ts.
 */
import { writeZip, type ZipEntryInput } from '../../test/zip-writer.js';

export interface TestSco {
  id: string;
  title: string;
  href: string;
  parameters?: string;
  /** An asset rather than a SCO. */
  asset?: boolean;
  children?: TestSco[];
}

function items(scos: TestSco[], indent: string): string {
  return scos
    .map((s) => {
      const ref = s.href ? ` identifierref="RES-${s.id}"` : '';
      const params = s.parameters ? ` parameters="${s.parameters}"` : '';
      return `${indent}<item identifier="${s.id}"${ref}${params}>\n${indent}  <title>${s.title}</title>\n${items(s.children ?? [], `${indent}  `)}${indent}</item>\n`;
    })
    .join('');
}

function flat(scos: TestSco[]): TestSco[] {
  return scos.flatMap((s) => [s, ...flat(s.children ?? [])]);
}

/** SCORM 1.2 spells the attribute scormtype, 2004 scormType. */
function resourcesXml(scos: TestSco[], attribute: 'scormtype' | 'scormType'): string {
  return flat(scos)
    .filter((s) => s.href)
    .map((s) => {
      const type = s.asset ? 'asset' : 'sco';
      return `    <resource identifier="RES-${s.id}" type="webcontent" adlcp:${attribute}="${type}" href="${s.href}">\n      <file href="${s.href.split(/[?#]/)[0]}"/>\n    </resource>\n`;
    })
    .join('');
}

/** The metadata and the one organization, the same in both editions but for the schema version. */
function body(version: string, title: string, scos: TestSco[]): string {
  return `  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${version}</schemaversion>
  </metadata>
  <organizations default="ORG-1">
    <organization identifier="ORG-1">
      <title>${title}</title>
${items(scos, '      ')}    </organization>
  </organizations>`;
}

export function scorm12Manifest(title: string, scos: TestSco[]): string {
  const resources = resourcesXml(scos, 'scormtype');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.${title.replace(/\W+/g, '')}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
${body('1.2', title, scos)}
  <resources>
${resources}  </resources>
</manifest>
`;
}

export function scorm2004Manifest(title: string, scos: TestSco[], options: { resourcesBase?: string } = {}): string {
  const resources = resourcesXml(scos, 'scormType');
  const base = options.resourcesBase ? ` xml:base="${options.resourcesBase}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.${title.replace(/\W+/g, '')}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
${body('2004 4th Edition', title, scos)}
  <resources${base}>
${resources}  </resources>
</manifest>
`;
}

/** A zip of the manifest and a small page for each launched file (plus `extra` entries). */
export function packageZip(manifest: string, files: string[], extra: ZipEntryInput[] = []): Buffer {
  return writeZip([
    { name: 'imsmanifest.xml', data: manifest },
    ...files.map((name) => ({ name, data: `<!doctype html><title>${name}</title><p>${name}</p>` })),
    ...extra,
  ]);
}
