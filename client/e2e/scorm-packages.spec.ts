/**
 * SCORM packages (issue 25 §2, §3): an author uploads a SCORM 1.2 zip made here (Create →
 * "Upload a SCORM package"), previews it and publishes it; a learner plays it in the hub, where
 * the package's own script finds the SCORM API, resumes from its bookmark after a reload, fails
 * then passes, and the package is complete once both items are; the course's score and
 * completion reach the staff's audience list. The package's script runs on the package origin:
 * it can neither read the hub page nor call the app's API with the learner's cookie. Axe on the
 * pages, 1366×900 and 390 px.
 */
import { writeZip } from '../../server/src/test/zip-writer';
import { ownerWithCompany, signInLearner, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

/** The SCO: a page that talks to the SCORM 1.2 API the way courses do, and tries to reach the app. */
function lessonPage(appOrigin: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Safety lesson</title></head>
<body>
<h1>Safety lesson</h1>
<p id="api">API: looking</p>
<p id="where">Page 1</p>
<p id="page-read">App page: trying</p>
<p id="app-call">App API: trying</p>
<button id="next" type="button">Go to page 2</button>
<button id="fail" type="button">Answer wrong</button>
<button id="pass" type="button">Answer right</button>
<script src="lesson.js"></script>
</body></html>`.replace('__APP__', appOrigin);
}

function lessonScript(appOrigin: string): string {
  return `(function () {
  function findApi(w) { for (var i = 0; w && i < 10; i++) { if (w.API) return w.API; if (w.parent === w) break; w = w.parent; } return null; }
  var api = findApi(window.parent);
  var text = function (id, value) { document.getElementById(id).textContent = value; };
  if (!api) { text('api', 'API: missing'); return; }
  api.LMSInitialize('');
  text('api', 'API: found for ' + api.LMSGetValue('cmi.core.student_name'));
  var at = api.LMSGetValue('cmi.core.lesson_location');
  if (at) text('where', 'Resumed at ' + at + ' (' + api.LMSGetValue('cmi.suspend_data') + ')');
  if (api.LMSGetValue('cmi.core.lesson_status') === 'not attempted') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  document.getElementById('next').onclick = function () {
    api.LMSSetValue('cmi.core.lesson_location', 'page-2');
    api.LMSSetValue('cmi.suspend_data', 'seen=1,2');
    api.LMSCommit('');
    text('where', 'Page 2');
  };
  function answer(score, status) {
    api.LMSSetValue('cmi.core.score.raw', String(score));
    api.LMSSetValue('cmi.core.lesson_status', status);
    api.LMSCommit('');
    text('where', 'Scored ' + score);
  }
  document.getElementById('fail').onclick = function () { answer(40, 'failed'); };
  document.getElementById('pass').onclick = function () { answer(90, 'passed'); };
  // What a hostile package would try: the hub page around it, and the app's API as the learner.
  try { text('page-read', 'App page: read ' + window.top.document.title + ' ' + window.top.localStorage.length); } catch (e) { text('page-read', 'App page: blocked'); }
  fetch('${appOrigin}/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: '{ learnerViewer { email } }' }) })
    .then(function (r) { return r.text(); })
    .then(function (body) { text('app-call', 'App API: answered ' + body.slice(0, 80)); }, function () { text('app-call', 'App API: blocked'); });
})();`;
}

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.safety" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="ORG"><organization identifier="ORG"><title>Forklift safety</title>
    <item identifier="LESSON" identifierref="R-LESSON"><title>Safety lesson</title></item>
    <item identifier="HANDOUT" identifierref="R-HANDOUT"><title>Handout</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="R-LESSON" type="webcontent" adlcp:scormtype="sco" href="lesson.html"><file href="lesson.html"/><file href="lesson.js"/></resource>
    <resource identifier="R-HANDOUT" type="webcontent" adlcp:scormtype="asset" href="handout.html"><file href="handout.html"/></resource>
  </resources>
</manifest>`;

test('an author uploads and publishes a SCORM package; a learner plays, resumes, fails, passes and completes it, walled off from the app', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const appOrigin = new URL(baseURL!).origin;
  const stamp = Date.now();
  const owner = await ownerWithCompany(request, {
    email: `scorm-owner-${stamp}@example.com`,
    password: 'correct horse 1',
    firstName: 'Sam',
    company: `Scorm Co ${stamp}`,
  });
  await storeToken(page, owner.token);
  const zip = writeZip([
    { name: 'imsmanifest.xml', data: MANIFEST },
    { name: 'lesson.html', data: lessonPage(appOrigin) },
    { name: 'lesson.js', data: lessonScript(appOrigin) },
    { name: 'handout.html', data: '<!doctype html><html lang="en"><title>Handout</title><h1>Handout</h1><p>Keep the forks low.</p></html>' },
  ]);

  // Create → "Upload a SCORM package": a refused zip says why; the real one opens its page.
  await page.goto(`/${owner.slug}/dashboard`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new material' });
  await dialog.getByLabel('Name').fill('Forklift safety');
  await dialog.getByRole('radio', { name: /Upload a SCORM package/ }).check();
  await dialog
    .getByLabel(/SCORM package \(\.zip/)
    .setInputFiles({ name: 'not-scorm.zip', mimeType: 'application/zip', buffer: writeZip([{ name: 'index.html', data: '<p>hi' }]) });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('The zip has no imsmanifest.xml at its root: it is not a SCORM package.')).toBeVisible();
  await dialog.getByLabel(/SCORM package \(\.zip/).setInputFiles({ name: 'forklift.zip', mimeType: 'application/zip', buffer: zip });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/packages/forklift-safety$`));
  await expect(page.getByText('SCORM 1.2')).toBeVisible();
  await expect(page.getByText('2 items')).toBeVisible();
  await expect(page.getByText("Not published yet: you're seeing the draft.")).toBeVisible();
  // The preview plays the lesson (nothing recorded) with the API found.
  const preview = page.frameLocator('iframe.package-frame').frameLocator('#lh-sco');
  await expect(preview.getByText(/^API: found for/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Published' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('package-page-1366.png') });

  // A learner of the company's hub.
  const learnerEmail = `scorm-learner-${stamp}@example.com`;
  await page.evaluate(() => localStorage.clear());
  await signInLearner(page, request, learnerEmail, owner.slug);
  await page
    .getByRole('link', { name: /Forklift safety/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/hub/forklift-safety$`));
  const lesson = page.frameLocator('iframe.package-frame').frameLocator('#lh-sco');
  await expect(lesson.getByText(/^API: found for /)).toBeVisible();
  // The walls: the package's script cannot read the hub page nor call the app's API as the learner.
  await expect(lesson.getByText('App page: blocked')).toBeVisible();
  await expect(lesson.getByText('App API: blocked')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A bookmark, then back later: the lesson resumes there.
  await lesson.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(lesson.getByText('Page 2', { exact: true })).toBeVisible();
  await expect(page.getByText('All progress saved')).toBeVisible();
  await page.reload();
  await expect(lesson.getByText('Resumed at page-2 (seen=1,2)')).toBeVisible();

  // Wrong, then right: the item is complete; opening the handout (an asset) completes the course.
  await lesson.getByRole('button', { name: 'Answer wrong' }).click();
  await expect(lesson.getByText('Scored 40')).toBeVisible();
  await lesson.getByRole('button', { name: 'Answer right' }).click();
  await expect(lesson.getByText('Scored 90')).toBeVisible();
  await expect(page.getByText('All progress saved')).toBeVisible();
  const items = page.getByRole('navigation', { name: 'Course items' });
  await expect(items.getByRole('button', { name: /Safety lesson\s*Completed/ })).toBeVisible();
  await items.getByRole('button', { name: 'Handout' }).click();
  await expect(page.frameLocator('iframe.package-frame').frameLocator('#lh-sco').getByText('Keep the forks low.')).toBeVisible();
  const rate = page.getByRole('dialog');
  await expect(rate).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('package-hub-1366.png') });

  // The staff's audience list has the learner's completion.
  const audience = await request.get('/api/v1/learning_materials/audience?category=packages', { headers: { Authorization: `Bearer ${owner.token}` } });
  expect(audience.status()).toBe(200);
  const records = (await audience.json()).records as { email: string; status: string; material_name: string }[];
  expect(records.find((r) => r.email === learnerEmail)).toMatchObject({ material_name: 'Forklift safety', status: expect.stringMatching(/complete/i) });

  // The staff dashboard's top content (All) counts the completion.
  await storeToken(page, owner.token);
  await page.goto(`/${owner.slug}/dashboard`);
  await expect(page.getByRole('row', { name: /Forklift safety/ })).toBeVisible();
  await page.goto(`/${owner.slug}/hub/forklift-safety`);

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.frameLocator('iframe.package-frame').frameLocator('#lh-sco').getByRole('heading').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('package-hub-390.png') });
});

