import { expect, test } from './support/test';
import { signInAs } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const PASSWORD = 'demo-password-1';

test('navigation shell: active entry, collapse kept in a cookie, menus, create dialog, sign out', async ({ page, request }) => {
  await signInAs(page, request, 'owner@demo.learnhub.test', PASSWORD);

  // The root sends a signed-in member to the company dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/demo\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Hi Olivia')).toBeVisible();
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/shell-dashboard.png' });

  // Moving around marks the matching entry.
  await mainNav.getByRole('link', { name: 'Walkthroughs' }).click();
  await expect(page).toHaveURL(/\/demo\/walkthroughs\?tab=walkthroughs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Walkthroughs' })).toBeVisible();
  await expect(mainNav.getByRole('link', { name: 'Walkthroughs' })).toHaveAttribute('aria-current', 'page');
  await expect(mainNav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  await mainNav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/demo\/settings\/profile$/);
  await expect(mainNav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(mainNav.locator('[aria-current="page"]')).toHaveCount(0);

  // Collapse: the labels go, the links keep their names, and the choice survives a reload for a day.
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect(page.getByRole('button', { name: 'Create New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute('aria-expanded', 'false');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'navOpen');
  expect(cookie?.value).toBe('false');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86_000);
  expect(lifetime).toBeLessThanOrEqual(86_400);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  await expect(mainNav.getByRole('link', { name: 'Paths' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/shell-collapsed.png' });
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();

  // Create New (sidebar) and Create (top bar) open the same dialog.
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new material' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Walkthrough');
  await expect(dialog).toContainText('Path');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/shell-create-dialog.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // The avatar menu: profile links and Logout.
  await page.getByRole('button', { name: /Account menu for Olivia Owner/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Company settings', 'Team', 'Logout']);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/shell-avatar-menu.png' });
  await menu.getByRole('menuitem', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/demo\/settings\/team$/);

  // The logo goes to the root, which opens the dashboard again.
  await page.getByRole('link', { name: 'LearnHub' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard$/);

  // A slug of no company of the user is an address no page matches: said so, not the dashboard.
  await page.goto('/not-my-company/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/not-my-company\/dashboard$/);
  await page.goto('/demo/dashboard');

  // Sign Out from the profile block ends the session; staff pages then ask to sign in.
  await page.getByRole('region', { name: 'Your profile' }).getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await page.goto('/demo/settings/team');
  await expect(page).toHaveURL(/\/sign_in\?next=%2Fdemo%2Fsettings%2Fteam$/);
});
