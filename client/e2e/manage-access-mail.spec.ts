/**
 * Manage Access (issue 21): adding a learner's e-mail to a private material mails them who shared
 * what, with a link that opens the material on the company's hub. Removing someone mails nothing.
 */
import { type APIRequestContext, expect, test } from './support/test';
import { gql, mailedPath, signInToken, storeToken, deleteMaterialsNamed } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const NAME = 'Access mail journey';
const LEARNER = `access-mail-${Date.now()}@example.com`;
let token = '';

async function cleanUp(request: APIRequestContext) {
  token ||= await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1');
  await deleteMaterialsNamed(request, token, NAME);
}

test.beforeAll(async ({ request }) => cleanUp(request));
test.afterAll(async ({ request }) => cleanUp(request));

const mailsTo = async (request: APIRequestContext, to: string) =>
  ((await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()).mails ?? []) as { subject: string; text: string }[];

test('adding a learner on Manage Access mails them a link to the material on the hub', async ({ page, request }) => {
  const created = await gql(
    request,
    token,
    'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { ... on MaterialPayload { material { id slug } } } }',
    { input: { name: NAME, kind: 'WALKTHROUGH' } },
  );
  const { id, slug } = created.createMaterial.material as { id: string; slug: string };
  await gql(request, token, 'mutation($input: SetMaterialVisibilityInput!) { setMaterialVisibility(input: $input) { __typename } }', {
    input: { materialId: id, visibility: 'PRIVATE' },
  });
  await gql(request, token, 'mutation($input: PublishMaterialInput!) { publishMaterial(input: $input) { __typename } }', { input: { materialId: id } });

  await storeToken(page, token);
  await page.goto('/demo/walkthroughs/manage-access');
  const access = page.getByRole('region', { name: NAME });
  await access.getByLabel(`Invite a learner to ${NAME}`).fill(LEARNER.toUpperCase());
  await access.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(access.getByRole('list', { name: `Invited to ${NAME}` })).toContainText(LEARNER);
  await expectNoSeriousA11yViolations(page);

  // Who shared what, and the material's address on the hub.
  await expect.poll(async () => (await mailsTo(request, LEARNER)).length).toBe(1);
  const [mail] = await mailsTo(request, LEARNER);
  expect(mail?.subject).toBe(`Olivia Owner shared "${NAME}" with you`);
  expect(mail?.text).toContain(`Olivia Owner of Demo Co shared the walkthrough "${NAME}" with you.`);
  const link = await mailedPath(request, LEARNER, /http\S+\/hub\/\S+/);
  expect(link).toBe(`/demo/hub/${slug}`);

  // The link opens the material on the hub (private: the learner signs in first).
  await page.goto(link);
  await expect(page.getByText(/is private/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Removing the learner mails nothing more.
  await page.goto('/demo/walkthroughs/manage-access');
  await page
    .getByRole('region', { name: NAME })
    .getByRole('button', { name: `Remove ${LEARNER}` })
    .click();
  await expect(page.getByRole('region', { name: NAME }).getByText('Nobody is invited yet.')).toBeVisible();
  expect(await mailsTo(request, LEARNER)).toHaveLength(1);
});
