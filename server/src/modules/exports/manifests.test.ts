/**
 * Exported manifests against the standards' own XSDs (issue 25 §1): each format, graded and not,
 * with names that need escaping and encoding; and the validator refusing what the standards
 * refuse, so a pass means something.
 */
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './exports.test-helpers.js';
import { cmi5CourseStructure, type ManifestInput, manifestFor, scorm12Manifest, scorm2004Manifest } from './manifests.js';

const input = (passMark: number | null): ManifestInput => ({
  exportId: '0194f3a2-7c1e-7b41-9a65-3f1d2c4b5a69',
  title: 'Forklift <safety> & "you"',
  description: 'Before your first shift',
  launch: 'index.html',
  files: ['index.html', 'player/player.js', 'player/player.css', 'content/step 1.png', 'fonts/Open Sans.woff2'],
  passMark,
  iriBase: 'https://learn.example.com/',
});

describe('exported manifests validate against the official XSDs', () => {
  for (const format of ['scorm12', 'scorm2004', 'cmi5'] as const) {
    for (const passMark of [null, 80]) {
      it(`${format}, ${passMark === null ? 'completion only' : `pass mark ${passMark}%`}`, async () => {
        expect(await schemaErrors(format, manifestFor(format, input(passMark)))).toEqual([]);
      });
    }
  }

  it('says what each standard is told: the pass mark, the files, the launch', () => {
    const s12 = scorm12Manifest(input(80));
    expect(s12).toContain('<adlcp:masteryscore>80</adlcp:masteryscore>');
    expect(s12).toContain('<file href="content/step%201.png"/>');
    expect(s12).toContain('<title>Forklift &lt;safety&gt; &amp; &quot;you&quot;</title>');
    const s2004 = scorm2004Manifest(input(75));
    expect(s2004).toContain('<imsss:minNormalizedMeasure>0.75</imsss:minNormalizedMeasure>');
    expect(s2004).toContain('adlcp:scormType="sco" href="index.html"');
    expect(scorm2004Manifest(input(null))).not.toContain('imsss:sequencing');
    const cmi5 = cmi5CourseStructure(input(80));
    expect(cmi5).toContain('moveOn="CompletedAndPassed" masteryScore="0.80"');
    expect(cmi5).toContain('<course id="https://learn.example.com/xapi/exports/0194f3a2-7c1e-7b41-9a65-3f1d2c4b5a69">');
    expect(cmi5CourseStructure(input(null))).toContain('moveOn="Completed" launchMethod');
  });

  it('the validator refuses what the standards refuse (a pass above is not for free)', async () => {
    expect(await schemaErrors('scorm2004', scorm2004Manifest(input(null)).replace('scormType="sco"', 'scormType="lesson"'))).not.toEqual([]);
    expect(
      await schemaErrors('scorm12', scorm12Manifest(input(null)).replace('<organizations default="ORG-1">', '<organisations default="ORG-1">')),
    ).not.toEqual([]);
    expect(await schemaErrors('cmi5', cmi5CourseStructure(input(80)).replace('masteryScore="0.80"', 'masteryScore="1.5"'))).not.toEqual([]);
    expect(await schemaErrors('cmi5', cmi5CourseStructure(input(null)).replace(/<url>.*<\/url>/, ''))).not.toEqual([]);
  });
});
