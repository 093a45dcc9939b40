/**
 * Settings → LRS forwarding as an Owner uses it: read the company's own LRS address, add an LRS
 * (the server's reasons beside the fields first), and see a statement sent to this company's LRS
 * arrive in the other one — another company's LRS on this same server, read back with its own
 * token — then an LRS with wrong credentials shows "Failing since", and is removed. At
 * 1366×900 and on a phone, with an accessibility scan on each state.
 */
import type { APIRequestContext } from '@playwright/test';
import { ownerWithCompany, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

const PASSWORD = 'Lrs-forwarding-password-1!';

async function xapiToken(request: APIRequestContext, sessionToken: string) {
  const res = await request.post('/api/v1/api_tokens', {
    headers: { authorization: `Bearer ${sessionToken}` },
    data: { name: 'LRS', scopes: ['xapi:read', 'xapi:write'] },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

const xapi = (token: string) => ({ authorization: `Bearer ${token}`, 'x-experience-api-version': '1.0.3' });

for (const viewport of [
  { name: 'at 1366×900', width: 1366, height: 900 },
  { name: 'at 390×844', width: 390, height: 844 },
]) {
  test(`${viewport.name}: an Owner forwards the company's statements to another LRS and sees one that fails`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const stamp = `${viewport.width}.${Date.now()}`;
    const owner = await ownerWithCompany(request, { email: `lrs.${stamp}@example.com`, password: PASSWORD, firstName: 'Lena', company: `LRS ${stamp}` });
    // The receiving LRS: another company's, on this server, and its token.
    const theirs = await ownerWithCompany(request, {
      email: `lrs.other.${stamp}@example.com`,
      password: PASSWORD,
      firstName: 'Omar',
      company: `Other LRS ${stamp}`,
    });
    const theirToken = await xapiToken(request, theirs.token);
    const ourToken = await xapiToken(request, owner.token);

    await storeToken(page, owner.token);
    await page.goto(`/${owner.slug}/settings/lrs-forwarding`);
    await expect(page.getByRole('heading', { level: 2, name: 'LRS forwarding' })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(page.getByText(`${origin}/xapi/`)).toBeVisible();
    await expect(page.getByText('No LRS yet.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/lrs-forwarding-${viewport.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Add an LRS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an LRS' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'xAPI endpoint' })).toBeFocused();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'xAPI endpoint' }).fill('ftp://lrs.example.com');
    await dialog.getByRole('textbox', { name: 'User name', exact: true }).fill(theirToken);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('unused');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText("Enter the LRS's xAPI endpoint, an http:// or https:// address such as https://lrs.example.com/xapi.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/lrs-forwarding-add-${viewport.width}.png` });
    await dialog.getByRole('textbox', { name: 'xAPI endpoint' }).fill(`${origin}/xapi`);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Company LRS');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Forwarder added. New statements go to this LRS from now on.')).toBeVisible();
    const card = page.getByRole('article', { name: 'Company LRS' });
    await expect(card).toContainText('Healthy');
    await expect(card).toContainText('All statements');

    // An xAPI client records a statement here; the worker forwards it, with its id, to the other LRS.
    const id = crypto.randomUUID();
    const put = await request.put(`/xapi/statements?statementId=${id}`, {
      headers: xapi(ourToken),
      data: {
        actor: { mbox: `mailto:learner.${stamp}@example.com` },
        verb: { id: 'http://adlnet.gov/expapi/verbs/completed' },
        object: { id: 'https://courses.example.com/safety' },
      },
    });
    expect(put.status()).toBe(204);
    await expect
      .poll(async () => (await request.get(`/xapi/statements?statementId=${id}`, { headers: xapi(theirToken) })).status(), { timeout: 20_000 })
      .toBe(200);

    // An LRS that refuses the credentials: after its first attempt the card says it is failing.
    await page.getByRole('button', { name: 'Add an LRS' }).click();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Old LRS');
    await dialog.getByRole('textbox', { name: 'xAPI endpoint' }).fill(`${origin}/xapi`);
    await dialog.getByRole('textbox', { name: 'User name', exact: true }).fill('lh_notatoken');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    const second = crypto.randomUUID();
    await request.put(`/xapi/statements?statementId=${second}`, {
      headers: xapi(ourToken),
      data: {
        actor: { mbox: `mailto:learner.${stamp}@example.com` },
        verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' },
        object: { id: 'https://courses.example.com/safety' },
      },
    });
    const old = page.getByRole('article', { name: 'Old LRS' });
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await old.textContent()) ?? '';
        },
        { timeout: 20_000 },
      )
      .toContain('Failing since');
    await expect(old).toContainText('1 statement');
    await expect(page.getByRole('article', { name: 'Company LRS' })).toContainText('Healthy');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/lrs-forwarding-list-${viewport.width}.png`, fullPage: true });

    await old.getByRole('button', { name: 'Remove Old LRS' }).click();
    await page.getByRole('dialog', { name: 'Remove LRS' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Forwarder removed. No more statements are sent to it.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Old LRS' })).toHaveCount(0);
  });
}
