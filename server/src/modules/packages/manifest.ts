/**
 * A SCORM package's imsmanifest.xml, read for what the hub needs (issue 25 §2): which standard it
 * follows, its title, and the SCOs a learner launches, in the default organization's order.
 *
 * - **Standard**: SCORM 1.2 by `<schemaversion>1.2</schemaversion>` or the `adlcp_rootv1p2`
 *   namespace; SCORM 2004 by a "2004 …" / "CAM 1.3" schema version or the `adlcp_v1p3` namespace.
 *   A cmi5 course (cmi5.xml) is named as such and left to its own import.
 * - **Launch**: an item of the default organization (the first one when no default is named)
 *   whose resource has an `href`, resolved against the `xml:base` of the manifest, the resources
 *   and the resource, with the item's `parameters` appended. The launched file must be in the zip;
 *   an address outside the package (`http:`, `//host`, `..`) is refused: a package plays from its
 *   own origin, self-contained.
 * - **Refused**: a DOCTYPE or entity declaration (packages need none, and entity expansion is how
 *   an XML bomb works), XML that does not parse, no organization, nothing to launch.
 */
import { XMLParser } from 'fast-xml-parser';
import { PACKAGE_DOCUMENT_LIMITS, type PackageStandard } from '@learnhub/content';
import { nameProblem, refusal } from './package-zip.js';

export interface PackageSco {
  /** The item's identifier: stable across re-uploads, so progress follows it. */
  identifier: string;
  title: string;
  /** The file to open, relative to the package root, with the item's parameters. */
  launch: string;
  /** A SCO talks to the SCORM API; an asset is only shown. */
  sco: boolean;
}

export interface PackageManifest {
  standard: Exclude<PackageStandard, 'cmi5'>;
  title: string;
  scos: PackageSco[];
}

type Node = Record<string, unknown>;