test('a SCORM 2004 course plays in the hub: the SCO finds API_1484_11, and its completion, success and score are recorded', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const stamp = Date.now();
  const owner = await ownerWithCompany(request, {
    email: `scorm04-owner-${stamp}@example.com`,
    password: 'correct horse 1',
    firstName: 'Ana',
    company: `Scorm 2004 Co ${stamp}`,
  });
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.privacy" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="ORG"><organization identifier="ORG"><title>Privacy basics</title>
    <item identifier="QUIZ" identifierref="R-QUIZ"><title>Privacy quiz</title></item>
  </organization></organizations>
  <resources><resource identifier="R-QUIZ" type="webcontent" adlcp:scormType="sco" href="quiz.html"><file href="quiz.html"/><file href="quiz.js"/></resource></resources>
</manifest>`;
  const quiz = `(function () {
  var w = window.parent, api = null;
  for (var i = 0; w && i < 10 && !api; i++) { api = w.API_1484_11 || null; if (w.parent === w) break; w = w.parent; }
  var out = document.getElementById('out');
  if (!api) { out.textContent = 'API_1484_11: missing'; return; }
  api.Initialize('');
  out.textContent = 'API_1484_11: found, entry ' + api.GetValue('cmi.entry');
  document.getElementById('submit').onclick = function () {
    api.SetValue('cmi.score.scaled', '0.8');
    api.SetValue('cmi.score.raw', '8');
    api.SetValue('cmi.success_status', 'passed');
    api.SetValue('cmi.completion_status', 'completed');
    api.Commit('');
    api.Terminate('');
    out.textContent = 'Submitted';
  };
})();`;
  const zip = writeZip([
    { name: 'imsmanifest.xml', data: manifest },
    {
      name: 'quiz.html',
      data: '<!doctype html><html lang="en"><title>Privacy quiz</title><h1>Privacy quiz</h1><p id="out">API_1484_11: looking</p><button id="submit" type="button">Submit the quiz</button><script src="quiz.js"></script></html>',
    },
    { name: 'quiz.js', data: quiz },
  ]);
  const made = await request.post('/api/v1/packages', {
    headers: { Authorization: `Bearer ${owner.token}` },
    multipart: { file: { name: 'privacy.zip', mimeType: 'application/zip', buffer: zip } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const body = await made.json();
  expect(body).toMatchObject({ standard: 'scorm2004', name: 'Privacy basics', scos: [{ identifier: 'QUIZ', sco: true }] });
  expect((await request.put(`/api/v1/packages/${body.id}/publish`, { headers: { Authorization: `Bearer ${owner.token}` } })).status()).toBe(200);

  const learnerEmail = `scorm04-learner-${stamp}@example.com`;
  await signInLearner(page, request, learnerEmail, owner.slug);
  await page.goto(`/${owner.slug}/hub/${body.slug}`);
  const sco = page.frameLocator('iframe.package-frame').frameLocator('#lh-sco');
  await expect(sco.getByText('API_1484_11: found, entry ab-initio')).toBeVisible();
  await sco.getByRole('button', { name: 'Submit the quiz' }).click();
  await expect(sco.getByText('Submitted')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'How was Privacy basics?' })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);

  // As the staff read it: the learner completed the course (the score is in its events: server/src/modules/progress/package-runtime.test.ts).
  const audience = await request.get('/api/v1/learning_materials/audience?category=packages', { headers: { Authorization: `Bearer ${owner.token}` } });
  const records = (await audience.json()).records as { email: string; status: string }[];
  expect(records.find((r) => r.email === learnerEmail)?.status).toMatch(/complete/i);
});
