/**
 * Billing as a new company's Owner uses it: the plan cards by month and year, an upgrade to
 * Business with a declined test card and then a good one, the invoice page, and the billing page
 * after it. A company of its own, so the demo company's plan stays as the other journeys expect.
 */
import { gql, ownerWithCompany, signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

test('billing: plans by month and year, upgrade with a declined then a good test card, the invoice', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token, slug } = await ownerWithCompany(request, {
    email: `billing.${Date.now()}@example.com`,
    password: 'correct-horse-9!',
    firstName: 'Bill',
    lastName: 'Payer',
    company: `Billing Co ${Date.now() % 100000}`,
  });
  await storeToken(page, token);
  await page.setViewportSize({ width: 1366, height: 900 });

  // On Starter, custom domains say why they are closed and where to open them.
  await page.goto(`/${slug}/settings/domain`);
  await expect(page.getByText('Custom domains are part of the Business plan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add domain' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Upgrade in Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Current plan: Starter' })).toBeVisible();
  await expect(page.getByText('1 seat · 1 administrator')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
  const card = (name: string) =>
    page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(3);
  await expect(card('Business')).toContainText('$25.00 per seat / month');
  await expect(card('Enterprise').getByRole('link', { name: 'Contact sales' })).toBeVisible();
  await expect(card('Starter')).toContainText('Current plan');
  await page.getByRole('tab', { name: 'Year' }).click();
  await expect(card('Business')).toContainText('$20.00 per seat / month');
  await expect(card('Business')).toContainText('Billed yearly: $240.00 a seat.');
  await expect(page.getByText('No invoices yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Checkout: the annual plan for 3 seats; the total follows the seats.
  await page.getByRole('link', { name: 'Upgrade to Business billed yearly' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/settings/plan_checkout\\?plan_id=`));
  await expect(page.getByRole('heading', { name: 'Checkout: Business (annual)' })).toBeVisible();
  const seats = page.getByRole('textbox', { name: 'Seats' });
  await expect(seats).toHaveValue('1');
  await expect(page.getByText('Total today: $240.00 for one year')).toBeVisible();
  await seats.fill('3');
  await expect(page.getByText('Total today: $720.00 for one year')).toBeVisible();
  await seats.fill('0');
  await expect(page.getByText('Choose at least 1 seat.')).toBeVisible();
  await seats.fill('3');
  const cardField = page.getByRole('textbox', { name: 'Card number' });
  await cardField.fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $720.00' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cardField.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $720.00' }).click();

  // The invoice: paid, the line with its discount against monthly billing (3 × $300.00 − $180.00).
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful. Thank you!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Invoice INV-\d{8}-[0-9A-F]{6}$/ })).toBeVisible();
  const line = page.getByRole('table', { name: 'Invoice lines' }).getByRole('row').nth(1);
  await expect(line).toContainText('3 × Business seats (annual)');
  await expect(line).toContainText('$900.00');
  await expect(line).toContainText('−$180.00 (Annual billing discount)');
  await expect(page.locator('.invoice__totals')).toContainText('Total$720.00');
  await expect(page.locator('.invoice__totals')).toContainText('Amount paid$720.00');
  await page.screenshot({ path: '/tmp/shots/billing-invoice.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Back on billing: Business, 3 seats, the card, and the invoice listed.
  await page.getByRole('link', { name: '← Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Current plan: Business (annual)' })).toBeVisible();
  await expect(page.getByText(/3 seats · 1 administrator · renews on .* · paid with Visa ending 4242/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Year' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('$720.00');
  await page.screenshot({ path: '/tmp/shots/billing-wide.png', fullPage: true });
  // Opened again from the list, the invoice says it was paid, without thanking for a payment just made.
  await page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: /^INV-/ }).first().click();
  await expect(page.getByRole('heading', { name: /^Invoice INV-/ })).toBeVisible();
  await expect(page.locator('.invoice__facts')).toContainText(/StatusPaid on/);
  await expect(page.getByText('Payment successful. Thank you!')).toHaveCount(0);
  await page.getByRole('link', { name: '← Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Current plan: Business (annual)' })).toBeVisible();

  // Business opens custom domains at once.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Domain' }).click();
  await expect(page.getByRole('button', { name: 'Add domain' })).toBeVisible();
  await expect(page.getByText('Custom domains are part of the Business plan.')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Billing' }).click();

  // A phone opens the page at its own width (a resize mid-page would measure the side nav's transition).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Current plan: Business (annual)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/shots/billing-phone.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('billing: a renewal that fails — the banner, creating paused by the server, paying lifts it at once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token, slug } = await ownerWithCompany(request, {
    email: `renewal.${Date.now()}@example.com`,
    password: 'correct-horse-9!',
    firstName: 'Rene',
    lastName: 'Wal',
    company: `Renewal Co ${Date.now() % 100000}`,
  });
  // Bought with the card that pays once and fails at renewal (the checkout screen is the journey above).
  const { plans } = await gql(request, token, 'query { plans { id code } }');
  const monthly = plans.find((p: { code: string }) => p.code === 'business_monthly').id;
  const { checkout } = await gql(
    request,
    token,
    'mutation($input: CheckoutInput!) { checkout(input: $input) { __typename ... on PaymentPayload { message } } }',
    { input: { planId: monthly, seats: 1, cardNumber: '4000 0000 0000 0341' } },
  );
  expect(checkout.__typename).toBe('PaymentPayload');
  await storeToken(page, token);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The test provider's clock runs next month's renewal today: the renewal fails.
  await page.goto(`/${slug}/settings/billing`);
  await expect(page.getByRole('heading', { name: 'Current plan: Business (monthly)' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Run the renewal now' }).click();
  await expect(page.getByText('The renewal payment failed.')).toBeVisible();
  const notice = page.getByRole('region', { name: 'Failed to Process Payment Method' });
  await expect(notice).toContainText('Overdue balance: $25.00');
  await expect(notice).toContainText('Everything keeps working until');
  await expect(banner).toContainText(/Your last payment failed\. Pay the overdue \$25\.00 by \w{3} \d{1,2}, \d{4} to keep creating\./);
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'Unpaid' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // In the grace period creating still works; after it the server refuses, and says why.
  await page.getByRole('button', { name: 'End the grace period now' }).click();
  await expect(page.getByText('The grace period has ended.')).toBeVisible();
  await expect(banner).toContainText('Your payment failed: creating new materials, uploads, invites and domains is paused until the overdue $25.00 is paid.');
  await expect(notice).toContainText('The grace period has ended');
  await page.screenshot({ path: '/tmp/shots/billing-restricted.png', fullPage: true });
  await page.getByRole('button', { name: 'Create New' }).click();
  const create = page.getByRole('dialog', { name: 'Create new material' });
  await create.getByLabel('Name').fill('After the grace period');
  await create.getByRole('radio', { name: /Walkthrough/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByRole('alert')).toContainText(
    'Your last payment failed and the grace period has ended: creating new materials, uploads, invites and domains is paused',
  );
  await expectNoSeriousA11yViolations(page);
  await create.getByRole('button', { name: 'Close' }).click();

  // The banner leads to paying: a declined card changes nothing, a good one lifts it at once.
  await page.goto(`/${slug}/walkthroughs`);
  await banner.getByRole('link', { name: 'Go to billing' }).click();
  const cardField = notice.getByRole('textbox', { name: 'Card number' });
  await cardField.fill('4000 0000 0000 0002');
  await notice.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(notice.getByText('Your card was declined.')).toBeVisible();
  await expect(banner).toBeVisible();
  await cardField.fill('4242 4242 4242 4242');
  await notice.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful. Thank you!' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Create New' }).click();
  await create.getByLabel('Name').fill('After paying');
  await create.getByRole('radio', { name: /Walkthrough/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/walkthroughs/after-paying/edit$`));
});

test('billing: a Team Admin reads the plan but does not pay', async ({ page, request }) => {
  const token = await signInToken(request, 'admin@demo.learnhub.test', 'demo-password-1');
  await storeToken(page, token);
  await page.goto('/demo/settings/billing');
  await expect(page.getByRole('heading', { name: /^Current plan: / })).toBeVisible();
  await expect(page.getByText('Only Owners manage billing.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Upgrade/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Invoices' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
