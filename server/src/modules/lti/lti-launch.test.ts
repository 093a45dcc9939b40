/**
 * LTI 1.3 launches from a fake platform (test/lti-platform.ts) over the real HTTP surface: the
 * 1EdTech certification guide's twelve known-bad payloads are refused with a page that names the
 * reason; its valid instructor and student launches (with and without names, e-mail, context)
 * are accepted; learners are matched by platform and `sub`, never by e-mail; deep linking
 * returns signed items the platform accepts; and a registration never reaches another company.
 */
import { LTI_LAUNCH_ERRORS, type LtiLaunchError } from '@learnhub/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type FakePlatform, startFakePlatform } from '../../test/lti-platform.js';
import { publishedMaterial } from '../progress/progress.test-helpers.js';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let t: TestApp;
let platform: FakePlatform;
let company: Awaited<ReturnType<typeof buildCompany>>;
let material: { id: string; slug: string };

async function register(p: FakePlatform, token: string) {
  return t.fetch('/api/v1/lti/platforms', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(p.registration()),
  });
}

beforeAll(async () => {
  t = await createTestApp({ env: { LTI_ALLOW_PRIVATE_PLATFORMS: 'true' } });
  company = await buildCompany(t);
  material = await publishedMaterial(t, company.company.id);
  platform = await startFakePlatform();
  platform.trustTool(async () => (await t.fetch('/lti/jwks')).json());
  expect((await register(platform, company.owner.token)).status).toBe(201);
});

afterAll(async () => {
  await platform?.close();
  await t?.close();
});

/** Step 1 as the browser makes it: the platform's login initiation. */
async function login(o: { target?: string; p?: FakePlatform } = {}) {
  const p = o.p ?? platform;
  const query = new URLSearchParams({
    iss: p.issuer,
    login_hint: 'opaque-hint',
    target_link_uri: o.target ?? `http://app.test/lti/launch?material=${material.id}`,
    client_id: p.clientId,
    lti_deployment_id: p.deploymentId,
  });
  const res = await t.fetch(`/lti/login?${query}`);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  return {
    location,
    state: location.searchParams.get('state')!,
    nonce: location.searchParams.get('nonce')!,
    cookie: res.headers.get('set-cookie')!.split(';')[0]!,
    target: o.target ?? `http://app.test/lti/launch?material=${material.id}`,
  };
}

/** Step 2: the platform's form post of the id_token, from the same browser (its cookie) unless told otherwise. */
async function launch(idToken: string, state: string, cookie: string | null, headers: Record<string, string> = {}) {
  return t.fetch('/lti/launch', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...headers },
    body: new URLSearchParams({ id_token: idToken, state }),
  });
}

async function studentLaunch(edit: (payload: Record<string, unknown>) => void = () => {}, header: { kid?: string | null } = {}) {
  const l = await login();
  const payload = platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student' });
  edit(payload);
  return launch(await platform.sign(payload, header), l.state, l.cookie);
}

async function expectRefused(res: Response, reason: LtiLaunchError, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(await res.text()).toContain(escapeHtml(LTI_LAUNCH_ERRORS[reason]));
}

describe('login initiation', () => {
  it('sends the browser to the platform with an OIDC request: form_post, id_token, our redirect URI, fresh state and nonce', async () => {
    const a = await login();
    const b = await login();
    expect(a.location.origin + a.location.pathname).toBe(platform.authLoginUrl);
    expect(Object.fromEntries(a.location.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: 'http://app.test/lti/launch',
      login_hint: 'opaque-hint',
    });
    expect(a.state).not.toBe(b.state);
    expect(a.nonce).not.toBe(b.nonce);
    // The state cookie survives in an LMS's frame with third-party cookies blocked.
    expect(a.cookie.startsWith('lti_state_')).toBe(true);
  });

  it('accepts a POSTed initiation, and refuses an unknown issuer or a target off this tool', async () => {
    const res = await t.fetch('/lti/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ iss: platform.issuer, login_hint: 'x', target_link_uri: 'http://app.test/lti/launch', client_id: platform.clientId }),
    });
    expect(res.status).toBe(302);
    const unknown = await t.fetch(
      `/lti/login?${new URLSearchParams({ iss: 'https://nobody.example/', login_hint: 'x', target_link_uri: 'http://app.test/lti/launch' })}`,
    );
    await expectRefused(unknown, 'unknownPlatform', 404);
    const offsite = await t.fetch(
      `/lti/login?${new URLSearchParams({ iss: platform.issuer, client_id: platform.clientId, login_hint: 'x', target_link_uri: 'https://evil.example/lti/launch' })}`,
    );
    await expectRefused(offsite, 'targetLink', 400);
  });
});

