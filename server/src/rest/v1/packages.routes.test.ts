/**
 * REST SCORM packages (issue 25 §2): upload a zip → a draft PACKAGE material whose items are the
 * manifest's; replace keeps the step of every item whose identifier stays; publish; refusals name
 * what is wrong; the zip is the only way in (draft saves and a blank Create are refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_STEPS_READ_ONLY } from '@learnhub/content';
import { scorm12Manifest, scorm2004Manifest, packageZip } from '../../modules/packages/packages.test-helpers.js';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { writeZip } from '../../test/zip-writer.js';

const form = (bytes: Buffer, fields: Record<string, string> = {}, name = 'course.zip') => {
  const f = new FormData();
  f.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/zip' }));
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const SAFETY_12 = packageZip(
  scorm12Manifest('Safety basics', [
    { id: 'INTRO', title: 'Introduction', href: 'intro.html' },
    { id: 'QUIZ', title: 'Quiz', href: 'quiz.html' },
  ]),
  ['intro.html', 'quiz.html'],
);

describe('REST /api/v1/packages', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let viewerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { company, owner } = await buildCompany(t);
    token = owner.token;
    viewerToken = (await buildUser(t, { companyId: company.id, role: 'VIEW_ONLY' })).token;
    otherToken = (await buildCompany(t)).owner.token;
  });
  afterAll(() => t.close());

  it('makes a draft package material named by the manifest, with its items in order', async () => {
    const res = await t.rest('POST', '/packages', { token, body: form(SAFETY_12) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Safety basics',
      slug: 'safety-basics',
      standard: 'scorm12',
      title: 'Safety basics',
      scos: [
        { identifier: 'INTRO', title: 'Introduction', launch: 'intro.html', sco: true },
        { identifier: 'QUIZ', title: 'Quiz', launch: 'quiz.html', sco: true },
      ],
    });
    const listed = await t.rest('GET', '/learning_materials?category=packages', { token });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(res.body.id);
    const material = await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(material).toMatchObject({ kind: 'PACKAGE', status: 'DRAFT' });
  });

  it('takes the name from the form when one is given', async () => {
    const res = await t.rest('POST', '/packages', { token, body: form(SAFETY_12, { name: '  Forklift safety ' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Forklift safety', slug: 'forklift-safety' });
  });

  it('replacing the zip keeps the step of each item still there, gives new items new steps, and publishes on request', async () => {
    const made = await t.rest('POST', '/packages', { token, body: form(SAFETY_12) });
    const [intro, quiz] = made.body.scos as { id: number; identifier: string }[];
    const v2 = packageZip(
      scorm2004Manifest('Safety basics 2', [
        { id: 'QUIZ', title: 'Final quiz', href: 'quiz2.html' },
        { id: 'VIDEO', title: 'Video', href: 'video.html', asset: true },
      ]),
      ['quiz2.html', 'video.html'],
    );
    const replaced = await t.rest('PUT', `/packages/${made.body.id}`, { token, body: form(v2) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.standard).toBe('scorm2004');
    expect(replaced.body.scos).toHaveLength(2);
    expect(replaced.body.scos[0]).toMatchObject({ id: quiz!.id, identifier: 'QUIZ', title: 'Final quiz', launch: 'quiz2.html' });
    expect(replaced.body.scos[1]).toMatchObject({ identifier: 'VIDEO', sco: false });
    // The dropped item's id is not reused for the new one: its learners' progress stays its own.
    expect([intro!.id, quiz!.id]).not.toContain(replaced.body.scos[1].id);

    const published = await t.rest('PUT', `/packages/${made.body.slug}/publish`, { token });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');
    const row = await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: made.body.id } });
    expect((row.publishedData as { identifier: string }[]).map((s) => s.identifier)).toEqual(['QUIZ', 'VIDEO']);
  });

  it('refuses a bad zip with a 422 that names what is wrong, and stores nothing', async () => {
    const before = await t.prisma.scormPackage.count();
    const cases: [Buffer, RegExp][] = [
      [writeZip([{ name: 'index.html', data: '<p>hi' }]), /no imsmanifest\.xml at its root/],
      [Buffer.from('not a zip at all'), /zip/i],
      [packageZip(scorm12Manifest('Escape', [{ id: 'A', title: 'A', href: 'a.html' }]), ['a.html'], [{ name: '../evil.html', data: 'x' }]), /\.\./],
    ];
    for (const [bytes, message] of cases) {
      const res = await t.rest('POST', '/packages', { token, body: form(bytes) });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors.file.join(' ')).toMatch(message);
    }
    const none = await t.rest('POST', '/packages', {
      token,
      body: (() => {
        const f = new FormData();
        f.set('name', 'No file');
        return f;
      })(),
    });
    expect(none.status).toBe(422);
    expect(JSON.stringify(none.body)).toContain('file');
    expect(await t.prisma.scormPackage.count()).toBe(before);
  });

  it('takes a zip over the 15 MB upload limit (packages may be 200 MB)', async () => {
    const big = writeZip([
      { name: 'imsmanifest.xml', data: scorm12Manifest('Big', [{ id: 'A', title: 'A', href: 'a.html' }]) },
      { name: 'a.html', data: '<p>a' },
      // Random bytes stored as they are: 16 MB in the zip too.
      { name: 'media/video.mp4', data: Buffer.alloc(16 * 1024 * 1024, 7), store: true },
    ]);
    const res = await t.rest('POST', '/packages', { token, body: form(big) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const upload = await t.rest('POST', '/upload_files', { token, body: form(big, {}, 'big.csv') });
    expect(upload.status).toBe(413);
  });

  it('is staff who may write materials only, and their own company’s packages', async () => {
    expect((await t.rest('POST', '/packages', { body: form(SAFETY_12) })).status).toBe(401);
    expect((await t.rest('POST', '/packages', { token: viewerToken, body: form(SAFETY_12) })).status).toBe(403);
    const made = await t.rest('POST', '/packages', { token, body: form(SAFETY_12) });
    const foreign = await t.rest('PUT', `/packages/${made.body.id}`, { token: otherToken, body: form(SAFETY_12) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Package not found.');
    expect((await t.rest('PUT', `/packages/${made.body.id}/publish`, { token: otherToken })).status).toBe(404);
    const walkthrough = await t.rest('POST', '/learning_materials', { token, body: { name: 'A walkthrough', material_type: 'walkthrough' } });
    const notPackage = await t.rest('PUT', `/packages/${walkthrough.body.id}/publish`, { token });
    expect(notPackage.status).toBe(404);
  });

  it("refuses steps from anywhere but a zip: a draft save, and Create's blank material", async () => {
    const made = await t.rest('POST', '/packages', { token, body: form(SAFETY_12) });
    const steps = (await t.rest('GET', `/walkthroughs/${made.body.id}`, { token })).body.data as { packageId: string }[];
    expect(steps).toHaveLength(2);
    const save = await t.rest('PUT', `/walkthroughs/${made.body.id}`, { token, body: { data: steps, config: [] } });
    expect(save.status).toBe(422);
    expect(JSON.stringify(save.body)).toContain(PACKAGE_STEPS_READ_ONLY);
    const blank = await t.gql(
      'mutation { createMaterial(input: { name: "x", kind: PACKAGE }) { __typename ... on ValidationError { fieldErrors { field messages } } } }',
      {},
      token,
    );
    expect(JSON.stringify(blank)).toContain('Upload a SCORM package');
  });
});
