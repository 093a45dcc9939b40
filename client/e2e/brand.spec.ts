import { expect, type Locator, type Page, test } from './support/test';
import { signInAs } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const DEMO_PASSWORD = 'demo-password-1';
const RESET = 'mutation { updateBrandColors(input: { reset: true }) { __typename } }';

/** The computed colours of the shell's top bar and its Create button, as rgb() strings. */
async function topBarColors(page: Page) {
  const bar = page.locator('header.top-bar');
  const create = page.getByRole('banner').getByRole('button', { name: 'Create', exact: true });
  const style = (locator: Locator, property: 'backgroundColor' | 'color') => locator.evaluate((el, p) => getComputedStyle(el)[p], property);
  return {
    background: await style(bar, 'backgroundColor'),
    text: await style(bar, 'color'),
    create: await style(create, 'backgroundColor'),
    createLabel: await style(create, 'color'),
  };
}

const DEFAULTS = { background: 'rgb(11, 37, 69)', text: 'rgb(255, 255, 255)', create: 'rgb(14, 124, 116)', createLabel: 'rgb(255, 255, 255)' };
// White on the pink primary is only 3.8:1, so the Create label turns black (5.6:1).
const BRANDED = { background: 'rgb(58, 12, 163)', text: 'rgb(255, 255, 255)', create: 'rgb(247, 37, 133)', createLabel: 'rgb(0, 0, 0)' };

test('brand: the Owner recolours the top bar, is told when text is unreadable, and resets', async ({ page, request }) => {
  test.setTimeout(90_000); // seven screens and five axe scans: near the 30 s default on a busy machine
  const token = await signInAs(page, request, 'owner@demo.learnhub.test', DEMO_PASSWORD);
  try {
    await page.goto('/demo/settings/profile');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Brand' }).click();
    await expect(page).toHaveURL(/\/demo\/settings\/brand$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Top bar colours' })).toBeVisible();
    expect(await topBarColors(page)).toEqual(DEFAULTS);
    await expect(page.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/brand-defaults.png', fullPage: true });

    // Type two colours, pick the third with the colour picker; the preview follows before saving.
    await page.getByLabel('Background colour', { exact: true }).fill('#3a0ca3');
    await page.getByLabel('Primary colour picker').fill('#f72585');
    await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#F72585');
    await page.getByLabel('Text colour', { exact: true }).fill('#FFFFFF');
    const preview = page.getByTestId('brand-preview');
    await expect(preview).toHaveCSS('background-color', BRANDED.background);
    expect((await topBarColors(page)).background).toBe(DEFAULTS.background); // not saved yet
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Brand colours updated successfully.' })).toBeVisible();
    await expect(page.locator('header.top-bar')).toHaveCSS('background-color', BRANDED.background);
    expect(await topBarColors(page)).toEqual(BRANDED);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/brand-saved.png', fullPage: true });

    // Still there after a reload, and on other pages.
    await page.reload();
    await expect(page.getByLabel('Background colour', { exact: true })).toHaveValue('#3A0CA3');
    expect(await topBarColors(page)).toEqual(BRANDED);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/demo\/dashboard$/);
    expect(await topBarColors(page)).toEqual(BRANDED);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: '/tmp/shots/brand-dashboard.png' });
    await page.goBack();

    // A text colour too close to the background: the server's message, next to the field and as a toast.
    const text = page.getByLabel('Text colour', { exact: true });
    await text.fill('#5A3CB3');
    await expect(page.getByText(/Contrast with the background: 1\.\d:1 \(needs at least 4\.5:1\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    const message = 'Text colour needs more contrast against the background (at least 4.5:1)';
    await expect(page.locator('.ui-field__error').filter({ hasText: message })).toBeVisible();
    await expect(page.locator('.ui-toast--error').filter({ hasText: `${message}.` })).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(await topBarColors(page)).toEqual(BRANDED);
    // The preview shows the unreadable pair on purpose; everything else must pass.
    await expectNoSeriousA11yViolations(page, { exclude: ['[data-testid="brand-preview"]'] });
    await page.screenshot({ path: '/tmp/shots/brand-low-contrast.png', fullPage: true });

    // A malformed colour is caught before sending.
    await text.fill('#FFF');
    await text.blur();
    await expect(page.getByText('Text colour must be a colour like #0B2545')).toBeVisible();

    // Reset: the defaults come back in the fields, the preview and the bar.
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Brand colours reset to the defaults.' })).toBeVisible();
    await expect(page.getByLabel('Background colour', { exact: true })).toHaveValue('#0B2545');
    await expect(text).toHaveValue('#FFFFFF');
    await expect(page.getByText('Text colour must be a colour like #0B2545')).toHaveCount(0);
    expect(await topBarColors(page)).toEqual(DEFAULTS);
    await expect(page.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
    await page.reload();
    expect(await topBarColors(page)).toEqual(DEFAULTS);
    await expectNoSeriousA11yViolations(page);
  } finally {
    // Journeys share one seeded server: leave the demo company on the defaults for the others.
    await request.post('/graphql', { headers: { Authorization: `Bearer ${token}` }, data: { query: RESET } });
  }
});

test('brand: a View Only user sees the colours but cannot change them', async ({ page, request }) => {
  await signInAs(page, request, 'viewer@demo.learnhub.test', DEMO_PASSWORD);
  await page.goto('/demo/settings/brand');
  await expect(page.getByRole('heading', { level: 2, name: 'Top bar colours' })).toBeVisible();
  await expect(page.getByText('Only Owners and Team Admins can change these settings.')).toBeVisible();
  for (const label of ['Background colour', 'Primary colour', 'Text colour']) {
    await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
    await expect(page.getByLabel(`${label} picker`)).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset to defaults' })).toHaveCount(0);
  // View Only members have no Create button (they can't create materials): the bar itself keeps the colours.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
  const bar = page.locator('header.top-bar');
  expect(await bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual([DEFAULTS.background, DEFAULTS.text]);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/brand-view-only.png', fullPage: true });
  // A phone: the fields stack and the preview follows the real bar's narrow layout.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload(); // the side navigation starts collapsed on a narrow screen
  await expect(page.getByLabel('Text colour', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/brand-phone.png', fullPage: true });
});
