import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/harness.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

describe('dev outbox', () => {
  it('lists mailed links as clickable, escaped HTML when exposed', async () => {
    const t = await createTestApp();
    apps.push(t);
    await t.deps.mailer.send({ to: 'dev@example.com', subject: '<b>Hi</b>', text: 'Open http://app.test/confirm-email?token=abc now', kind: 'test' });
    const page = await (await t.fetch('/dev/outbox')).text();
    expect(page).toContain('<a href="http://app.test/confirm-email?token=abc">');
    expect(page).toContain('&#60;b&#62;Hi&#60;/b&#62;');
    const json = await (await t.fetch('/api/dev/outbox?to=DEV@example.com')).json();
    expect(json.mails.map((m: { subject: string }) => m.subject)).toEqual(['<b>Hi</b>']);
  });

  it('is only served to clients on this machine', async () => {
    const t = await createTestApp();
    apps.push(t);
    const remote = createApp(t.deps);
    const res = await remote.fetch(new Request('http://app.test/api/dev/outbox'), { ip: '203.0.113.9' });
    expect(res.status).toBe(404);
    const page = await remote.fetch(new Request('http://app.test/dev/outbox'), { ip: '203.0.113.9' });
    expect(page.status).toBe(404);
  });

  it('is not served in production', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    apps.push(t);
    expect((await t.fetch('/api/dev/outbox')).status).toBe(404);
    expect(await (await t.fetch('/dev/outbox')).text()).not.toContain('Outbox (development)');
  });
});
