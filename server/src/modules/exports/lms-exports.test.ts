/**
 * Exports for an LMS over REST (issue 25 §1): asked for, built by the worker, downloaded by the
 * signed address; the zip holds exactly what its manifest lists, the manifest passes the
 * standard's XSD, the images travel inside, and a path's walkthrough element takes its
 * walkthrough along. Refusals name their reason; roles and other companies are walled off.
 */
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { passMarkConfig, publishedMaterial, QUIZ_STEPS } from '../progress/progress.test-helpers.js';
import { openCheckedZip } from '../packages/index.js';
import { schemaErrors } from './exports.test-helpers.js';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function unzip(bytes: Buffer) {
  const dir = await mkdtemp(path.join(tmpdir(), 'lh-export-test-'));
  const file = path.join(dir, 'export.zip');
  await writeFile(file, bytes);
  const zip = await openCheckedZip(file);
  const text = async (name: string) => {
    const chunks: Buffer[] = [];
    for await (const c of await zip.read(name)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const entries = zip.files.map((f) => f.name);
  const bodies = new Map<string, Buffer>();
  for (const name of entries) bodies.set(name, await text(name));
  zip.close();
  await rm(dir, { recursive: true, force: true });
  return { entries, bodies };
}

/** The hrefs a manifest lists in its resource (SCORM) or the AU's url (cmi5). */
const listedFiles = (xml: string) => [...xml.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => decodeURIComponent(m[1]!));

describe('REST exports for an LMS', () => {
  let t: TestApp;
  let token: string;
  let viewerToken: string;
  let otherToken: string;
  let pathId: string;
  let draftId: string;
  let imageKey: string;
  let walkthroughId: string;
  let working: Promise<unknown> | undefined;
  const work = () => (working ??= t.deps.jobs.work(t.deps, { pollingIntervalSeconds: 0.5 }));

  async function built(id: string) {
    await work();
    for (let i = 0; i < 120; i++) {
      const res = await t.rest('GET', `/exports/${id}`, { token });
      if (res.body.status !== 'building') return res.body;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the export never finished');
  }
  async function download(url: string) {
    const res = await t.fetch(new URL(url).pathname + new URL(url).search);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    return Buffer.from(await res.arrayBuffer());
  }

  beforeAll(async () => {
    t = await createTestApp();
    const { company, owner } = await buildCompany(t);
    token = owner.token;
    viewerToken = (await buildUser(t, { companyId: company.id, role: 'VIEW_ONLY' })).token;
    otherToken = (await buildCompany(t)).owner.token;
    imageKey = await t.deps.storage.put(PNG, 'png');
    const walkthrough = await publishedMaterial(t, company.id, {
      kind: 'WALKTHROUGH',
      data: [{ id: 1, name: 'One', title: 'Open the menu', description: '', altText: 'The menu', backgroundUrl: `/uploads/${imageKey}`, layers: [] }],
    });
    walkthroughId = walkthrough.id;
    const steps = structuredClone(QUIZ_STEPS) as any[];
    steps[0].layers.push({ id: 'img', type: 'image', source: `/uploads/${imageKey}`, altText: 'A chart' });
    steps[0].layers.push({ id: 'wt', type: 'walkthrough', source: encodeGlobalID('Material', walkthrough.id) });
    pathId = (await publishedMaterial(t, company.id, { data: steps, config: passMarkConfig('50') })).id;
    draftId = (await publishedMaterial(t, company.id, { published: false })).id;
  });
  afterAll(() => t.close());

  for (const format of ['scorm12', 'scorm2004', 'cmi5'] as const)
    it(`packages a graded path as ${format}: the manifest passes its XSD and lists exactly the zip's files`, { timeout: 60_000 }, async () => {
      const res = await t.rest('POST', `/learning_materials/${pathId}/exports`, { token, body: { format, mode: 'packaged' } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ format, mode: 'packaged', revision: 1, status: 'building', download_url: null });
      const ready = await built(res.body.id);
      expect(ready).toMatchObject({ status: 'ready', progress: 100, error: null });
      const { entries, bodies } = await unzip(await download(ready.download_url));
      const manifestName = format === 'cmi5' ? 'cmi5.xml' : 'imsmanifest.xml';
      const manifest = bodies.get(manifestName)!.toString('utf8');
      expect(await schemaErrors(format, manifest)).toEqual([]);
      const others = entries.filter((e) => e !== manifestName).sort();
      expect(others).toEqual([`assets/${imageKey}`, 'content.js', 'index.html', 'player.css', 'player.js'].sort());
      if (format === 'cmi5') {
        expect(manifest).toContain('moveOn="CompletedAndPassed"');
        expect(manifest).toContain('masteryScore="0.50"');
        expect(manifest).toContain('<url>index.html</url>');
      } else {
        expect(listedFiles(manifest).sort()).toEqual(others);
      }
      if (format === 'scorm12') expect(manifest).toContain('<adlcp:masteryscore>50</adlcp:masteryscore>');
      // The image travels inside, its address rewritten; the walkthrough the path plays comes along.
      expect(bodies.get(`assets/${imageKey}`)).toEqual(PNG);
      const content = bodies.get('content.js')!.toString('utf8');
      expect(content).not.toContain('/uploads/');
      const doc = JSON.parse(
        content
          .slice(content.indexOf('=') + 1)
          .trim()
          .replace(/;$/, ''),
      );
      expect(doc).toMatchObject({ format, player: 'path', revision: 1 });
      expect(doc.steps[0].layers.find((l: any) => l.id === 'img').source).toBe(`assets/${imageKey}`);
      const bundled = doc.walkthroughs[encodeGlobalID('Material', walkthroughId)];
      expect(bundled.steps[0]).toMatchObject({ title: 'Open the menu', backgroundUrl: `assets/${imageKey}` });
      expect(bodies.get('index.html')!.toString('utf8')).toContain('<script src="player.js"></script>');
    });

  for (const format of ['scorm2004', 'cmi5'] as const)
    it(`a linked ${format} launcher: its manifest passes the XSD and lists exactly its files`, { timeout: 60_000 }, async () => {
      const res = await t.rest('POST', `/learning_materials/${pathId}/exports`, { token, body: { format, mode: 'linked' } });
      expect(res.status).toBe(201);
      const ready = await built(res.body.id);
      const { entries, bodies } = await unzip(await download(ready.download_url));
      const manifestName = format === 'cmi5' ? 'cmi5.xml' : 'imsmanifest.xml';
      expect(entries.sort()).toEqual(['content.js', 'index.html', manifestName].sort());
      const manifest = bodies.get(manifestName)!.toString('utf8');
      expect(await schemaErrors(format, manifest)).toEqual([]);
      if (format === 'cmi5') expect(manifest).toContain('<url>index.html</url>');
      else expect(listedFiles(manifest).sort()).toEqual(['content.js', 'index.html']);
    });

  it('lists a material’s exports newest first, and the download address is signed', async () => {
    const list = await t.rest('GET', `/learning_materials/${pathId}/exports`, { token });
    expect(list.status).toBe(200);
    expect(list.body.exports.map((e: any) => `${e.format}/${e.mode}`)).toEqual([
      'cmi5/linked',
      'scorm2004/linked',
      'cmi5/packaged',
      'scorm2004/packaged',
      'scorm12/packaged',
    ]);
    const url = new URL(list.body.exports[0].download_url);
    url.searchParams.set('signature', 'x'.repeat(43));
    expect((await t.fetch(url.pathname + url.search)).status).toBe(403);
    url.searchParams.set('expires', String(Date.now() - 1000));
    expect((await t.fetch(url.pathname + url.search)).status).toBe(403);
  });

  it('refuses what cannot be exported, with the reason', async () => {
    const draft = await t.rest('POST', `/learning_materials/${draftId}/exports`, { token, body: { format: 'scorm12', mode: 'packaged' } });
    expect(draft.status).toBe(409);
    expect(draft.body.error).toBe('Publish the material first: an export holds its published version.');
    const bad = await t.rest('POST', `/learning_materials/${pathId}/exports`, { token, body: { format: 'aicc', mode: 'packaged' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('format must be one of: scorm12, scorm2004, cmi5.');
    const mode = await t.rest('POST', `/learning_materials/${pathId}/exports`, { token, body: { format: 'cmi5', mode: 'copied' } });
    expect(mode.status).toBe(422);
    const packaged = (await t.rest('GET', `/learning_materials/${pathId}/exports`, { token })).body.exports.find((e: any) => e.mode === 'packaged');
    const revoke = await t.rest('DELETE', `/exports/${packaged.id}`, { token });
    expect(revoke.status).toBe(409);
    expect(revoke.body.error).toBe('Only a linked export can be revoked: a packaged one runs without this server.');
  });

  it('walls: view-only staff list but do not export; another company sees nothing', async () => {
    const exports = (await t.rest('GET', `/learning_materials/${pathId}/exports`, { token })).body.exports;
    expect((await t.rest('GET', `/learning_materials/${pathId}/exports`, { token: viewerToken })).status).toBe(200);
    expect((await t.rest('POST', `/learning_materials/${pathId}/exports`, { token: viewerToken, body: { format: 'cmi5', mode: 'packaged' } })).status).toBe(
      403,
    );
    expect((await t.rest('GET', `/learning_materials/${pathId}/exports`, { token: otherToken })).status).toBe(404);
    expect((await t.rest('POST', `/learning_materials/${pathId}/exports`, { token: otherToken, body: { format: 'cmi5', mode: 'packaged' } })).status).toBe(404);
    expect((await t.rest('GET', `/exports/${exports[0].id}`, { token: otherToken })).status).toBe(404);
    expect((await t.rest('DELETE', `/exports/${exports[0].id}`, { token: otherToken })).status).toBe(404);
    expect((await t.rest('GET', `/exports/${exports[0].id}`)).status).toBe(401);
  });

  it('linked: a small launcher; the hosted material without answers; the LMS learner recorded once per action; revoked with a message', {
    timeout: 60_000,
  }, async () => {
    const res = await t.rest('POST', `/learning_materials/${pathId}/exports`, { token, body: { format: 'scorm12', mode: 'linked' } });
    expect(res.status).toBe(201);
    const ready = await built(res.body.id);
    const { entries, bodies } = await unzip(await download(ready.download_url));
    expect(entries.sort()).toEqual(['content.js', 'imsmanifest.xml', 'index.html']);
    const manifest = bodies.get('imsmanifest.xml')!.toString('utf8');
    expect(await schemaErrors('scorm12', manifest)).toEqual([]);
    expect(listedFiles(manifest).sort()).toEqual(['content.js', 'index.html']);
    const publicUrl = t.deps.config.publicUrl;
    expect(bodies.get('index.html')!.toString('utf8')).toContain(`<script src="${publicUrl}/lms-player/player.js"></script>`);
    const launcher = JSON.parse(
      bodies
        .get('content.js')!
        .toString('utf8')
        .replace(/^[^=]*= /, '')
        .replace(/;\s*$/, ''),
    );
    expect(launcher).toMatchObject({ format: 'scorm12', linked: { url: expect.stringMatching(`^${publicUrl}/api/v1/lms/[\\w-]{32}$`) } });
    const address = new URL(launcher.linked.url).pathname;

    const content = await t.fetch(address);
    expect(content.status).toBe(200);
    expect(content.headers.get('access-control-allow-origin')).toBe('*');
    const doc = await content.json();
    expect(doc.gradedKeys).toEqual(['mc/q1', 'ms']);
    expect(JSON.stringify(doc.steps)).not.toContain('isChecked');
    expect(doc.steps[0].layers.find((l: any) => l.id === 'img').source).toBe(`${publicUrl}/uploads/${imageKey}`);

    const report = (body: object) => t.fetch(`${address}/events`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });
    const learner = { id: 'student-7', name: 'Lovelace, Ada' };
    const wrong = {
      learner,
      client_id: '0193a1d2-0000-7000-8000-000000000001',
      type: 'answer',
      answer: { stepId: 1, elementId: 'mc', questionId: 'q1', optionId: 'o3', answeredAt: '2026-11-28T10:00:00+01:00' },
    };
    const first = await report(wrong);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ result: false, explanation: 'Count again.' });
    expect((await report(wrong)).status).toBe(200); // the same report again: applied once
    const right = await report({ ...wrong, client_id: '0193a1d2-0000-7000-8000-000000000002', answer: { ...wrong.answer, optionId: 'o4' } });
    expect(await right.json()).toEqual({ result: true, explanation: 'Yes: two and two.' });
    const ms = await report({
      learner,
      client_id: '0193a1d2-0000-7000-8000-000000000003',
      type: 'answer',
      answer: { stepId: 2, elementId: 'ms', optionIds: ['a', 'c'], answeredAt: '2026-11-28T10:01:00+01:00' },
    });
    expect((await ms.json()).result).toBe(true);
    for (const [i, stepId] of [1, 2, 3].entries())
      expect((await report({ learner, client_id: `0193a1d2-0000-7000-8000-00000000001${i}`, type: 'complete', step_id: stepId })).status).toBe(200);

    const recorded = await t.prisma.learner.findMany({ where: { guestKey: { startsWith: `lms:${res.body.id}:` } } });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: expect.stringMatching(/@learners\.invalid$/) });
    expect(await t.prisma.learnerResponse.count({ where: { learnerId: recorded[0]!.id } })).toBe(3);
    const progress = await t.prisma.progress.findFirstOrThrow({ where: { learnerId: recorded[0]!.id, materialId: pathId } });
    expect(progress.status).toBe('COMPLETED');

    // Refusals name the problem.
    expect((await report({ learner, client_id: '0193a1d2-0000-7000-8000-000000000020', type: 'jump' })).status).toBe(422);
    expect((await report({ client_id: '0193a1d2-0000-7000-8000-000000000021', type: 'open' })).status).toBe(422);
    expect((await t.fetch(`${address}/events`, { method: 'POST', body: '{not json' })).status).toBe(400);
    expect((await t.fetch('/api/v1/lms/not-a-token')).status).toBe(404);

    const revoked = await t.rest('DELETE', `/exports/${res.body.id}`, { token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', download_url: null });
    const gone = await t.fetch(address);
    expect(gone.status).toBe(410);
    expect((await gone.json()).error).toBe('This course is no longer available: its publisher withdrew it. Ask your administrator for the current version.');
    expect((await report({ learner, client_id: '0193a1d2-0000-7000-8000-000000000030', type: 'open' })).status).toBe(410);
  });

  it('deleting the material removes its exports and their stored zips', async () => {
    const keys = (await t.prisma.lmsExport.findMany({ where: { materialId: pathId }, select: { storageKey: true } })).flatMap((e) =>
      e.storageKey ? [e.storageKey] : [],
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await t.deps.storage.has(key)).not.toBeNull();
    const slug = (await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: pathId }, select: { slug: true } })).slug;
    expect((await t.rest('DELETE', `/learning_materials/${slug}`, { token })).status).toBe(200);
    expect(await t.prisma.lmsExport.count({ where: { materialId: pathId } })).toBe(0);
    for (const key of keys) expect(await t.deps.storage.has(key)).toBeNull();
  });
});
