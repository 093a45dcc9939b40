/**
 * An LTI 1.3 launch in Chromium with third-party cookies blocked: a course page of a fake LMS on
 * one site (http://localhost:…) frames our tool on another (http://127.0.0.1:…). The login
 * initiation, the platform's authorisation endpoint and the launch all happen inside the frame;
 * the learner lands on the material in the hub, signed in, and their opening of it is recorded.
 * Once with LTI Platform Storage (the state kept in the LMS page through postMessage), once
 * without (the state and the session in partitioned cookies).
 */
import { signInToken } from './support/accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type PlatformPage, startPlatformPage } from './support/lti-platform-page';
import { expect, test } from './support/test';

// Chromium's third-party cookie blocking, as browsers ship it (partitioned cookies still work).
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'] },
});

let platform: PlatformPage;
let ownerToken: string;
let platformId: string;
let material: { id: string; name: string; hub_path: string };

test.beforeAll(async ({ request, baseURL }) => {
  ownerToken = await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1');
  const auth = { authorization: `Bearer ${ownerToken}` };
  const list = (await (await request.get('/api/v1/learning_materials?category=paths', { headers: auth })).json()) as {
    id: string;
    name: string;
    status: string;
    visibility: string;
    hub_path: string;
  }[];
  const found = list.find((m) => m.status !== 'draft' && m.visibility === 'public');
  if (!found) throw new Error('The demo has no published public path.');
  material = found;
  platform = await startPlatformPage({ origin: baseURL!, materialId: material.id });
  const made = await request.post('/api/v1/lti/platforms', { headers: auth, data: platform.registration });
  expect(made.status()).toBe(201);
  platformId = (await made.json()).id;
});

test.afterAll(async ({ request }) => {
  if (platformId) await request.delete(`/api/v1/lti/platforms/${platformId}`, { headers: { authorization: `Bearer ${ownerToken}` } });
  await platform?.close();
});

for (const storage of [true, false]) {
  test(`a student launches a path from the LMS's frame, third-party cookies blocked, ${storage ? 'with Platform Storage' : 'with partitioned cookies'}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const sub = `journey-${storage ? 'storage' : 'cookies'}-${Date.now()}`;
    await page.goto(`${platform.origin}/course?storage=${storage ? 1 : 0}&sub=${sub}`);
    await expect(page.getByRole('heading', { name: 'Onboarding 101' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="LearnHub"]');
    // The material in hub mode, inside the LMS's page.
    await expect(frame.getByRole('heading', { name: material.name }).first()).toBeVisible({ timeout: 15_000 });
    const inner = page.frames().find((f) => f.url().includes(material.hub_path))!;
    expect(inner, 'the frame ends on the hub page').toBeTruthy();
    // Third-party cookies are blocked for the frame: it has no unpartitioned cookie access.
    expect(await inner.evaluate(() => document.hasStorageAccess())).toBe(false);
    if (storage) await expect(page.locator('body')).toHaveAttribute('data-storage', 'used');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/lti-launch-${storage ? 'storage' : 'cookies'}.png` });

    // Signed in as the platform's user: the company's audience lists them, with the material opened.
    await expect
      .poll(async () => {
        const res = await request.get(`/api/v1/audiences?keyword=${encodeURIComponent(sub)}`, { headers: { authorization: `Bearer ${ownerToken}` } });
        const body = await res.json();
        return { learners: body.total_count, name: body.records[0]?.learner.name, opens: body.records[0]?.opens };
      })
      .toEqual({ learners: 1, name: 'Journey Student', opens: 1 });
  });
}

test("an instructor adds a material to the course from the LMS's frame (deep linking); a link to another company's material gets a page that says why", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${platform.origin}/course?storage=0&deeplink=1&sub=instructor-${Date.now()}`);
  const frame = page.frameLocator('iframe[title="LearnHub"]');
  await expect(frame.getByRole('heading', { name: 'Add materials from Demo Co' })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/lti-deep-linking-picker.png' });
  await frame.getByRole('checkbox', { name: new RegExp(material.name) }).check();
  await frame.getByRole('button', { name: 'Add to course' }).click();
  // The signed answer went back to the platform, with the material's id for its launches.
  await expect(frame.getByRole('heading', { name: 'Added to the course' })).toBeVisible();
  await expect(frame.getByRole('listitem')).toHaveText([material.name]);
  expect(platform.received.at(-1)?.custom).toEqual({ material: material.id });

  // A link naming something that is no material of this company: the reason, in words.
  await page.goto(`${platform.origin}/course?storage=0&material=00000000-0000-4000-8000-000000000000&sub=student-lost`);
  await expect(frame.getByRole('alert')).toHaveText('This link does not name a material of this company: ask your instructor to choose it again.');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/lti-refused.png' });
});
