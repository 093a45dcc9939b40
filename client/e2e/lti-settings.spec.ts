/**
 * Settings → LTI as an Owner uses it: copy our tool's addresses into a platform, get a dynamic
 * registration address, register a platform by hand (the server's field errors beside the
 * fields first), see it listed, remove it; a Member finds no LTI entry. At 1366×900 and on a
 * phone, with an accessibility scan on each state.
 */
import { ownerWithCompany, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PASSWORD = 'Lti-settings-password-1!';

for (const viewport of [
  { name: 'at 1366×900', width: 1366, height: 900 },
  { name: 'at 390×844', width: 390, height: 844 },
]) {
  test(`${viewport.name}: an Owner copies the tool's addresses, registers a platform by hand and removes it`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = `lti.${viewport.width}.${Date.now()}@example.com`;
    const owner = await ownerWithCompany(request, { email, password: PASSWORD, firstName: 'Lena', company: `LTI ${viewport.width} ${Date.now()}` });
    await storeToken(page, owner.token);
    await page.goto(`/${owner.slug}/settings/lti`);
    await expect(page.getByRole('heading', { level: 2, name: 'LTI' })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(page.getByLabel('Login initiation URL')).toHaveValue(`${origin}/lti/login`);
    await expect(page.getByLabel('Redirect and target link URL')).toHaveValue(`${origin}/lti/launch`);
    await expect(page.getByLabel('Public keys (JWKS) URL')).toHaveValue(`${origin}/lti/jwks`);
    await page.getByRole('button', { name: 'Copy Public keys (JWKS) URL' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/lti/jwks`);
    await expect(page.getByText('No platforms registered yet.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/lti-settings-${viewport.width}.png`, fullPage: true });

    // A dynamic registration address, signed for this company.
    await page.getByRole('button', { name: 'Get a dynamic registration URL' }).click();
    await expect(page.getByLabel('Dynamic registration URL')).toHaveValue(new RegExp(`^${origin}/lti/register\\?company=`));

    // By hand: the server's reasons beside the fields, then a good registration.
    await page.getByRole('button', { name: 'Register a platform' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register a platform' });
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByLabel('Issuer')).toBeFocused();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();
    await dialog.getByLabel('Issuer').fill('not an address');
    await dialog.getByLabel('Client ID').fill('10000000000042');
    await dialog.getByLabel('Deployment IDs').fill('1:abc, 2:def');
    await dialog.getByLabel('Public keys (JWKS) URL').fill('https://lms.example.com/api/lti/security/jwks');
    await dialog.getByLabel('Authorisation URL').fill('https://lms.example.com/api/lti/authorize_redirect');
    await dialog.getByLabel('Access token URL').fill('https://lms.example.com/login/oauth2/token');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Enter an http:// or https:// address.')).toBeVisible();
    await expect(dialog.getByLabel('Issuer')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/lti-register-${viewport.width}.png` });
    await dialog.getByLabel('Issuer').fill(`https://lms-${viewport.width}-${Date.now()}.example.com`);
    await dialog.getByLabel('Name').fill('Canvas – Sales academy');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Platform registered. Launches from it are accepted now.')).toBeVisible();
    const row = page.getByRole('row', { name: /Canvas – Sales academy/ });
    await expect(row).toContainText('10000000000042');
    await expect(row).toContainText('1:abc, 2:def');
    await expect(row).toContainText('By hand');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/lti-platforms-${viewport.width}.png`, fullPage: true });

    // Still there after a reload (the server has it), then removed.
    await page.reload();
    await page.getByRole('button', { name: 'Remove Canvas – Sales academy' }).click();
    await page.getByRole('dialog', { name: 'Remove platform' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Platform removed. Its launches are refused from now on.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Canvas – Sales academy/ })).toHaveCount(0);
    await expect(page.getByText('No platforms registered yet.', { exact: false })).toBeVisible();
  });
}

test('a Member finds no LTI entry, and the page says who may manage it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await storeToken(page, await signInToken(request, 'member@demo.learnhub.test', 'demo-password-1'));
  await page.goto('/demo/settings/profile');
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'LTI', exact: true })).toHaveCount(0);
  await page.goto('/demo/settings/lti');
  await expect(page.getByText('Only Owners and Team Admins can manage LTI platforms.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