describe("the certification guide's known-bad payloads", () => {
  const badPayloads: [string, (p: Record<string, unknown>) => void, { kid?: string | null }, LtiLaunchError, number][] = [
    ['no KID sent in the JWT header', () => {}, { kid: null }, 'noKid', 401],
    ['an incorrect KID in the JWT header', () => {}, { kid: 'no-such-kid' }, 'unknownKid', 401],
    [
      'a wrong LTI version',
      (p) => {
        p[`${LTI}version`] = '11.3';
      },
      {},
      'version',
      400,
    ],
    ['no LTI version', (p) => void delete p[`${LTI}version`], {}, 'version', 400],
    [
      'a JSON that is not an LTI 1.3 launch',
      (p) => {
        for (const k of Object.keys(p)) if (!['iss', 'aud', 'nonce'].includes(k)) delete p[k];
        p.name = 'badltilaunch';
      },
      {},
      'version',
      400,
    ],
    [
      'missing LTI claims (aud, iss, sub, deployment_id, roles)',
      (p) => {
        for (const k of ['aud', 'iss', 'sub', `${LTI}deployment_id`, `${LTI}roles`]) delete p[k];
      },
      {},
      'wrongIssuer',
      401,
    ],
    [
      'incorrect timestamps (iat 11111, exp 22222)',
      (p) => {
        p.iat = 11111;
        p.exp = 22222;
      },
      {},
      'expired',
      401,
    ],
    ['no message_type claim', (p) => void delete p[`${LTI}message_type`], {}, 'messageType', 400],
    ['no roles claim', (p) => void delete p[`${LTI}roles`], {}, 'roles', 400],
    ['no deployment_id claim', (p) => void delete p[`${LTI}deployment_id`], {}, 'deployment', 403],
    ['no resource_link id', (p) => void delete p[`${LTI}resource_link`], {}, 'resourceLink', 400],
    ['no user (sub) claim', (p) => void delete p.sub, {}, 'sub', 400],
  ];

  it.each(badPayloads)('refuses %s with a page naming the reason', async (_name, edit, header, reason, status) => {
    const learnersBefore = await t.prisma.learner.count({ where: { companyId: company.company.id } });
    await expectRefused(await studentLaunch(edit, header), reason, status);
    expect(await t.prisma.learner.count({ where: { companyId: company.company.id } })).toBe(learnersBefore);
  });

  it('refuses a token that is not a JWT at all, and a launch without its state', async () => {
    const l = await login();
    await expectRefused(await launch('not-a-jwt', l.state, l.cookie), 'notAToken', 400);
    const res = await t.fetch('/lti/launch', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id_token: 'x.y.z' }),
    });
    await expectRefused(res, 'noState', 400);
  });
});

describe("the certification guide's valid launches", () => {
  const variants: [string, { names?: boolean; email?: boolean; context?: boolean }][] = [
    ['with names, e-mail and context', {}],
    ['with no personal data', { names: false, email: false }],
    ['with an e-mail only', { names: false }],
    ['with names only', { email: false }],
    ['without a context', { context: false }],
    ['without a context or personal data', { context: false, names: false, email: false }],
  ];

  it.each(variants)('a student %s lands in the hub, signed in as a learner of the company', async (_name, o) => {
    const l = await login();
    const payload = platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student', ...o });
    const res = await launch(await platform.sign(payload), l.state, l.cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/${company.company.slug}/hub/${material.slug}`);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^aud_token=[\w-]{40,};/);
    expect(cookie).toContain('SameSite=Lax');
    const token = /^aud_token=([\w-]+)/.exec(cookie)![1]!;
    const viewer = await t.gql('{ learnerViewer { email firstName lastName } }', {}, token);
    const expected = {
      email: o.email === false ? expect.stringMatching(/^lti-[0-9a-f]{16}@learners\.invalid$/) : `${payload.sub as string}@school.example`,
      firstName: o.names === false ? null : 'Ada',
      lastName: o.names === false ? null : 'Lovelace',
    };
    expect(viewer.data?.learnerViewer).toEqual(expected);
  });

  it.each(variants)('an instructor %s lands on the preview, and no learner is made', async (_name, o) => {
    const before = await t.prisma.learner.count({ where: { companyId: company.company.id } });
    const l = await login();
    const res = await launch(
      await platform.sign(platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'instructor', ...o })),
      l.state,
      l.cookie,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/embed/${company.company.slug}/paths/${material.slug}`);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await t.prisma.learner.count({ where: { companyId: company.company.id } })).toBe(before);
  });

  it('inside an LMS frame, the session cookie is partitioned and SameSite=None, so it works with third-party cookies blocked', async () => {
    const l = await login();
    const res = await launch(
      await platform.sign(platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student' })),
      l.state,
      l.cookie,
      {
        'sec-fetch-dest': 'iframe',
      },
    );
    expect(res.status).toBe(303);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('Partitioned');
    expect(cookie).toContain('Secure');
  });
});

