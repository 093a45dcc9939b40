/**
 * Uploaded packages checked before anything is stored (issue 25 §2): real zips written byte by
 * byte (test/zip-writer.ts), the well-made ones as ADL's samples are, the hostile ones as an
 * attacker would make them. Every refusal is a ValidationError on `file` with its reason.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.js';
import { writeZip, type ZipEntryInput } from '../../test/zip-writer.js';
import { inspectPackage } from './inspect-package.js';
import { withParameters } from './manifest.js';
import { packageZip, scorm12Manifest, scorm2004Manifest } from './packages.test-helpers.js';

let dir: string;
let n = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lh-packages-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function inspect(zip: Buffer) {
  const file = path.join(dir, `${++n}.zip`);
  await writeFile(file, zip);
  const inspected = await inspectPackage(file);
  inspected.zip.close();
  return inspected;
}

/** The refusal's message, or a failure when the package was accepted. */
async function refusal(zip: Buffer): Promise<string> {
  try {
    await inspect(zip);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).fieldErrors)).toEqual(['file']);
    return (error as Error).message;
  }
  throw new Error('the package was accepted');
}

const ONE = [{ id: 'SCO-1', title: 'Welcome', href: 'index.html' }];
const withManifest = (manifest: string, extra: ZipEntryInput[] = []) => packageZip(manifest, ['index.html'], extra);

describe('a well-made package', () => {
  it('SCORM 1.2, one SCO: the standard, the title, the SCO and the files', async () => {
    const { manifest, zip } = await inspect(packageZip(scorm12Manifest('Fire safety', ONE), ['index.html'], [{ name: 'img/', data: '' }]));
    expect(manifest).toEqual({ standard: 'scorm12', title: 'Fire safety', scos: [{ identifier: 'SCO-1', title: 'Welcome', launch: 'index.html', sco: true }] });
    expect(zip.files.map((f) => f.name)).toEqual(['imsmanifest.xml', 'index.html']);
  });

  it('SCORM 2004, several SCOs nested in the organization, in its order, with parameters, xml:base and an asset', async () => {
    const scos = [
      {
        id: 'M1',
        title: 'Module 1',
        href: '',
        children: [
          { id: 'L1', title: 'Lesson 1', href: 'one.html', parameters: '?lesson=1' },
          { id: 'L2', title: 'Lesson 2', href: 'two.html#top' },
        ],
      },
      { id: 'GLOSSARY', title: 'Glossary', href: 'glossary.html', asset: true },
    ];
    const zip = packageZip(scorm2004Manifest('Data protection', scos, { resourcesBase: 'content/' }), [
      'content/one.html',
      'content/two.html',
      'content/glossary.html',
    ]);
    const { manifest } = await inspect(zip);
    expect(manifest).toEqual({
      standard: 'scorm2004',
      title: 'Data protection',
      scos: [
        { identifier: 'L1', title: 'Lesson 1', launch: 'content/one.html?lesson=1', sco: true },
        { identifier: 'L2', title: 'Lesson 2', launch: 'content/two.html#top', sco: true },
        { identifier: 'GLOSSARY', title: 'Glossary', launch: 'content/glossary.html', sco: false },
      ],
    });
  });

  it('the default organization, when it is not the first', async () => {
    const xml = scorm12Manifest('Unused', ONE)
      .replace('default="ORG-1"', 'default="ORG-2"')
      .replace(
        '</organizations>',
        '  <organization identifier="ORG-2"><title>Chosen</title><item identifier="OTHER" identifierref="RES-SCO-1"><title>Other</title></item></organization>\n  </organizations>',
      );
    expect((await inspect(withManifest(xml))).manifest).toMatchObject({ title: 'Chosen', scos: [{ identifier: 'OTHER' }] });
  });
});

