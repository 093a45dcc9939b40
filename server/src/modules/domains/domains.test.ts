/**
 * Settings → Domain through both APIs: add, rename, delete and check, with the roles that may,
 * the spec's messages, tenant walls, and verification against a real DNS server on this machine
 * (a missing record, a wrong TXT value, the right records, a record removed later, the automatic
 * re-check, and a host another company verified first).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../../test/dns-server.js';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { recheckDueDomains } from './domains.service.js';

let t: TestApp;
let dns: TestDnsServer;
let A: Awaited<ReturnType<typeof buildCompany>>;
let B: Awaited<ReturnType<typeof buildCompany>>;
let admin: string;
let member: string;
let viewer: string;

beforeAll(async () => {
  dns = await startDnsServer({ 'app.learnhub.test': { A: ['203.0.113.7'] } });
  t = await createTestApp({ env: { DNS_SERVERS: dns.address, DOMAIN_A_RECORD: '203.0.113.7', DOMAIN_CNAME_TARGET: 'app.learnhub.test' } });
  A = await buildCompany(t);
  B = await buildCompany(t);
  admin = (await buildUser(t, { companyId: A.company.id, role: 'TEAM_ADMIN' })).token;
  member = (await buildUser(t, { companyId: A.company.id, role: 'MEMBER' })).token;
  viewer = (await buildUser(t, { companyId: A.company.id, role: 'VIEW_ONLY' })).token;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const RESULT = /* GraphQL */ `
  __typename
  ... on Error { message code }
  ... on ValidationError { fieldErrors { field messages } }
`;
const FORMAT = 'The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com';
const DOMAIN_TAKEN = 'This domain is already in your list.';
const DOMAIN = 'id domain name subdomain status lastCheckedAt missing records { type host value }';
const ADD = `mutation ($name: String!) { addDomain(input: { domainName: $name }) { ${RESULT} ... on DomainPayload { message domain { ${DOMAIN} } } } }`;
const UPDATE = `mutation ($id: ID!, $name: String!) { updateDomain(input: { domainId: $id, domainName: $name }) { ${RESULT} ... on DomainPayload { message domain { ${DOMAIN} } } } }`;
const DELETE = `mutation ($id: ID!) { deleteDomain(input: { domainId: $id }) { ${RESULT} ... on DeleteDomainPayload { message deletedDomainId } } }`;
const VERIFY = `mutation ($id: ID!) { verifyDomain(input: { domainId: $id }) { ${RESULT} ... on DomainPayload { message domain { ${DOMAIN} } } } }`;
const LIST = `query { viewer { company { domains { domain status } } } }`;

let seq = 0;
const host = (label = 'learn') => `${label}-${++seq}.acme.test`;
const add = async (name: string, token = A.owner.token) => (await t.gql(ADD, { name }, token)).data.addDomain;

/** Puts the records that prove and route `domain` into the test DNS zone. */
function publish(domain: string, token: string) {
  dns.zone.set(domain, { CNAME: 'app.learnhub.test' });
  dns.zone.set(`_learnhub-verification.${domain}`, { TXT: [`learnhub-verification=${token}`] });
}
const tokenOf = async (domain: string) => (await t.prisma.domain.findFirstOrThrow({ where: { domain, companyId: A.company.id } })).verificationToken;

