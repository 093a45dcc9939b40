import { type APIRequestContext, expect, test } from './support/test';
import { signInAs } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const DEMO_PASSWORD = 'demo-password-1';

/** The invitation link from the dev outbox, as the invitee would find it in their mail. */
async function inviteLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { mails } = (await response.json()) as { mails: { text: string }[] };
    link = mails.map((mail) => mail.text.match(/https?:\/\/\S+\/invite\/[^\s"<>)]+/)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return new URL(link as string).pathname;
}

test('team: invite someone, they accept, change their role, delete them', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  await signInAs(page, request, 'owner@demo.learnhub.test', DEMO_PASSWORD);
  await page.goto('/demo/settings/team');

  const members = page.getByRole('table', { name: 'Admin users' });
  await expect(members.getByRole('columnheader')).toHaveText(['Name', 'Role', 'Delete']);
  await expect(members.getByRole('row').filter({ hasText: 'owner@demo.learnhub.test' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/team-page.png', fullPage: true });

  // Invite rows: the first cannot be removed, others can.
  const invite = page.getByRole('form', { name: 'Invite team members' });
  await expect(invite.getByRole('button', { name: /Remove invite/ })).toHaveCount(0);
  await invite.getByRole('button', { name: 'Add another' }).click();
  await expect(invite.getByLabel('Email 2')).toBeVisible();
  await expect(invite.getByLabel('Email 2')).toHaveAttribute('placeholder', 'name@company.com');
  await expectNoSeriousA11yViolations(page);
  await invite.getByRole('button', { name: 'Remove invite 2' }).click();
  await expect(invite.getByLabel('Email 2')).toHaveCount(0);

  // A bad address is the server's to refuse: error toast and the message at the field.
  await invite.getByLabel('Email 1').fill('not-an-address');
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.locator('.ui-toast--error')).toBeVisible();
  await expect(invite.getByLabel('Email 1')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: '/tmp/shots/team-invite-error.png' });

  const email = `invitee-${Date.now()}@example.com`;
  await invite.getByLabel('Email 1').fill(email);
  await invite.getByLabel('Role 1').selectOption({ label: 'Member' });
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invites sent successfully!' })).toBeVisible();
  await expect(invite.getByLabel('Email 1')).toHaveValue('');
  await expect(invite.getByLabel('Email 2')).toHaveCount(0);
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByRole('listitem').filter({ hasText: email })).toContainText('Member');

  // The invitee opens the mailed link in their own browser, signs up with that address and accepts.
  const link = await inviteLink(request, email);
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Join Demo Co' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Sign up' }).click();
  // The invitation's address is filled in.
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('Invitee-password-1!');
  await invitee.getByLabel('Repeat password').fill('Invitee-password-1!');
  await invitee.getByLabel(/I agree to the terms/).check();
  await invitee.getByRole('button', { name: 'Create Account' }).click();
  await invitee.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(invitee).not.toHaveURL(/\/invite\//);

  // The owner's page shows the new member without a reload (teamChanged subscription), and the
  // accepted invitation leaves the pending list.
  const row = members.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(pending.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Member, change role of/ })).toBeVisible();

  // Clicking the role turns it into a picker; choosing saves and closes it.
  await row.getByRole('button', { name: /change role of/ }).click();
  const picker = row.getByRole('combobox', { name: /Role of/ });
  await expect(picker).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/team-role-picker.png' });
  await picker.selectOption({ label: 'Team Admin' });
  await expect(picker).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Team Admin, change role of/ })).toBeFocused();
  await page.reload();
  await expect(members.getByRole('row').filter({ hasText: email })).toContainText('Team Admin');

  // Delete, confirmed.
  await members
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: /^Delete/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure to delete?' });
  await expect(confirm).toContainText(`Are you sure you want to delete this member: ${email}?`);
  await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/team-delete-confirm.png' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('.ui-toast--success')).toBeVisible();
  await expect(members.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The removed member, on their next page, is told why they are back in onboarding.
  await invitee.goto('/');
  await expect(invitee).toHaveURL(/\/onboarding$/);
  await expect(invitee.getByText('You were removed from Demo Co.')).toBeVisible();
  await expectNoSeriousA11yViolations(invitee);
  await invitee.screenshot({ path: '/tmp/shots/team-removed-member.png' });
  await inviteeContext.close();
});

test('team: a pending invitation is listed, revoked after confirmation, and its link stops working', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  await signInAs(page, request, 'owner@demo.learnhub.test', DEMO_PASSWORD);
  await page.goto('/demo/settings/team');
  await expect(page.getByRole('table', { name: 'Admin users' })).toBeVisible();

  const email = `revoked-${Date.now()}@example.com`;
  const invite = page.getByRole('form', { name: 'Invite team members' });
  await invite.getByLabel('Email 1').fill(email);
  await invite.getByLabel('Role 1').selectOption({ label: 'Team Admin' });
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invites sent successfully!' })).toBeVisible();

  // Listed between the invite form and the members table: e-mail, role display name, expiry, Revoke.
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  const item = pending.getByRole('listitem').filter({ hasText: email });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Team Admin');
  await expect(item).toContainText(/Expires [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(['Invite team members', 'Pending invitations', 'Admin users']);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/team-pending-invites.png', fullPage: true });
  // Narrowing the window folds the sidebar away by itself (no stored choice), and widening opens it again.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  await pending.screenshot({ path: '/tmp/shots/team-pending-invites-mobile.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();

  // "No" keeps it.
  await item.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke invitation' });
  await expect(confirm).toContainText(`Are you sure you want to revoke the invitation to ${email}?`);
  await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/team-revoke-confirm.png' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();

  // "Yes" revokes it: toast, gone from the list (and, with nothing else pending, the list too).
  await item.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation revoked.' })).toBeVisible();
  await expect(item).toHaveCount(0);
  // The seeded demo company has no other pending invitations (the first journey's was accepted).
  await expect(pending).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Admin users' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // The mailed link now leads to the invalid-invitation page.
  const link = await inviteLink(request, email);
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'This invitation is not valid' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(invitee);
  await invitee.screenshot({ path: '/tmp/shots/team-revoked-link.png' });
  await inviteeContext.close();
});

test('team: a View Only member sees a read-only list', async ({ page, request }) => {
  await signInAs(page, request, 'viewer@demo.learnhub.test', DEMO_PASSWORD);
  await page.goto('/demo/settings/team');
  const members = page.getByRole('table', { name: 'Admin users' });
  await expect(members.getByRole('row').filter({ hasText: 'owner@demo.learnhub.test' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Invite team members' })).toHaveCount(0);
  await expect(members.getByRole('columnheader')).toHaveText(['Name', 'Role']);
  await expect(members.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/team-view-only.png' });
});