describe('who the learner is', () => {
  it('finds the same learner by platform and sub on every launch, with the name the platform sends now', async () => {
    const sub = 'stable-sub-1';
    const go = async (name: string) => {
      const l = await login();
      const payload = platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student', sub });
      payload.given_name = name;
      expect((await launch(await platform.sign(payload), l.state, l.cookie)).status).toBe(303);
    };
    await go('Ada');
    await go('Augusta');
    const users = await t.prisma.ltiUser.findMany({ where: { sub }, include: { learner: true } });
    expect(users).toHaveLength(1);
    expect(users[0]!.learner.firstName).toBe('Augusta');
  });

  it("never takes over a hub learner by e-mail: the platform's e-mail gets a record of its own", async () => {
    const email = 'shared.address@school.example';
    const hubLearner = await t.prisma.learner.create({ data: { companyId: company.company.id, email } });
    const l = await login();
    const payload = platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student', sub: 'sub-with-shared-email' });
    payload.email = email;
    const res = await launch(await platform.sign(payload), l.state, l.cookie);
    expect(res.status).toBe(303);
    const linked = await t.prisma.ltiUser.findFirstOrThrow({ where: { sub: 'sub-with-shared-email' } });
    expect(linked.learnerId).not.toBe(hubLearner.id);
    expect(await t.prisma.learner.count({ where: { companyId: company.company.id, email } })).toBe(2);
  });

  it('lets two platform users with one sub on two platforms be two learners', async () => {
    const other = await startFakePlatform();
    try {
      expect((await register(other, company.owner.token)).status).toBe(201);
      for (const p of [platform, other]) {
        const l = await login({ p });
        const res = await launch(
          await p.sign(p.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student', sub: 'same-sub' })),
          l.state,
          l.cookie,
        );
        expect(res.status).toBe(303);
      }
      expect(await t.prisma.ltiUser.count({ where: { sub: 'same-sub' } })).toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe('state, nonce and keys', () => {
  it('refuses a replayed launch: the state and nonce work once', async () => {
    const l = await login();
    const token = await platform.sign(platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student' }));
    expect((await launch(token, l.state, l.cookie)).status).toBe(303);
    await expectRefused(await launch(token, l.state, l.cookie), 'stateUnknown', 403);
  });

  it('refuses a launch completed in another browser (no state cookie, and the platform offered no storage)', async () => {
    const l = await login();
    const token = await platform.sign(platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student' }));
    await expectRefused(await launch(token, l.state, null), 'stateNotThisBrowser', 403);
  });

  it("refuses a token whose nonce is another login's", async () => {
    const a = await login();
    const b = await login();
    const token = await platform.sign(platform.resourceLinkPayload({ nonce: b.nonce, targetLinkUri: a.target, role: 'student' }));
    await expectRefused(await launch(token, a.state, a.cookie), 'nonce', 401);
  });

  it('refuses a token for another client id, or signed by a key the platform does not publish', async () => {
    await expectRefused(
      await studentLaunch((p) => {
        p.aud = 'someone-else';
      }),
      'wrongAudience',
      401,
    );
    await expectRefused(
      await studentLaunch((p) => {
        p.aud = [platform.clientId, 'other']; // several audiences, no azp
      }),
      'wrongAudience',
      401,
    );
    const stranger = await startFakePlatform({ clientId: platform.clientId });
    try {
      const l = await login();
      const token = await stranger.sign(
        { ...platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student' }) },
        { kid: platform.kid },
      );
      await expectRefused(await launch(token, l.state, l.cookie), 'badSignature', 401);
    } finally {
      await stranger.close();
    }
  });

  it('fetches the key set again once when the platform signs with a new key', async () => {
    expect((await studentLaunch()).status).toBe(303);
    await platform.rotateKey();
    // A refetch at most every 10 s: the cached set is older than that once we are here.
    await t.prisma.ltiPlatform.updateMany({ where: { clientId: platform.clientId }, data: { jwksFetchedAt: new Date(Date.now() - 60_000) } });
    const before = platform.jwksRequests;
    expect((await studentLaunch()).status).toBe(303);
    expect(platform.jwksRequests).toBe(before + 1);
    expect((await studentLaunch()).status).toBe(303);
    expect(platform.jwksRequests).toBe(before + 1);
  });
});

describe('LTI Platform Storage (third-party cookies blocked, no partitioned cookie)', () => {
  it("puts the state in the platform's storage at login, and completes a cookie-less launch once our page read it back", async () => {
    const query = new URLSearchParams({
      iss: platform.issuer,
      client_id: platform.clientId,
      login_hint: 'x',
      target_link_uri: `http://app.test/lti/launch?material=${material.id}`,
      lti_storage_target: '_parent',
    });
    const loginPage = await t.fetch(`/lti/login?${query}`);
    expect(loginPage.status).toBe(200);
    const html = await loginPage.text();
    // The page posts lti.put_data to the platform's origin only, then goes on to its authorisation address.
    expect(html).toContain('lti.put_data');
    expect(html).toContain(JSON.stringify(platform.origin));
    const redirect = new URL(JSON.parse(`"${/"redirect":"([^"]+)"/.exec(html)![1]!}"`));
    const state = redirect.searchParams.get('state')!;
    const nonce = redirect.searchParams.get('nonce')!;
    const token = await platform.sign(
      platform.resourceLinkPayload({ nonce, targetLinkUri: `http://app.test/lti/launch?material=${material.id}`, role: 'student' }),
    );

    const check = await launch(token, state, null);
    expect(check.status).toBe(200);
    const page = await check.text();
    expect(page).toContain('lti.get_data');
    const ticket = /"ticket":"([^"]+)"/.exec(page)![1]!;
    // A made-up ticket is refused; the page's own completes the launch, once.
    const forged = await t.fetch('/lti/launch/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, ticket: `${ticket}x` }),
    });
    await expectRefused(forged, 'stateUnknown', 403);
    const done = await t.fetch('/lti/launch/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, ticket }),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/${company.company.slug}/hub/${material.slug}`);
    const again = await t.fetch('/lti/launch/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, ticket }),
    });
    await expectRefused(again, 'stateUnknown', 403);
  });
});

describe('which material', () => {
  it("lands on the material the custom parameter names, and refuses another company's, a draft and a Private one", async () => {
    const other = await buildCompany(t);
    const foreign = await publishedMaterial(t, other.company.id);
    const draft = await publishedMaterial(t, company.company.id, { published: false });
    const privateOne = await publishedMaterial(t, company.company.id, { visibility: 'PRIVATE' });
    const withCustom = async (id: string) => {
      const l = await login({ target: 'http://app.test/lti/launch' });
      return launch(
        await platform.sign(platform.resourceLinkPayload({ nonce: l.nonce, targetLinkUri: l.target, role: 'student', custom: { material: id } })),
        l.state,
        l.cookie,
      );
    };
    const ok = await withCustom(material.id);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`/${company.company.slug}/hub/${material.slug}`);
    await expectRefused(await withCustom(foreign.id), 'noMaterial', 404);
    await expectRefused(await withCustom(draft.id), 'notPublished', 409);
    await expectRefused(await withCustom(privateOne.id), 'privateMaterial', 403);
  });
});

describe('deep linking', () => {
  it("shows the company's published materials, and returns the picked ones as signed items the platform accepts", async () => {
    const draft = await publishedMaterial(t, company.company.id, { published: false });
    const l = await login({ target: 'http://app.test/lti/launch' });
    const res = await launch(
      await platform.sign(platform.deepLinkingPayload({ nonce: l.nonce, targetLinkUri: l.target, data: 'opaque-42' })),
      l.state,
      l.cookie,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`value="${material.id}"`);
    expect(html).not.toContain(draft.id);
    const ticket = /name="ticket" value="([^"]+)"/.exec(html)![1]!;

    const picked = await t.fetch('/lti/deep-link', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([
        ['ticket', ticket],
        ['state', l.state],
        ['material', material.id],
      ]),
    });
    expect(picked.status).toBe(200);
    const form = await picked.text();
    expect(form).toContain(`action="${platform.deepLinkReturnUrl}"`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(form)![1]!;
    // The browser posts it to the platform, which checks it against our published keys.
    const back = await fetch(platform.deepLinkReturnUrl, { method: 'POST', body: new URLSearchParams({ JWT: jwt }) });
    expect(back.status).toBe(200);
    expect(platform.deepLinkReturns.at(-1)!.error).toBeNull();
    const payload = platform.deepLinkReturns.at(-1)!.payload!;
    expect(payload[`${LTI}message_type`]).toBe('LtiDeepLinkingResponse');
    expect(payload['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('opaque-42');
    expect(payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items']).toEqual([
      expect.objectContaining({
        type: 'ltiResourceLink',
        url: 'http://app.test/lti/launch',
        custom: { material: material.id },
        lineItem: expect.objectContaining({ scoreMaximum: 100 }),
      }),
    ]);
    // The ticket works once.
    const again = await t.fetch('/lti/deep-link', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket, state: l.state, material: material.id }),
    });
    await expectRefused(again, 'stateUnknown', 403);
  });

  it('refuses a deep-linking request from a student', async () => {
    const l = await login({ target: 'http://app.test/lti/launch' });
    const payload = platform.deepLinkingPayload({ nonce: l.nonce, targetLinkUri: l.target });
    payload[`${LTI}roles`] = ['http://purl.imsglobal.org/vocab/lis/v2/membership#Learner'];
    await expectRefused(await launch(await platform.sign(payload), l.state, l.cookie), 'roles', 403);
  });
});

describe('registrations (REST)', () => {
  it('lists, reads and removes per company; a second company cannot see or remove them, nor take the same pair', async () => {
    const auth = { authorization: `Bearer ${company.owner.token}` };
    const list = await (await t.fetch('/api/v1/lti/platforms', { headers: auth })).json();
    const mine = list.platforms.find((p: { client_id: string }) => p.client_id === platform.clientId);
    expect(mine).toMatchObject({
      issuer: platform.issuer,
      deployment_ids: [platform.deploymentId],
      registered_by: 'manual',
      tool: { login_url: 'http://app.test/lti/login', launch_url: 'http://app.test/lti/launch', jwks_url: 'http://app.test/lti/jwks' },
    });
    const other = await buildCompany(t);
    const theirs = { authorization: `Bearer ${other.owner.token}` };
    expect((await (await t.fetch('/api/v1/lti/platforms', { headers: theirs })).json()).platforms).toEqual([]);
    expect((await t.fetch(`/api/v1/lti/platforms/${mine.id}`, { headers: theirs })).status).toBe(404);
    expect((await t.fetch(`/api/v1/lti/platforms/${mine.id}`, { method: 'DELETE', headers: theirs })).status).toBe(404);
    const taken = await register(platform, other.owner.token);
    expect(taken.status).toBe(409);

    const throwaway = await startFakePlatform();
    try {
      const made = await (await register(throwaway, company.owner.token)).json();
      const removed = await t.fetch(`/api/v1/lti/platforms/${made.id}`, { method: 'DELETE', headers: auth });
      expect(removed.status).toBe(200);
      const after = await t.fetch(
        `/lti/login?${new URLSearchParams({ iss: throwaway.issuer, client_id: throwaway.clientId, login_hint: 'x', target_link_uri: 'http://app.test/lti/launch' })}`,
      );
      await expectRefused(after, 'unknownPlatform', 404);
    } finally {
      await throwaway.close();
    }
  });

  it('refuses bad registrations with a 422 naming each field', async () => {
    const res = await t.fetch('/api/v1/lti/platforms', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${company.owner.token}` },
      body: JSON.stringify({
        issuer: 'not a url',
        client_id: '',
        deployment_ids: [],
        jwks_url: 'ftp://x',
        auth_login_url: 'https://u:p@lms.example/auth',
        auth_token_url: 'https://lms.example/token',
      }),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['auth_login_url', 'client_id', 'deployment_ids', 'issuer', 'jwks_url']);
  });

  it('refuses key and token addresses on a private network unless the server allows them', async () => {
    const strict = await createTestApp();
    const { owner } = await buildCompany(strict);
    const res = await strict.fetch('/api/v1/lti/platforms', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify(platform.registration()),
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['auth_token_url', 'jwks_url']);
    await strict.close();
  });
});
