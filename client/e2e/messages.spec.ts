import { expect, type Page, test } from './support/test';
import { signInToken, storeToken } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

// The static Messages sample screen (audience.md §2) and the second Docs page with its table of
// sample docs (authoring.md §2), at a laptop size and at a phone size. Neither page talks to the
// server: the journey counts GraphQL requests while it uses them.

const SIZES = [
  { name: 'wide', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

/** Follows a top-bar quick link: in the bar on a wide screen, in the avatar menu on a phone. */
async function openQuickLink(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: /Account menu for Olivia Owner/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name }).click();
  }
}

/** Counts the GraphQL requests the page makes from now on. */
function countGraphqlRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') count += 1;
  });
  return () => count;
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const phone = size.name === 'phone';
    const shot = (name: string) => `/tmp/shots/messages-${size.name}-${name}.png`;

    test('messages preview: filters, search, sort, a thread, the Information popup, a local message, the tab menu; then the sample docs table', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await storeToken(page, await signInToken(request, 'owner@demo.learnhub.test', 'demo-password-1'));
      await page.goto('/demo/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

      // Messages from the app's navigation.
      await openQuickLink(page, 'Messages', phone);
      await expect(page).toHaveURL(/\/demo\/messages$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(page).toHaveTitle('Messages · LearnHub');
      await expect(page.getByText('This section is being built')).toHaveCount(0);
      const graphqlRequests = countGraphqlRequests(page);

      // The screen says it is a preview with sample data.
      await expect(page.getByRole('note')).toContainText('Preview.');
      await expect(page.getByRole('note')).toContainText('sample conversations, and nothing you write here is sent');

      // Nothing open yet; the thread cards, newest first, each message cut at 40 characters.
      await expect(page.getByRole('heading', { level: 2, name: 'Select contact to start the conversation' })).toBeVisible();
      const threads = page.getByRole('region', { name: 'Threads' });
      const cards = threads.getByRole('listitem');
      const names = threads.locator('.thread-card__name');
      await expect(names).toHaveText(['Ava Thompson', 'Liam Carter', 'Sofia Martinez', 'Noah Williams', 'Emma Johnson']);
      const ava = threads.getByRole('button', { name: /^Ava Thompson/ });
      await expect(ava.locator('.thread-card__preview')).toHaveText('Could you check the dosage table in step…');
      await expect(ava.locator('.thread-card__time')).toHaveText('5 minutes ago');
      await expect(ava).toContainText('Has an attachment.');
      await expect(ava).toContainText('Important.');
      await expect(ava).toContainText('2 unread messages.');
      await expect(ava).toHaveClass(/thread-card--unread/);
      await expect(threads.getByRole('button', { name: /^Liam Carter/ }).locator('.thread-card__time')).toHaveText('3 hours ago');
      await expect(threads.getByRole('button', { name: /^Sofia Martinez/ })).not.toHaveClass(/thread-card--unread/);
      await expect(threads.getByRole('button', { name: /^Sofia Martinez/ }).locator('.thread-card__preview')).toHaveText(
        'You: Yes, I have reset your attempts. Good lu…',
      );
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: shot('list'), fullPage: true });

      // Filters: Important, Archived (empty), back to All threads.
      const filters = page.getByRole('group', { name: 'Show threads' });
      await expect(filters.getByRole('button')).toHaveText(['All threads', 'Important', 'Archived']);
      await expect(filters.getByRole('button', { name: 'All threads' })).toHaveAttribute('aria-pressed', 'true');
      await filters.getByRole('button', { name: 'Important' }).click();
      await expect(filters.getByRole('button', { name: 'Important' })).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.getByRole('button', { name: 'All threads' })).toHaveAttribute('aria-pressed', 'false');
      await expect(names).toHaveText(['Ava Thompson', 'Sofia Martinez']);
      await filters.getByRole('button', { name: 'Archived' }).click();
      await expect(cards).toHaveCount(0);
      await expect(threads.getByText('There is nothing here yet!')).toBeVisible();
      await expect(threads.getByText('0 threads')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: shot('archived-empty'), fullPage: true });
      await filters.getByRole('button', { name: 'All threads' }).click();
      await expect(cards).toHaveCount(5);

      // Search Learner: by name, any case; no match says so.
      const search = page.getByRole('searchbox', { name: 'Search Learner' });
      await expect(search).toHaveAttribute('placeholder', 'Search Learner');
      await search.fill('SOFIA');
      await expect(names).toHaveText(['Sofia Martinez']);
      await expect(threads.getByText('1 thread', { exact: true })).toBeVisible();
      await search.fill('zz');
      await expect(threads.getByText('No learner matches “zz”.')).toBeVisible();
      await search.fill('');
      await expect(cards).toHaveCount(5);

      // Sort: newest first, then oldest first, by keyboard.
      const sort = threads.getByRole('button', { name: 'Sort: Newest first' });
      await sort.focus();
      await page.keyboard.press('Enter');
      await expect(threads.getByRole('button', { name: 'Sort: Oldest first' })).toBeFocused();
      await expect(names).toHaveText(['Emma Johnson', 'Noah Williams', 'Sofia Martinez', 'Liam Carter', 'Ava Thompson']);
      await threads.getByRole('button', { name: 'Sort: Oldest first' }).click();
      await expect(names).toHaveText(['Ava Thompson', 'Liam Carter', 'Sofia Martinez', 'Noah Williams', 'Emma Johnson']);

      // Open a thread: the chat pane shows it and its unread count goes.
      await ava.click();
      await expect(ava).toHaveAttribute('aria-current', 'true');
      await expect(ava).not.toContainText('unread');
      const chat = page.getByRole('region', { name: 'Subject: Medication - Step 4' });
      await expect(chat.getByRole('heading', { level: 2, name: 'Subject: Medication - Step 4' })).toBeVisible();
      await expect(page.getByText('Select contact to start the conversation')).toHaveCount(0);
      const log = chat.getByRole('log', { name: 'Messages with Ava Thompson' });
      await expect(log.getByRole('listitem')).toHaveCount(4);
      await expect(log.getByRole('listitem').last()).toContainText(
        'Could you check the dosage table in step 4 before Friday? I am not sure about the night dose.',
      );
      await expect(log).toContainText('dosage-notes.pdf');
      if (phone) await expect(chat.getByRole('heading', { level: 2 })).toBeInViewport();

      // The Information popup expands and collapses (button, keyboard and Escape).
      const info = chat.getByRole('button', { name: 'Information' });
      await expect(info).toHaveAttribute('aria-expanded', 'false');
      const popup = chat.locator('.messages-info');
      await expect(popup).toBeHidden();
      await info.click();
      await expect(info).toHaveAttribute('aria-expanded', 'true');
      await expect(popup).toBeVisible();
      await expect(popup.locator('dt')).toHaveText(['Sender', 'Created', 'Last update']);
      await expect(popup.locator('dd').first()).toContainText('Ava Thompson');
      await expect(popup.locator('dd').first()).toContainText('ava.thompson@example.com');
      await expect(popup.locator('dd').last()).toContainText('(5 minutes ago)');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: shot('thread-information'), fullPage: !phone });
      await info.click();
      await expect(info).toHaveAttribute('aria-expanded', 'false');
      await expect(popup).toBeHidden();
      await info.focus();
      await page.keyboard.press('Enter');
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(info).toBeFocused();

      // The composer adds the message here (it is not sent anywhere).
      const composer = chat.getByRole('textbox', { name: 'Your message' });
      await expect(composer).toHaveAttribute('placeholder', 'Write your message...');
      const send = chat.getByRole('button', { name: 'Send' });
      await expect(send).toBeDisabled();
      await composer.fill('Thanks Ava, I will look at the night dose today.');
      await send.click();
      await expect(log.getByRole('listitem')).toHaveCount(5);
      await expect(log.getByRole('listitem').last()).toContainText('You');
      await expect(log.getByRole('listitem').last()).toContainText('just now');
      await expect(log.getByRole('listitem').last()).toContainText('Thanks Ava, I will look at the night dose today.');
      await expect(composer).toHaveValue('');
      await expect(ava.locator('.thread-card__preview')).toHaveText('You: Thanks Ava, I will look at the night dos…');
      await expect(ava.locator('.thread-card__time')).toHaveText('just now');
      // Enter sends too; Shift+Enter is a new line.
      await composer.fill('One more thing');
      await composer.press('Shift+Enter');
      await composer.pressSequentially('on Friday.');
      await composer.press('Enter');
      await expect(log.getByRole('listitem')).toHaveCount(6);
      await expect(log.getByRole('listitem').last()).toContainText('One more thing\non Friday.');
      await expect(ava.locator('.thread-card__preview')).toHaveText('You: One more thing on Friday.');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: shot('sent'), fullPage: true });

      // Another thread opens in the pane; the first keeps what was written on this screen.
      await threads.getByRole('button', { name: /^Liam Carter/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Subject: Onboarding - Step 2' })).toBeVisible();
      await threads.getByRole('button', { name: /^Ava Thompson/ }).click();
      await expect(log.getByRole('listitem')).toHaveCount(6);

      // The tab menu: five placeholder rows under each of Walkthroughs, Docs, Paths (arrow keys too).
      const materials = page.getByRole('region', { name: 'Materials' });
      const tabs = materials.getByRole('tablist', { name: 'Materials' });
      await expect(tabs.getByRole('tab')).toHaveText(['Walkthroughs', 'Docs', 'Paths']);
      await expect(tabs.getByRole('tab', { name: 'Walkthroughs' })).toHaveAttribute('aria-selected', 'true');
      const rows = materials.getByRole('tabpanel').getByRole('listitem');
      await expect(rows).toHaveCount(5);
      await expect(rows.first()).toContainText('Walkthrough 1');
      await tabs.getByRole('tab', { name: 'Docs' }).click();
      await expect(tabs.getByRole('tab', { name: 'Docs' })).toHaveAttribute('aria-selected', 'true');
      await expect(rows).toHaveCount(5);
      await expect(materials.locator('.messages-materials__name')).toHaveText(['Doc 1', 'Doc 2', 'Doc 3', 'Doc 4', 'Doc 5']);
      await page.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: 'Paths' })).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.getByRole('tab', { name: 'Paths' })).toBeFocused();
      await expect(materials.locator('.messages-materials__name')).toHaveText(['Path 1', 'Path 2', 'Path 3', 'Path 4', 'Path 5']);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: shot('tab-menu'), fullPage: true });

      // Nothing on this screen called the server.
      expect(graphqlRequests()).toBe(0);

      // The second Docs page: the table of sample docs, from the Docs page's tab bar.
      await openQuickLink(page, 'Docs', phone);
      await expect(page).toHaveURL(/\/demo\/docs$/);
      const docsTabs = page.getByRole('navigation', { name: 'Docs sections' });
      await expect(docsTabs.getByRole('link')).toHaveText([/^Docs/, 'Manage Access', 'Sample docs']);
      await docsTabs.getByRole('link', { name: 'Sample docs' }).click();
      await expect(page).toHaveURL(/\/demo\/docs\/samples$/);
      await expect(docsTabs.getByRole('link', { name: 'Sample docs' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: 'Docs' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Sample docs' })).toBeVisible();
      await expect(page.getByRole('note')).toContainText('Sample data.');
      const table = page.getByRole('table', { name: 'Sample docs' });
      await expect(table.getByRole('columnheader')).toHaveText([/^Name/, /^Type/, /^Owner/, /^Updated/, /^Status/]);
      const bodyRows = table.locator('tbody tr');
      await expect(bodyRows).toHaveCount(7);
      // Newest first to start with.
      await expect(table.getByRole('columnheader', { name: /^Updated/ })).toHaveAttribute('aria-sort', 'descending');
      await expect(bodyRows.first()).toContainText('Customer care FAQ');
      await expect(bodyRows.first()).toContainText('Feb 25, 2026');
      await table.getByRole('button', { name: /^Name/ }).click();
      await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
      await expect(table.getByRole('columnheader', { name: /^Updated/ })).not.toHaveAttribute('aria-sort');
      await expect(bodyRows.locator('td:first-child')).toHaveText([
        'Brand guidelines',
        'Customer care FAQ',
        'Data privacy policy',
        'Employee handbook',
        'Medication dosage chart',
        'Safety checklist',
        'Sales basics deck',
      ]);
      await table.getByRole('button', { name: /^Name/ }).click();
      await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
      await expect(bodyRows.first()).toContainText('Sales basics deck');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: shot('sample-docs'), fullPage: true });
    });
  });
}
