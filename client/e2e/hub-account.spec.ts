/**
 * My Account in the learner hub (audience.md §2): a learner signed in by the mailed link opens My
 * Account from the header, is told when a picked file is not a photo, changes names and city,
 * uploads a photo and presses Update Profile: the message shows, the modal closes and the header
 * shows the new name and photo at once, and after a reload. Escape and the × button close it;
 * axe scans the open modal, at 1366×900 and at 390 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mailedPath } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePng } from './support/png';

async function signInByLink(page: Page, email: string) {
  await page.goto('/demo/passwordless_sign_in');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'SEND LINK' }).click();
  await expect(page.getByRole('heading', { name: 'Check your Email!' })).toBeVisible();
  await page.goto(await mailedPath(page.request, email, /https?:\/\/\S+\/demo\/passwordless_sign_in\?token=\S+/));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/demo$/);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a learner edits their account in My Account (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = `hub-account-${viewport.width}-${Date.now()}@example.com`;
    await signInByLink(page, email);
    const account = page.getByRole('navigation', { name: 'Account' });
    await expect(account.getByText(email)).toBeVisible();

    // Opens from the header; the × button and Escape close it.
    const open = account.getByRole('button', { name: 'My Account' });
    const dialog = page.getByRole('dialog', { name: 'My Account' });
    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await open.click();
    await expect(dialog.getByLabel('First Name')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open.click();
    const emailField = dialog.getByLabel('Email');
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Profile photo')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif');
    await expectNoSeriousA11yViolations(page);
    if (viewport.width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Focus stays in the modal: Tab from its last control does not reach the page behind.
    await dialog.getByRole('button', { name: 'Update Profile' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog') || document.activeElement === document.body)).toBe(true);

    // A file that is not one of the photo types is refused before anything is sent.
    const photo = dialog.getByLabel('Profile photo');
    await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByRole('alert')).toHaveText('Only JPG, PNG, GIF, and JPEG images are allowed.');

    await dialog.getByLabel('First Name').fill('Ada');
    await dialog.getByLabel('Last Name').fill('Lovelace');
    await dialog.getByLabel('City').fill('London');
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(8, 8, [200, 40, 90]) });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Update Profile' }).click();

    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(account.getByText('Ada Lovelace')).toBeVisible();
    const avatar = account.locator('img.ui-avatar');
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/[\w-]+\.png$/);

    await page.reload();
    await expect(account.getByText('Ada Lovelace')).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/[\w-]+\.png$/);
    await open.click();
    await expect(dialog.getByLabel('City')).toHaveValue('London');
    await expect(dialog.getByLabel('First Name')).toHaveValue('Ada');
    await expectNoSeriousA11yViolations(page);
  });
}
