/**
 * LTI Dynamic Registration against the fake platform (test/lti-platform.ts checks our request
 * as the specification lists it): the address from Settings registers the platform for the
 * company of whoever copied it; a forged, expired or reused-elsewhere address is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type FakePlatform, startFakePlatform } from '../../test/lti-platform.js';

let t: TestApp;
let platform: FakePlatform;

beforeAll(async () => {
  t = await createTestApp({ env: { LTI_ALLOW_PRIVATE_PLATFORMS: 'true' } });
  platform = await startFakePlatform();
});
afterAll(async () => {
  await platform?.close();
  await t?.close();
});

async function registrationUrl(token: string): Promise<string> {
  const res = await t.gql('{ ltiRegistrationUrl { url expiresAt } }', {}, token);
  expect(res.errors).toBeUndefined();
  return res.data.ltiRegistrationUrl.url;
}

/** What the platform does with the address: opens it with its configuration and a token. */
function opened(url: string, p = platform) {
  const u = new URL(url);
  u.searchParams.set('openid_configuration', p.openidConfigurationUrl);
  u.searchParams.set('registration_token', p.registrationToken);
  return t.fetch(u.pathname + u.search);
}

describe('LTI Dynamic Registration', () => {
  it("registers the platform for the copier's company, with the client id and deployment the platform gives", async () => {
    const { company, owner } = await buildCompany(t);
    const url = await registrationUrl(owner.token);
    expect(url.startsWith('http://app.test/lti/register?')).toBe(true);
    const res = await opened(url);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('LearnHub is registered with fakelms');
    expect(html).toContain('org.imsglobal.lti.close');
    const last = platform.registrations.at(-1)!;
    expect(last.problems).toEqual([]);
    expect(last.body).toMatchObject({
      initiate_login_uri: 'http://app.test/lti/login',
      redirect_uris: ['http://app.test/lti/launch'],
      jwks_uri: 'http://app.test/lti/jwks',
    });
    const rows = await t.prisma.ltiPlatform.findMany({ where: { companyId: company.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      issuer: platform.issuer,
      clientId: last.clientId,
      deploymentIds: ['dyn-deployment'],
      jwksUrl: platform.jwksUrl,
      authLoginUrl: platform.authLoginUrl,
      authTokenUrl: platform.authTokenUrl,
      registeredBy: 'dynamic',
    });
  });

  it('refuses a forged or expired address, and one whose copier may no longer manage integrations', async () => {
    const { company, owner } = await buildCompany(t);
    const url = await registrationUrl(owner.token);
    const forged = new URL(url);
    const other = await buildCompany(t);
    forged.searchParams.set('company', other.company.id);
    const res = await opened(forged.toString());
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This registration address is not valid');
    const expired = new URL(url);
    expired.searchParams.set('expires', String(Date.now() - 1000));
    expect(await (await opened(expired.toString())).text()).toContain('not valid');

    const admin = await buildUser(t, { companyId: company.id, role: 'TEAM_ADMIN' });
    const adminUrl = await registrationUrl(admin.token);
    await t.prisma.membership.updateMany({ where: { companyId: company.id, userId: admin.user.id }, data: { role: 'MEMBER' } });
    const demoted = await opened(adminUrl);
    expect(demoted.status).toBe(400);
    expect(await t.prisma.ltiPlatform.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('is not offered to Members', async () => {
    const { company } = await buildCompany(t);
    const member = await buildUser(t, { companyId: company.id, role: 'MEMBER' });
    const res = await t.gql('{ ltiRegistrationUrl { url } }', {}, member.token);
    expect(res.errors?.[0]?.message).toBeTruthy();
  });
});
