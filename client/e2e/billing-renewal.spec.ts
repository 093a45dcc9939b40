/**
 * The test provider's clock renews the NEXT month, once per click: it once moved the paid month's
 * end to today and billed that month again ($200 for one month). A company of its own.
 */
import { gql, ownerWithCompany, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

test('billing: each "Run the renewal now" bills the month after the paid one, and the plan renews a month later', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token, slug } = await ownerWithCompany(request, {
    email: `clock.${Date.now()}@example.com`,
    password: 'correct-horse-9!',
    firstName: 'Tick',
    lastName: 'Tock',
    company: `Clock Co ${Date.now() % 100000}`,
  });
  // Business monthly, 4 seats with the card that always pays: $100.00 a month.
  const { plans } = await gql(request, token, 'query { plans { id code } }');
  const monthly = plans.find((p: { code: string }) => p.code === 'business_monthly').id;
  const { checkout } = await gql(request, token, 'mutation($input: CheckoutInput!) { checkout(input: $input) { __typename } }', {
    input: { planId: monthly, seats: 4, cardNumber: '4242 4242 4242 4242' },
  });
  expect(checkout.__typename).toBe('PaymentPayload');
  const { billing } = await gql(request, token, 'query { billing { currentPeriodEnd } }');
  await storeToken(page, token);
  await page.setViewportSize({ width: 1366, height: 900 });

  /** The paid period's end moved on by `months`, as the page writes dates. */
  const paidEndPlus = (months: number) =>
    page.evaluate(
      ([iso, n]) => {
        const d = new Date(iso);
        d.setUTCMonth(d.getUTCMonth() + n);
        return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
      },
      [billing.currentPeriodEnd as string, months] as const,
    );

  await page.goto(`/${slug}/settings/billing`);
  await expect(page.getByText(`renews on ${await paidEndPlus(0)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Run the renewal now' }).click();
  await expect(page.getByText('Renewed for the next period.')).toBeVisible();
  await expect(page.getByText(`renews on ${await paidEndPlus(1)}`)).toBeVisible();
  const paid = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'Paid' });
  await expect(paid).toHaveCount(2);
  await expect(paid.filter({ hasText: '$100.00' })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // The renewal's invoice is for the month after the paid one.
  await paid.first().getByRole('link').click();
  await expect(page.getByRole('cell', { name: `${await paidEndPlus(0)} – ${await paidEndPlus(1)}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