describe('adding a domain', () => {
  it('stores it normalised and pending, with its records; the first automatic check is a minute away', async () => {
    const name = host();
    const before = Date.now();
    const res = await add(`  ${name.toUpperCase()}. `);
    expect(res.__typename).toBe('DomainPayload');
    expect(res.message).toBe('Domain added. Create the DNS records below, then check it.');
    const d = res.domain;
    expect(d).toMatchObject({ domain: name, name, subdomain: name.split('.')[0], status: 'PENDING', lastCheckedAt: null, missing: [] });
    const row = await t.prisma.domain.findFirstOrThrow({ where: { domain: name } });
    expect(row.verificationToken).toMatch(/^[0-9a-f]{32}$/);
    expect(d.records).toEqual([
      { type: 'CNAME', host: name, value: 'app.learnhub.test' },
      { type: 'A', host: name, value: '203.0.113.7' },
      { type: 'TXT', host: `_learnhub-verification.${name}`, value: `learnhub-verification=${row.verificationToken}` },
    ]);
    expect(row.nextCheckAt!.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(row.nextCheckAt!.getTime()).toBeLessThan(Date.now() + 61_000);
  });

  it.each([
    ['https://learn.acme.test', 'The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com'],
    ['www.acme.test', 'The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com'],
    ['acme', 'The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com'],
    ['   ', "Domain can't be blank"],
    ['learn.app.test', "This is LearnHub's own address: enter a domain of your company."],
    ['app.learnhub.test', "This is LearnHub's own address: enter a domain of your company."],
    [`${'a'.repeat(300)}.test`, 'A domain has at most 253 characters.'],
    ['learn\u0000.acme.test', null],
  ])('refuses %j with the message under the input', async (name, message) => {
    const res = await t.gql(ADD, { name }, A.owner.token);
    if (message === null) {
      // NUL bytes never reach the service: refused as bad input before it runs.
      expect(res.errors?.[0]?.message ?? res.data?.addDomain?.message).toBeTruthy();
      return;
    }
    expect(res.data.addDomain).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'domainName', messages: [message] }] });
  });

  it('refuses the same domain twice in one company, but another company may claim it (only one can verify)', async () => {
    const name = host();
    await add(name);
    expect(await add(name)).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'domainName', messages: ['This domain is already in your list.'] }],
    });
    expect((await add(name, B.owner.token)).__typename).toBe('DomainPayload');
  });

  it('Owners and Team Admins manage domains; Members and View Only read them only', async () => {
    expect((await add(host(), admin)).__typename).toBe('DomainPayload');
    expect((await add(host(), member)).__typename).toBe('ForbiddenError');
    expect((await add(host(), viewer)).__typename).toBe('ForbiddenError');
    expect((await t.gql(LIST, {}, viewer)).data.viewer.company.domains.length).toBeGreaterThan(0);
    expect((await t.gql(ADD, { name: host() }, null)).data.addDomain.__typename).toBe('UnauthenticatedError');
  });
});

describe('internationalised domain names', () => {
  it('are accepted and stored as punycode, named in Unicode, with records for the punycode host', async () => {
    const res = await add('  Bücher.ACME.test ');
    expect(res.__typename).toBe('DomainPayload');
    const row = await t.prisma.domain.findFirstOrThrow({ where: { companyId: A.company.id, name: 'bücher.acme.test' } });
    expect(res.domain).toMatchObject({ domain: 'xn--bcher-kva.acme.test', name: 'bücher.acme.test', subdomain: 'xn--bcher-kva', status: 'PENDING' });
    expect(row.domain).toBe('xn--bcher-kva.acme.test');
    expect(res.domain.records[0]).toEqual({ type: 'CNAME', host: 'xn--bcher-kva.acme.test', value: 'app.learnhub.test' });
    expect(res.domain.records[2].host).toBe('_learnhub-verification.xn--bcher-kva.acme.test');

    // Non-ASCII scripts, ß kept (IDNA 2008), an ideographic full stop read as a dot.
    expect((await add('日本語.jp')).domain).toMatchObject({ domain: 'xn--wgv71a119e.jp', name: '日本語.jp', subdomain: null });
    expect((await add('straße。acme.test')).domain).toMatchObject({ domain: 'xn--strae-oqa.acme.test', name: 'straße.acme.test' });
  });

  it('are one domain whichever form is typed', async () => {
    await add('lærning.acme.test');
    for (const name of ['LÆRNING.acme.test', 'xn--lrning-pua.acme.test'])
      expect(await add(name)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'domainName', messages: [DOMAIN_TAKEN] }] });
  });

  it.each([
    'bücher.acme.test/path',
    'bü cher.acme.test',
    '-bücher.acme.test',
    'bücher-.acme.test',
    'xn--zz.acme.test',
    'www.bücher.acme.test',
    'ü@bücher.acme.test',
  ])('refuses %j with the format message', async (name) => {
    expect(await add(name)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'domainName', messages: [FORMAT] }] });
  });

  it('are checked by their punycode records, and the check names them in Unicode', async () => {
    const d = (await add('ødegaard.acme.test')).domain;
    expect(d.domain).toBe('xn--degaard-p1a.acme.test');
    expect((await t.gql(VERIFY, { id: d.id }, A.owner.token)).data.verifyDomain.message).toBe('ødegaard.acme.test is not verified yet.');
    publish('xn--degaard-p1a.acme.test', await tokenOf('xn--degaard-p1a.acme.test'));
    expect((await t.gql(VERIFY, { id: d.id }, A.owner.token)).data.verifyDomain).toMatchObject({
      message: 'ødegaard.acme.test is verified.',
      domain: { status: 'VERIFIED' },
    });
  });

  it('are accepted by REST too, as name and domain', async () => {
    const created = await t.rest('POST', '/domains', { token: A.owner.token, body: { domain_name: 'café.acme.test' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'café.acme.test', domain: 'xn--caf-dma.acme.test' });
  });
});

