import { type APIRequestContext, expect, type Page, test } from './support/test';
import { gql, signUpToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePng } from './support/png';

const PASSWORD = 'Settings-password-1!';

/**
 * A new owner with their own workspace, so renaming it does not disturb the demo data other
 * journeys use. Sign-up is rate limited per address (5 a minute): wait and retry when told to.
 */
async function newOwner(request: APIRequestContext): Promise<{ token: string; slug: string; email: string }> {
  const email = `settings-${Date.now()}@example.com`;
  const token = await signUpToken(request, email, PASSWORD);
  await gql(request, token, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }', {
    input: { firstName: 'Sam', lastName: 'Setter' },
  });
  const { saveOnboardingCompany } = await gql(
    request,
    token,
    'mutation($input: SaveOnboardingCompanyInput!) { saveOnboardingCompany(input: $input) { __typename ... on CompanyPayload { company { slug } } ... on Error { message } } }',
    { input: { name: `Settings Co ${Date.now() % 100000}`, website: 'settings.example.com' } },
  );
  return { token, slug: saveOnboardingCompany.company.slug, email };
}

async function pickFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

test('settings: profile with a photo, company name and logo, workspace rename', async ({ page, request }) => {
  test.setTimeout(120_000); // sign-up may have to wait out the rate limit
  const owner = await newOwner(request);
  await storeToken(page, owner.token);
  await page.goto(`/${owner.slug}/settings/profile`);

  // Profile: a wrong file type is refused on the spot.
  await expect(page.getByRole('heading', { level: 2, name: 'Sam Setter' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await pickFile(page, 'Update', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only JPG, PNG, GIF, and JPEG images are allowed.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/settings-profile-bad-file.png' });

  // A real photo and the other fields, saved together.
  await pickFile(page, 'Update', { name: 'me.png', mimeType: 'image/png', buffer: makePng(16, 16, [14, 124, 116]) });
  await expect(page.getByText('me.png will be saved with Save.')).toBeVisible();
  await page.getByLabel('Job title').fill('Trainer');
  await page.getByLabel('Company', { exact: true }).fill('Acme Learning');
  await page.getByLabel('First name').fill('Samantha');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile data updated successfully.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Samantha Setter' })).toBeVisible();
  await expect(page.getByText('Trainer @ Acme Learning')).toBeVisible();
  const photo = page.getByRole('group', { name: 'Photo' }).getByRole('img', { name: 'Samantha Setter' });
  await expect(photo).toHaveAttribute('src', /\/uploads\//);
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
  await expect(page.getByRole('button', { name: /Account menu for Samantha Setter/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/settings-profile-saved.png' });

  // Company: the name is trimmed and saved; a logo is added and removed.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Company' }).click();
  const companyName = page.getByLabel('Company name');
  await companyName.fill('  Renamed Learning Co  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Company name updated successfully.' })).toBeVisible();
  await expect(companyName).toHaveValue('Renamed Learning Co');
  await pickFile(page, 'Upload logo', { name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, 64, [14, 124, 116]) });
  await expect(page.getByRole('status').filter({ hasText: 'Logo added successfully.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/settings-company.png' });
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('No logo yet')).toBeVisible();

  // Workspace: a name with a space is refused with the spec's alert; a good one moves the address.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Workspace' }).click();
  const workspace = page.getByLabel('Workspace name');
  await expect(workspace).toHaveValue(owner.slug);
  await workspace.fill('bad name!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Workspace name should not contain any space or special character.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/settings-workspace-invalid.png' });
  const newSlug = `renamed-${Date.now() % 1000000}`;
  await workspace.fill(`  ${newSlug} `);
  // Renaming changes every address: it asks first, naming the old and the new one.
  await page.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the workspace address?' });
  const host = new URL(page.url()).host;
  await expect(confirm).toContainText(`Every address of this workspace changes from ${host}/${owner.slug} to ${host}/${newSlug}`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${owner.slug}/settings/workspace$`));
  await page.getByRole('button', { name: 'Save' }).click();
  await confirm.getByRole('button', { name: 'Change address' }).click();
  await expect(page).toHaveURL(new RegExp(`/${newSlug}/settings/workspace$`));
  await expect(workspace).toHaveValue(newSlug);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/${newSlug}/dashboard`);
  await page.screenshot({ path: '/tmp/shots/settings-workspace-renamed.png' });

  // The old address still works: it redirects to the same page under the new name.
  await page.goto(`/${owner.slug}/settings/company`);
  await expect(page).toHaveURL(new RegExp(`/${newSlug}/settings/company$`));
  await expect(page.getByLabel('Company name')).toHaveValue('Renamed Learning Co');
});

/** A 1×1 WebP: a real picture for the browser, but not one of the types the server stores. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

test('settings: saves say what happened, empty fields keep their values, and only real images preview', async ({ page, request }) => {
  test.setTimeout(120_000); // sign-up may have to wait out the rate limit
  const owner = await newOwner(request);
  await storeToken(page, owner.token);
  await page.goto(`/${owner.slug}/settings/profile`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sam Setter' })).toBeVisible();

  // Profile: only filled fields are sent, so a cleared field shows its saved value again.
  await expect(page.getByText('Empty fields keep their current value.')).toBeVisible();
  const jobTitle = page.getByLabel('Job title');
  await jobTitle.fill('Trainer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile data updated successfully.' })).toBeVisible();
  await jobTitle.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(jobTitle).toHaveValue('Trainer');
  await expect(page.locator('.settings-card__subtitle')).toHaveText(/^Trainer @ /);

  // A file named like a picture that is not one is refused before any preview.
  const photo = page.getByRole('group', { name: 'Photo' });
  await pickFile(page, 'Update', { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only JPG, PNG, GIF, and JPEG images are allowed.' })).toBeVisible();
  await expect(page.getByText('fake.png will be saved with Save.')).toHaveCount(0);
  await expect(photo.locator('img')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/settings-profile-fake-image.png' });

  // A picture the browser shows but the server refuses: the message replaces the "will be saved" note.
  await pickFile(page, 'Update', { name: 'photo.png', mimeType: 'image/png', buffer: WEBP });
  await expect(page.getByText('photo.png will be saved with Save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(photo.getByRole('alert')).toBeVisible();
  await expect(page.getByText('photo.png will be saved with Save.')).toHaveCount(0);
  await expect(page.getByText('JPG, PNG or GIF, up to 15 MB.')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/settings-profile-server-refused.png' });

  // Company: the server's own success message; sizes come from the server.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Company' }).click();
  const size = page.getByLabel('Company size');
  await expect(size.locator('option')).toHaveText([
    'Choose a size',
    'Just Me',
    '2-5',
    '6-10',
    '11-25',
    '26-50',
    '51-200',
    '200-1000',
    '1000-10,000',
    '10,000+',
  ]);
  await size.selectOption('6-10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Company updated successfully.' })).toBeVisible();

  // Activity status thresholds: the server keeps "engaged" shorter than "at risk".
  const engaged = page.getByLabel('Engaged within (days)');
  const atRisk = page.getByLabel('At risk after (days)');
  await expect(engaged).toHaveValue('7');
  await expect(atRisk).toHaveValue('14');
  await engaged.fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(engaged).toHaveAccessibleDescription(/"Engaged within" must be shorter than "At risk after"\./);
  await engaged.fill('5');
  await atRisk.fill('21');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Company updated successfully.' }).last()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Engaged within (days)')).toHaveValue('5');
  await expect(page.getByLabel('At risk after (days)')).toHaveValue('21');

  // A bad website is explained next to the website; the name did not fail, so no name message.
  const website = page.getByLabel('Website');
  await website.fill('not a website');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Website is invalid')).toBeVisible();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(website).toHaveAccessibleDescription(/Website is invalid/);
  await expect(page.getByText('Failed to save company name. Please try again.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/settings-company-website-error.png' });

  // Logo: the same decode check.
  await pickFile(page, 'Upload logo', { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg>nope</svg>') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only JPG, PNG, GIF, and JPEG images are allowed.' })).toBeVisible();
  await expect(page.getByText('No logo yet')).toBeVisible();
});
