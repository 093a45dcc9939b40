import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/frames/embed-code', () => {
  it('is sandboxed (an opaque origin: never same-origin) with a policy of its own, framable anywhere but filled only by the app', async () => {
    const res = await t.fetch('/frames/embed-code');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp.startsWith('sandbox allow-scripts ')).toBe(true);
    expect(csp).not.toContain('allow-same-origin');
    // A path's embed page, itself framed by another site, must be able to frame it.
    expect(csp).toMatch(/; frame-ancestors \*$/);
    const page = await res.text();
    // It takes the snippet only from its parent, only when that parent is on the app's origin, and only once.
    expect(page).toContain('e.source !== parent');
    expect(page).toContain('e.origin !== new URL(location.href).origin');
    expect(page).toContain("removeEventListener('message', onMessage)");
  });
});