describe('renaming and deleting', () => {
  it('a new name starts over as pending; the same name changes nothing', async () => {
    const name = host();
    const created = (await add(name)).domain;
    publish(name, await tokenOf(name));
    expect((await t.gql(VERIFY, { id: created.id }, A.owner.token)).data.verifyDomain.domain.status).toBe('VERIFIED');
    const same = (await t.gql(UPDATE, { id: created.id, name }, A.owner.token)).data.updateDomain.domain;
    expect(same.status).toBe('VERIFIED');
    const renamed = (await t.gql(UPDATE, { id: created.id, name: host('docs') }, A.owner.token)).data.updateDomain;
    expect(renamed.message).toBe('Domain updated. Create the DNS records below, then check it.');
    expect(renamed.domain).toMatchObject({ status: 'PENDING', lastCheckedAt: null, missing: [] });
  });

  it('deleting answers the message, drops its sign-in design and returns its materials to the default address', async () => {
    const name = host();
    const created = (await add(name)).domain;
    const id = created.id;
    const row = await t.prisma.domain.findFirstOrThrow({ where: { domain: name, companyId: A.company.id } });
    await t.prisma.signInDesign.create({ data: { companyId: A.company.id, domainId: row.id } });
    const material = await t.prisma.learningMaterial.create({
      data: { companyId: A.company.id, name: 'M', slug: `m-${seq}`, kind: 'WALKTHROUGH', domainId: row.id },
    });
    const res = (await t.gql(DELETE, { id }, A.owner.token)).data.deleteDomain;
    expect(res).toEqual({ __typename: 'DeleteDomainPayload', message: 'Domain deleted successfully.', deletedDomainId: encodeGlobalID('Domain', row.id) });
    expect(await t.prisma.domain.findUnique({ where: { id: row.id } })).toBeNull();
    expect(await t.prisma.signInDesign.count({ where: { domainId: row.id } })).toBe(0);
    expect((await t.prisma.learningMaterial.findUniqueOrThrow({ where: { id: material.id } })).domainId).toBeNull();
  });

  it("another company's domain is not found, by every mutation, and stays as it was", async () => {
    const name = host();
    const theirs = (await add(name, B.owner.token)).domain;
    for (const [query, vars] of [
      [UPDATE, { id: theirs.id, name: host() }],
      [DELETE, { id: theirs.id }],
      [VERIFY, { id: theirs.id }],
    ] as const) {
      const res = await t.gql(query, vars, A.owner.token);
      const payload = Object.values(res.data)[0] as { __typename: string; message: string };
      expect(payload).toMatchObject({ __typename: 'NotFoundError', message: 'Domain not found.' });
    }
    expect(await t.prisma.domain.findFirst({ where: { domain: name, companyId: B.company.id } })).toMatchObject({ status: 'PENDING', lastCheckedAt: null });
  });
});