describe('a hostile or broken zip is refused, naming the reason', () => {
  it('not a zip', async () => {
    expect(await refusal(randomBytes(2000))).toBe('This file is not a zip: upload the SCORM package as a .zip file.');
  });

  it('entries that escape the package (with / or \\), absolute paths, control characters', async () => {
    const ok = scorm12Manifest('T', ONE);
    expect(await refusal(withManifest(ok, [{ name: '../evil.html', data: 'x' }]))).toBe('The zip entry "../evil.html" points outside the package.');
    expect(await refusal(withManifest(ok, [{ name: 'a/../../evil.html', data: 'x' }]))).toBe('The zip entry "a/../../evil.html" points outside the package.');
    expect(await refusal(withManifest(ok, [{ name: '/etc/cron.d/x', data: 'x' }]))).toBe('The zip entry "/etc/cron.d/x" is an absolute path.');
    expect(await refusal(withManifest(ok, [{ name: 'C:/Windows/x.dll', data: 'x' }]))).toBe('The zip entry "C:/Windows/x.dll" is an absolute path.');
    // Windows archivers write backslashes: read as "/", so they escape no check.
    expect(await refusal(withManifest(ok, [{ name: '..\\evil.html', data: 'x' }]))).toBe('The zip entry "../evil.html" points outside the package.');
    expect(await refusal(withManifest(ok, [{ name: 'a\u0000b.html', data: 'x' }]))).toBe('The zip entry "a?b.html" has a control character in its name.');
  });

  it('links, encrypted entries and the same name twice', async () => {
    const ok = scorm12Manifest('T', ONE);
    expect(await refusal(withManifest(ok, [{ name: 'passwd', data: '/etc/passwd', store: true, unixMode: 0o120777 }]))).toBe(
      'The zip entry "passwd" is a link: packages cannot hold links.',
    );
    expect(await refusal(withManifest(ok, [{ name: 'secret.html', data: 'x', flags: 0x1 }]))).toBe(
      'The zip entry "secret.html" is encrypted: upload the package without a password.',
    );
    expect(await refusal(withManifest(ok, [{ name: 'INDEX.html', data: 'x' }]))).toBe('The zip holds "INDEX.html" twice.');
  });

  it('a zip bomb: one entry packed far past the ratio, or entries adding up past 1 GB', async () => {
    // 40 MB of zeros deflate to about 40 KB: a ratio near 1,000 (the limit is 200).
    const zeros = Buffer.alloc(40 * 1024 * 1024);
    expect(await refusal(withManifest(scorm12Manifest('T', ONE), [{ name: 'zeros.bin', data: zeros }]))).toBe(
      'The zip entry "zeros.bin" unpacks to 200 times its packed size or more: it may be a zip bomb.',
    );
    // Six entries that each claim 200 MB from 2 MB packed (a ratio of 100): 1.2 GB in all.
    const packed = randomBytes(2 * 1024 * 1024);
    const big = Array.from({ length: 6 }, (_, i) => ({ name: `video-${i}.mp4`, packed, declaredSize: 200 * 1024 * 1024 }));
    expect(await refusal(withManifest(scorm12Manifest('T', ONE), big))).toBe(
      'The zip unpacks to more than 1 GB: it may be a zip bomb, and packages are limited to that.',
    );
  });

  it('more than 10,000 files', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ name: `f/${i}.txt`, data: '', store: true }));
    expect(await refusal(withManifest(scorm12Manifest('T', ONE), many))).toBe('The zip holds more than 10,000 files.');
  });

  it('an entry that unpacks to more than it declares stops at the first extra byte', async () => {
    const manifest = scorm12Manifest('T', ONE);
    const lying = writeZip([
      { name: 'imsmanifest.xml', data: manifest, declaredSize: 100 },
      { name: 'index.html', data: 'x' },
    ]);
    expect(await refusal(lying)).toBe('The zip is damaged: "imsmanifest.xml" cannot be unpacked.');
  });

  it('no manifest at the root: a folder zipped, a cmi5 course, or not a package at all', async () => {
    const manifest = scorm12Manifest('T', ONE);
    expect(
      await refusal(
        writeZip([
          { name: 'course/imsmanifest.xml', data: manifest },
          { name: 'course/index.html', data: 'x' },
        ]),
      ),
    ).toBe('imsmanifest.xml is in "course/", not at the root: zip the package\'s contents rather than its folder.');
    expect(await refusal(writeZip([{ name: 'cmi5.xml', data: '<courseStructure/>' }]))).toBe(
      'This is a cmi5 course (cmi5.xml at its root): upload a SCORM 1.2 or SCORM 2004 package.',
    );
    expect(await refusal(writeZip([{ name: 'index.html', data: 'x' }]))).toBe('The zip has no imsmanifest.xml at its root: it is not a SCORM package.');
  });
});