const ARRAYS = new Set(['organization', 'item', 'resource', 'file', 'dependency']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

/** The manifest's standard, title and launchable items; a ValidationError on `file` names what is wrong. */
export function readManifest(xml: string, files: ReadonlySet<string>): PackageManifest {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw refusal('The manifest declares a DOCTYPE or entities: a SCORM manifest needs neither.');
  let root: Node;
  try {
    root = parser.parse(xml, true) as Node;
  } catch (error) {
    throw refusal(`The manifest is not well-formed XML: ${(error as Error).message.split('\n')[0]}`);
  }
  const manifest = root.manifest as Node | undefined;
  if (!manifest || typeof manifest !== 'object') throw refusal('imsmanifest.xml has no <manifest> element.');

  const standard = standardOf(xml, manifest);
  const organizations = (manifest.organizations ?? {}) as Node;
  const list = (organizations.organization ?? []) as Node[];
  const chosen = list.find((o) => o['@identifier'] === organizations['@default']) ?? list[0];
  if (!chosen) throw refusal('The manifest has no organization: nothing says what to launch.');

  const resources = (manifest.resources ?? {}) as Node;
  const base = joinBase(text(manifest['@base']), text(resources['@base']));
  const byId = new Map(((resources.resource ?? []) as Node[]).map((r) => [text(r['@identifier']), r]));
  const scos: PackageSco[] = [];
  const seen = new Set<string>();
  const visit = (items: Node[]) => {
    for (const item of items) {
      const resource = byId.get(text(item['@identifierref']));
      const href = resource && text(resource['@href']);
      if (resource && href) {
        const path = resolveHref(joinBase(base, text(resource['@base'])), href, files);
        const type = text(resource['@scormtype'] ?? resource['@scormType']).toLowerCase();
        const identifier = text(item['@identifier']);
        const launch = withParameters(path, text(item['@parameters']));
        const problem = itemProblem(identifier, launch, seen);
        if (problem) throw refusal(problem);
        seen.add(identifier);
        if (scos.length >= PACKAGE_DOCUMENT_LIMITS.maxSteps)
          throw refusal(`The manifest launches more than ${PACKAGE_DOCUMENT_LIMITS.maxSteps} items: split the course into several packages.`);
        scos.push({ identifier, title: (text(item.title) || href).slice(0, PACKAGE_DOCUMENT_LIMITS.titleLength), launch, sco: type === 'sco' });
      }
      visit((item.item ?? []) as Node[]);
    }
  };
  visit((chosen.item ?? []) as Node[]);
  if (scos.length === 0) throw refusal('The manifest names nothing to launch: no item of its organization points at a resource with an href.');
  const title = text(chosen.title) || text((manifest.metadata as Node | undefined)?.title) || scos[0]!.title;
  return { standard, title: title.slice(0, PACKAGE_DOCUMENT_LIMITS.titleLength), scos };
}

/** What the package document cannot hold of an item (package/schema.ts), named. */
function itemProblem(identifier: string, launch: string, seen: ReadonlySet<string>): string | null {
  if (!identifier) return 'An item of the manifest has no identifier.';
  if (identifier.length > PACKAGE_DOCUMENT_LIMITS.identifierLength)
    return `An item's identifier is over ${PACKAGE_DOCUMENT_LIMITS.identifierLength} characters: "${identifier.slice(0, 60)}…".`;
  if (seen.has(identifier)) return `Two items of the manifest have the identifier "${identifier}": each item needs its own.`;
  if (launch.length > PACKAGE_DOCUMENT_LIMITS.launchLength)
    return `The item "${identifier}" launches an address over ${PACKAGE_DOCUMENT_LIMITS.launchLength} characters.`;
  return null;
}

/**
 * An item's `parameters` added to its launch (SCORM CAM: a `?` or `&` joins them to the query,
 * whichever the address needs; `#…` is a fragment, kept if the address has none).
 */
export function withParameters(launch: string, parameters: string): string {
  if (!parameters) return launch;
  const hash = launch.indexOf('#');
  const [address, fragment] = hash < 0 ? [launch, ''] : [launch.slice(0, hash), launch.slice(hash)];
  if (parameters.startsWith('#')) return fragment ? launch : `${launch}${parameters}`;
  const query = parameters.replace(/^[?&]+/, '');
  return query ? `${address}${address.includes('?') ? '&' : '?'}${query}${fragment}` : launch;
}

function standardOf(xml: string, manifest: Node): PackageManifest['standard'] {
  const version = text((manifest.metadata as Node | undefined)?.schemaversion).toLowerCase();
  if (version === '1.2' || /adlcp_rootv1p2/.test(xml)) return 'scorm12';
  if (version.startsWith('2004') || version === 'cam 1.3' || /adlcp_v1p3/.test(xml)) return 'scorm2004';
  throw refusal('The manifest does not say which SCORM it follows: its <schemaversion> should be 1.2 or "2004 4th Edition".');
}

/** The launched file's path in the package (its query and fragment kept), refused when outside the package or missing. */
function resolveHref(base: string, href: string, files: ReadonlySet<string>): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(base) || base.startsWith('//')) {
    throw refusal(`The manifest launches "${href}", outside the package: a package must hold every file it launches.`);
  }
  const cut = href.search(/[?#]/);
  const file = (base + (cut === -1 ? href : href.slice(0, cut))).replace(/^\.\//, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    throw refusal(`The manifest launches "${href}", which is not a valid address.`);
  }
  const problem = nameProblem(decoded);
  if (problem || decoded.startsWith('/')) throw refusal(`The manifest launches "${href}", outside the package.`);
  if (!files.has(decoded)) throw refusal(`The manifest launches "${decoded}", which is not in the zip.`);
  // The path as the zip names it (the package origin encodes it again when it makes the address).
  return decoded + (cut === -1 ? '' : href.slice(cut));
}

function joinBase(outer: string, inner: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(inner) || inner.startsWith('/')) return inner;
  const joined = outer + inner;
  return joined === '' || joined.endsWith('/') ? joined : `${joined}/`;
}

/** An element's or attribute's text, control characters (NUL and the like, which XML 1.0 forbids but parsers pass) as spaces. */
function text(value: unknown): string {
  const raw = typeof value === 'string' ? value : value && typeof value === 'object' && '#text' in value ? String((value as Node)['#text']) : '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
  return raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}