describe('checking DNS', () => {
  it('without records: pending, both records named; with a wrong TXT value: the value found is named', async () => {
    const name = host();
    const d = (await add(name)).domain;
    const first = (await t.gql(VERIFY, { id: d.id }, A.owner.token)).data.verifyDomain;
    expect(first.message).toBe(`${name} is not verified yet.`);
    expect(first.domain.status).toBe('PENDING');
    expect(first.domain.lastCheckedAt).not.toBeNull();
    expect(first.domain.missing).toHaveLength(2);

    dns.zone.set(name, { CNAME: 'app.learnhub.test' });
    dns.zone.set(`_learnhub-verification.${name}`, { TXT: ['learnhub-verification=not-this-one'] });
    const wrong = (await t.gql(VERIFY, { id: d.id }, A.owner.token)).data.verifyDomain.domain;
    expect(wrong.missing).toEqual([
      `TXT record _learnhub-verification.${name} has learnhub-verification=not-this-one instead of learnhub-verification=${await tokenOf(name)}.`,
    ]);
  });

  it('with the right records: VERIFIED, listed on GET /company; when a record disappears, the daily check FAILS it', async () => {
    const name = host();
    const d = (await add(name)).domain;
    publish(name, await tokenOf(name));
    const ok = (await t.gql(VERIFY, { id: d.id }, A.owner.token)).data.verifyDomain;
    expect(ok).toMatchObject({ message: `${name} is verified.`, domain: { status: 'VERIFIED', missing: [] } });
    expect((await t.rest('GET', '/company', { token: A.owner.token })).body.domains).toContain(name);

    dns.zone.delete(`_learnhub-verification.${name}`);
    // The daily re-check is due: bring it forward rather than wait a day.
    await t.prisma.domain.updateMany({ where: { domain: name, companyId: A.company.id }, data: { nextCheckAt: new Date(Date.now() - 1000) } });
    const { checked } = await recheckDueDomains(t.deps);
    expect(checked).toBeGreaterThanOrEqual(1);
    const after = await t.prisma.domain.findFirstOrThrow({ where: { domain: name, companyId: A.company.id } });
    expect(after).toMatchObject({ status: 'FAILED', verifiedAt: null, checkAttempts: 1 });
    expect(after.missing).toEqual([`TXT record _learnhub-verification.${name} with the value learnhub-verification=${after.verificationToken} was not found.`]);
    expect((await t.rest('GET', '/company', { token: A.owner.token })).body.domains).not.toContain(name);

    // Put back: the next automatic check (a minute later) verifies it again on its own.
    publish(name, after.verificationToken);
    await t.prisma.domain.update({ where: { id: after.id }, data: { nextCheckAt: new Date(Date.now() - 1000) } });
    await recheckDueDomains(t.deps);
    expect((await t.prisma.domain.findUniqueOrThrow({ where: { id: after.id } })).status).toBe('VERIFIED');
  });

  it('the automatic check only takes domains that are due', async () => {
    const name = host();
    await add(name);
    publish(name, await tokenOf(name));
    await recheckDueDomains(t.deps);
    // Added a moment ago: its first check is a minute away, so it was not checked.
    expect(await t.prisma.domain.findFirstOrThrow({ where: { domain: name } })).toMatchObject({ status: 'PENDING', lastCheckedAt: null });
  });

  it('a host that another company verified first FAILS for the second, named as such; the first keeps it', async () => {
    const name = host();
    const theirs = (await add(name, B.owner.token)).domain;
    const bRow = await t.prisma.domain.findFirstOrThrow({ where: { domain: name, companyId: B.company.id } });
    publish(name, bRow.verificationToken);
    expect((await t.gql(VERIFY, { id: theirs.id }, B.owner.token)).data.verifyDomain.domain.status).toBe('VERIFIED');

    const ours = (await add(name)).domain;
    // Even with A's own token published next to B's, the host stays B's.
    const aToken = await tokenOf(name);
    dns.zone.set(`_learnhub-verification.${name}`, { TXT: [`learnhub-verification=${bRow.verificationToken}`, `learnhub-verification=${aToken}`] });
    const second = (await t.gql(VERIFY, { id: ours.id }, A.owner.token)).data.verifyDomain.domain;
    expect(second).toMatchObject({ status: 'FAILED', missing: ['This domain is already connected to another LearnHub workspace.'] });
    expect((await t.prisma.domain.findUniqueOrThrow({ where: { id: bRow.id } })).status).toBe('VERIFIED');
  });
});

