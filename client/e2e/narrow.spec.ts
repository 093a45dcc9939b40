import { expect, type Page, test } from './support/test';
import { signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

// A phone-sized window (390×844): every staff page fits its width, the top bar's quick links move
// into the avatar menu, and headings are whole.
test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

/** The heading is not cut off: its text fits inside its own box. */
async function expectWholeHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  const { scrollWidth, clientWidth } = await heading.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('narrow screen: dashboard, profile and team fit the width; quick links are in the avatar menu', async ({ page, request }) => {
  await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));

  await page.goto('/demo/dashboard');
  await expectWholeHeading(page, 'Dashboard');
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
  await expectNoSideways(page, 'narrow-dashboard');

  // The quick links live in the avatar menu here.
  await page.getByRole('button', { name: /Account menu for Olivia Owner/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Learning materials',
    'Docs',
    'SCORM packages',
    'Messages',
    'Profile',
    'Company settings',
    'Team',
    'Logout',
  ]);
  await expectNoSideways(page, 'narrow-avatar-menu');
  await menu.getByRole('menuitem', { name: 'Messages' }).click();
  await expectWholeHeading(page, 'Messages');

  await page.goto('/demo/settings/profile');
  await expectWholeHeading(page, 'Settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Olivia Owner' })).toBeVisible();
  await expectNoSideways(page, 'narrow-profile');

  await page.goto('/demo/settings/company');
  await expect(page.getByLabel('Company name')).toHaveValue('Demo Co');
  await expectNoSideways(page, 'narrow-company');

  await page.goto('/demo/settings/team');
  await expect(page.getByRole('table', { name: 'Admin users' })).toBeVisible();
  await expectNoSideways(page, 'narrow-team');

  await page.goto('/demo/settings/workspace');
  await expect(page.getByLabel('Workspace name')).toHaveValue('demo');
  await expectNoSideways(page, 'narrow-workspace');
});

async function expectNoSideways(page: Page, shot: string) {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/shots/${shot}.png`, fullPage: true });
}