describe('a manifest that cannot be played is refused, naming the reason', () => {
  const ok = scorm12Manifest('T', ONE);

  it('entity declarations (an XML bomb), broken XML, a manifest past 2 MB', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>${ok.replace(/^<\?xml[^>]*>/, '')}`;
    expect(await refusal(withManifest(bomb))).toBe('The manifest declares a DOCTYPE or entities: a SCORM manifest needs neither.');
    expect(await refusal(withManifest('<manifest><organizations></manifest>'))).toMatch(/^The manifest is not well-formed XML: /);
    const huge = ok.replace('<metadata>', `<metadata><!-- ${randomBytes(1600 * 1024).toString('base64')} -->`);
    expect(await refusal(withManifest(huge))).toBe('"imsmanifest.xml" is larger than 2 MB.');
  });

  it('no SCORM version, no organization, nothing to launch', async () => {
    expect(await refusal(withManifest(ok.replace('<schemaversion>1.2</schemaversion>', '').replace('adlcp_rootv1p2', 'other')))).toBe(
      'The manifest does not say which SCORM it follows: its <schemaversion> should be 1.2 or "2004 4th Edition".',
    );
    expect(await refusal(withManifest(ok.replace(/<organizations[\s\S]*<\/organizations>/, '<organizations/>')))).toBe(
      'The manifest has no organization: nothing says what to launch.',
    );
    expect(await refusal(withManifest(ok.replace(' identifierref="RES-SCO-1"', '')))).toBe(
      'The manifest names nothing to launch: no item of its organization points at a resource with an href.',
    );
  });

  it('a launch outside the package or of a file the zip lacks', async () => {
    const launching = (href: string) => scorm12Manifest('T', [{ id: 'SCO-1', title: 'W', href }]);
    expect(await refusal(withManifest(launching('https://evil.example/steal.html')))).toBe(
      'The manifest launches "https://evil.example/steal.html", outside the package: a package must hold every file it launches.',
    );
    expect(await refusal(withManifest(launching('//evil.example/x.html')))).toBe(
      'The manifest launches "//evil.example/x.html", outside the package: a package must hold every file it launches.',
    );
    expect(await refusal(withManifest(launching('../index.html')))).toBe('The manifest launches "../index.html", outside the package.');
    expect(await refusal(withManifest(launching('%2e%2e/index.html')))).toBe('The manifest launches "%2e%2e/index.html", outside the package.');
    expect(await refusal(withManifest(launching('start.html')))).toBe('The manifest launches "start.html", which is not in the zip.');
  });

  it('items the package document cannot hold: the same identifier twice; control characters become spaces (never a database error)', async () => {
    const twice = scorm12Manifest('T', [
      { id: 'A', title: 'One', href: 'one.html' },
      { id: 'A', title: 'Two', href: 'two.html' },
    ]);
    expect(await refusal(packageZip(twice, ['one.html', 'two.html']))).toBe('Two items of the manifest have the identifier "A": each item needs its own.');
    // The file list is JSON, where "__proto__" would be lost (and its file never served or removed).
    expect(await refusal(packageZip(scorm12Manifest('T', [{ id: 'A', title: 'A', href: 'one.html' }]), ['one.html', '__proto__']))).toBe(
      'The zip entry "__proto__" has a name a package cannot use.',
    );
    const nul = scorm12Manifest('Safety\u0000course', [{ id: 'A', title: 'Lesson\u0001one', href: 'one.html' }]);
    const { manifest } = await inspect(packageZip(nul, ['one.html']));
    expect(manifest.title).toBe('Safety course');
    expect(manifest.scos[0]!.title).toBe('Lesson one');
  });
});

describe('launch addresses', () => {
  it("an encoded href is the zip's own name once decoded; parameters join the query the way SCORM says", async () => {
    const zip = packageZip(
      scorm2004Manifest('T', [
        { id: 'A', title: 'A', href: 'my%20page.html', parameters: 'x=1' },
        { id: 'B', title: 'B', href: 'b.html?lang=en', parameters: '?x=2' },
        { id: 'C', title: 'C', href: 'c.html', parameters: '#start' },
      ]),
      ['my page.html', 'b.html', 'c.html'],
    );
    const { manifest } = await inspect(zip);
    expect(manifest.scos.map((s) => s.launch)).toEqual(['my page.html?x=1', 'b.html?lang=en&x=2', 'c.html#start']);
    expect(withParameters('a.html#top', '&x=1')).toBe('a.html?x=1#top');
    expect(withParameters('a.html#top', '#other')).toBe('a.html#top');
  });
});
