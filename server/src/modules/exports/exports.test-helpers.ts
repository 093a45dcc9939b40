/**
 * Validation of exported manifests against the standards' own XSDs (src/test/xsd, PROVENANCE.md),
 * offline, with libxml2's xmllint compiled to WebAssembly. A manifest mixes namespaces, so the
 * schema given to xmllint is a wrapper of ours that imports each standard's; every import the
 * standards' files make (imscp_v1p1.xsd asks for http://www.w3.org/2001/xml.xsd) is a preloaded file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import type { ExportFormat } from './manifests.js';

const XSD = path.resolve(import.meta.dirname, '../../test/xsd');

const NAMESPACES: Record<ExportFormat, { dir: string; imports: Record<string, string>; extra?: Record<string, string> }> = {
  scorm12: {
    dir: 'scorm12',
    imports: { 'http://www.imsproject.org/xsd/imscp_rootv1p1p2': 'imscp_rootv1p1p2.xsd', 'http://www.adlnet.org/xsd/adlcp_rootv1p2': 'adlcp_rootv1p2.xsd' },
  },
  scorm2004: {
    dir: 'scorm2004',
    imports: {
      'http://www.imsglobal.org/xsd/imscp_v1p1': 'imscp_v1p1.xsd',
      'http://www.adlnet.org/xsd/adlcp_v1p3': 'adlcp_v1p3.xsd',
      'http://www.adlnet.org/xsd/adlseq_v1p3': 'adlseq_v1p3.xsd',
      'http://www.adlnet.org/xsd/adlnav_v1p3': 'adlnav_v1p3.xsd',
      'http://www.imsglobal.org/xsd/imsss': 'imsss_v1p0.xsd',
    },
    extra: { 'http://www.w3.org/2001/xml.xsd': 'xml.xsd' },
  },
  cmi5: { dir: 'cmi5', imports: { 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd': 'CourseStructure.xsd' } },
};

/** xmllint's complaints about `xml` under the format's schemas: [] when it is valid. */
export async function schemaErrors(format: ExportFormat, xml: string): Promise<string[]> {
  const { dir, imports, extra = {} } = NAMESPACES[format];
  const folder = path.join(XSD, dir);
  const preload = readdirSync(folder)
    .filter((f) => f.endsWith('.xsd'))
    .map((f) => ({ fileName: f, contents: readFileSync(path.join(folder, f), 'utf8') }));
  for (const [url, file] of Object.entries(extra)) preload.push({ fileName: url, contents: readFileSync(path.join(folder, file), 'utf8') });
  const wrapper = `<?xml version="1.0"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${Object.entries(imports)
    .map(([ns, file]) => `  <xs:import namespace="${ns}" schemaLocation="${file}"/>`)
    .join('\n')}\n</xs:schema>`;
  const result = await validateXML({
    xml: { fileName: 'manifest.xml', contents: xml },
    schema: { fileName: '_all.xsd', contents: wrapper },
    preload,
    disableFileNameValidation: true,
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
