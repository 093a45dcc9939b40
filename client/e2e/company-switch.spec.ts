import { expect, type Page, test } from './support/test';
import { gql, mailedPath, ownerWithCompany, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

// A person in two companies: unfinished onboarding resumes from the root, the shell reminds them
// to confirm their e-mail, and they switch company by opening the other one's address and from
// the avatar menu (authoring spec §2; switchCompany).
const stamp = Date.now();
const PASSWORD = 'Switcher-password-1!';
const SWITCHER = `switcher-${stamp}@example.com`;
const HOST = `host-${stamp}@example.com`;
const OWN_COMPANY = `Switch Co ${stamp % 100000}`;
const OTHER_COMPANY = `Host Co ${stamp % 100000}`;

async function look(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}

test('a user in two companies resumes onboarding, is reminded to confirm, and switches by address and by menu', async ({ page, request }) => {
  test.setTimeout(120_000); // sign-up may have to wait out its rate limit
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const own = await ownerWithCompany(request, { email: SWITCHER, password: PASSWORD, firstName: 'Sasha', company: OWN_COMPANY });

  // Onboarding was left before its last step (the profile is not activated): the root resumes it,
  // even though a company exists.
  await storeToken(page, own.token);
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding$/);
  await gql(request, own.token, 'mutation { activateProfile { __typename } }');
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/${own.slug}/dashboard$`));

  // The e-mail is not confirmed yet: a polite reminder that can send the mail again, and be put
  // away for this visit.
  const banner = page.getByRole('region', { name: 'Please confirm your email address.' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Resend email' }).click();
  await expect(banner.getByRole('status')).toHaveText("We've sent a new verification email.");
  await look(page, 'switch-banner');
  await page.setViewportSize({ width: 390, height: 844 });
  // The shell folds its side navigation when it sees the narrow window: the page settles after that.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await look(page, 'switch-banner-narrow');
  await page.setViewportSize({ width: 1280, height: 720 });
  await banner.getByRole('button', { name: 'Dismiss the email confirmation reminder' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Another company invites them; accepting (which also confirms the address the invite went to)
  // makes the session act for it.
  const host = await ownerWithCompany(request, { email: HOST, password: PASSWORD, firstName: 'Hana', company: OTHER_COMPANY });
  await gql(request, host.token, 'mutation($input: InviteTeamMembersInput!) { inviteTeamMembers(input: $input) { __typename } }', {
    input: { invites: [{ email: SWITCHER, role: 'MEMBER' }] },
  });
  const invitePath = await mailedPath(request, SWITCHER, /https?:\/\/\S+\/invite\/[^\s"<>)]+/);
  const inviteToken = decodeURIComponent(invitePath.slice(invitePath.indexOf('/invite/') + '/invite/'.length));
  const { acceptInvite } = await gql(
    request,
    own.token,
    'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { __typename ... on Error { message } } }',
    { input: { token: inviteToken } },
  );
  expect(acceptInvite.__typename, JSON.stringify(acceptInvite)).toBe('AcceptInvitePayload');

  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/${host.slug}/dashboard$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Opening the other company's address switches the session to it and stays on that address:
  // the page shows that company's settings, not the one the session acted for before.
  await page.goto(`/${own.slug}/settings/company`);
  await expect(page).toHaveURL(new RegExp(`/${own.slug}/settings/company$`));
  await expect(page.getByLabel('Company name')).toHaveValue(OWN_COMPANY);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/${own.slug}/dashboard`);
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/${own.slug}/dashboard$`));

  // The avatar menu lists both companies, the current one marked.
  await page.getByRole('button', { name: /Account menu for Sasha Tester/ }).click();
  const companies = page.getByRole('menu').getByRole('group', { name: 'Switch company' });
  await expect(companies.getByRole('menuitem')).toHaveText([OWN_COMPANY, OTHER_COMPANY]);
  await expect(companies.getByRole('menuitem', { name: OWN_COMPANY })).toHaveAttribute('aria-current', 'true');
  await look(page, 'switch-menu');
  await companies.getByRole('menuitem', { name: OTHER_COMPANY }).click();
  await expect(page).toHaveURL(new RegExp(`/${host.slug}/dashboard$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Every page now reads the new company (a Member sees its settings read-only).
  await page.getByRole('button', { name: /Account menu for Sasha Tester/ }).click();
  await page.getByRole('menuitem', { name: 'Company settings' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue(OTHER_COMPANY);
  await expect(page.getByText('Only Owners and Team Admins can change these settings.')).toBeVisible();
  await look(page, 'switch-other-company');

  // Switching replaced the Relay environment and reloaded the page's data without a hitch.
  expect(problems).toEqual([]);
});