describe("a material's address on its domain", () => {
  it('is the hub address on the domain once it is verified, and none before', async () => {
    const name = host('share');
    const d = (await add(name)).domain;
    const row = await t.prisma.domain.findFirstOrThrow({ where: { domain: name, companyId: A.company.id } });
    const m = await t.prisma.learningMaterial.create({
      data: { companyId: A.company.id, name: 'Shared', slug: `shared-${seq}`, kind: 'WALKTHROUGH', domainId: row.id },
    });
    const read = async () =>
      (await t.gql('query ($s: String!) { material(slug: $s) { domainShareUrl } }', { s: m.slug }, A.owner.token)).data.material.domainShareUrl;
    expect(await read()).toBeNull();
    publish(name, row.verificationToken);
    await t.gql(VERIFY, { id: d.id }, A.owner.token);
    expect(await read()).toBe(`http://${name}/${A.company.slug}/hub/shared-${seq}`);
  });
});

describe('REST /api/v1/domains', () => {
  it('lists, adds, renames, checks and deletes, with snake_case fields and per-field errors', async () => {
    const name = host('rest');
    const created = await t.rest('POST', '/domains', { token: A.owner.token, body: { domain_name: name } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, domain: name, subdomain: name.split('.')[0], status: 'pending', missing: [], last_checked_at: null });
    expect(created.body.records.map((r: { type: string }) => r.type)).toEqual(['CNAME', 'A', 'TXT']);

    const list = await t.rest('GET', '/domains', { token: A.owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((d: { domain: string }) => d.domain)).toContain(name);
    expect((await t.rest('GET', '/domains', { token: B.owner.token })).body.map((d: { domain: string }) => d.domain)).not.toContain(name);

    const bad = await t.rest('POST', '/domains', { token: A.owner.token, body: { domain_name: 'https://x.test' } });
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { domain_name: ['The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com'] } },
    });
    expect((await t.rest('POST', '/domains', { token: A.owner.token, body: {} })).status).toBe(422);

    const renamed = await t.rest('PUT', `/domains/${created.body.id}`, { token: A.owner.token, body: { domain_name: `${name}.more` } });
    expect(renamed).toMatchObject({ status: 200, body: { domain: `${name}.more`, status: 'pending' } });
  });

  it("refuses another company's id with 404 and a Member with 403", async () => {
    const theirs = await t.rest('POST', '/domains', { token: B.owner.token, body: { domain_name: host('rest') } });
    for (const [method, path] of [
      ['PUT', `/domains/${theirs.body.id}`],
      ['DELETE', `/domains/${theirs.body.id}`],
      ['POST', `/domains/${theirs.body.id}/verify`],
    ] as const) {
      expect((await t.rest(method, path, { token: A.owner.token, body: method === 'PUT' ? { domain_name: host() } : undefined })).status).toBe(404);
    }
    expect((await t.rest('POST', '/domains', { token: member, body: { domain_name: host() } })).status).toBe(403);
    expect((await t.rest('DELETE', '/domains/not-a-uuid', { token: A.owner.token })).status).toBe(404);
  });

  it('checks by POST /domains/{id}/verify and deletes with the message', async () => {
    const name = host('rest');
    const created = await t.rest('POST', '/domains', { token: A.owner.token, body: { domain_name: name } });
    publish(name, await tokenOf(name));
    const checked = await t.rest('POST', `/domains/${created.body.id}/verify`, { token: A.owner.token });
    expect(checked).toMatchObject({ status: 200, body: { status: 'verified', missing: [] } });
    expect(checked.body.verified_at).not.toBeNull();
    const gone = await t.rest('DELETE', `/domains/${created.body.id}`, { token: A.owner.token });
    expect(gone).toMatchObject({ status: 200, body: { message: 'Domain deleted successfully.' } });
  });
});
