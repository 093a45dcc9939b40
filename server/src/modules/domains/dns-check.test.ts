/**
 * The domain rule and the DNS check, against a real DNS server on this machine
 * (test/dns-server.ts) asked through Node's ordinary resolver.
 */
import { DOMAIN_FORMAT_MESSAGE, isDomainName, normalizeDomainName, subdomainOf } from '@learnhub/content';
import { domainToASCII } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../../test/dns-server.js';
import { checkDns, createResolver, recordsFor } from './dns-check.js';
import { afterCheck, RECHECK_AFTER_MINUTES } from './domains.service.js';

describe('the domain rule (authoring.md §5)', () => {
  it.each([
    ['learn.acme.com', true],
    ['acme.com', true],
    ['a-b.c-d.example.co.uk', true],
    ['xn--bcher-kva.example', true],
    ['https://learn.acme.com', false],
    ['www.acme.com', false],
    ['acme', false],
    ['learn..acme.com', false],
    ['-learn.acme.com', false],
    ['learn-.acme.com', false],
    ['learn.acme.com/path', false],
    ['learn acme.com', false],
    ['acme.c0m', false],
    ['127.0.0.1', false],
    [`${'a'.repeat(64)}.com`, false],
    [`${'a'.repeat(63)}.com`, true],
  ])('%s → %s', (host, ok) => expect(isDomainName(host)).toBe(ok));

  it('stores trimmed, lower case, without a final dot; names the subdomain of three labels or more', () => {
    expect(normalizeDomainName('  Learn.ACME.com. ')).toBe('learn.acme.com');
    expect(subdomainOf('learn.acme.com')).toBe('learn');
    expect(subdomainOf('acme.com')).toBeNull();
  });

  it('turns an internationalised name into punycode, the same in the browser (URL) and on the server (node:url)', () => {
    const cases: [string, string][] = [
      ['Bücher.de', 'xn--bcher-kva.de'],
      ['learn.straße.de.', 'learn.xn--strae-oqa.de'],
      ['日本語。jp', 'xn--wgv71a119e.jp'],
      ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
      // Refused ("" fails the rule): URL syntax, a hyphen at a label's edge, bad punycode.
      ['bücher.de/x', ''],
      ['ü@bücher.de', ''],
      ['-bücher.de', ''],
      ['xn--zz.de', ''],
    ];
    for (const [input, stored] of cases) {
      expect(normalizeDomainName(input)).toBe(stored);
      expect(normalizeDomainName(input, domainToASCII)).toBe(stored);
    }
    expect(isDomainName(normalizeDomainName('bücher.de'))).toBe(true);
  });

  it("says the spec's message with its examples written out", () => {
    expect(DOMAIN_FORMAT_MESSAGE).toBe('The subdomain / domain should have the format learn.yourcompany.com / yourcompany.com');
  });
});

const targets = { aRecord: '203.0.113.7', cnameTarget: 'app.learnhub.test' };
const TOKEN = '0123456789abcdef0123456789abcdef';
let dns: TestDnsServer;

beforeAll(async () => {
  dns = await startDnsServer({ 'app.learnhub.test': { A: ['203.0.113.7'] } });
});
afterAll(() => dns.close());

describe('checkDns', () => {
  const check = (domain: string, token = TOKEN) => checkDns(createResolver([dns.address]), domain, token, targets);

  it('lists the three records to create, with the configured values', () => {
    expect(recordsFor('learn.acme.test', TOKEN, targets).map(({ type, host, value }) => ({ type, host, value }))).toEqual([
      { type: 'CNAME', host: 'learn.acme.test', value: 'app.learnhub.test' },
      { type: 'A', host: 'learn.acme.test', value: '203.0.113.7' },
      { type: 'TXT', host: '_learnhub-verification.learn.acme.test', value: `learnhub-verification=${TOKEN}` },
    ]);
  });

  it('a domain without any record: both are missing, by name', async () => {
    const before = dns.questions();
    expect(await check('none.acme.test')).toEqual({
      outcome: 'missing',
      missing: [
        `TXT record _learnhub-verification.none.acme.test with the value learnhub-verification=${TOKEN} was not found.`,
        'none.acme.test should be a CNAME of app.learnhub.test or have an A record 203.0.113.7; found no A or CNAME record.',
      ],
    });
    expect(dns.questions()).toBeGreaterThanOrEqual(before + 3);
  });

  it('a wrong TXT value is reported with what was found; the CNAME alone is not enough', async () => {
    dns.zone.set('wrong.acme.test', { CNAME: 'app.learnhub.test' });
    dns.zone.set('_learnhub-verification.wrong.acme.test', { TXT: ['learnhub-verification=somebody-else', 'v=spf1 -all'] });
    expect(await check('wrong.acme.test')).toEqual({
      outcome: 'missing',
      missing: [`TXT record _learnhub-verification.wrong.acme.test has learnhub-verification=somebody-else instead of learnhub-verification=${TOKEN}.`],
    });
  });

  it('the right TXT with a CNAME to the app, or with an A record at the app address, verifies', async () => {
    dns.zone.set('learn.acme.test', { CNAME: 'app.learnhub.test' });
    dns.zone.set('_learnhub-verification.learn.acme.test', { TXT: [`learnhub-verification=${TOKEN}`] });
    expect(await check('learn.acme.test')).toEqual({ outcome: 'verified' });

    dns.zone.set('acme.test', { A: ['203.0.113.7'] });
    dns.zone.set('_learnhub-verification.acme.test', { TXT: [`learnhub-verification=${TOKEN}`] });
    expect(await check('acme.test')).toEqual({ outcome: 'verified' });
  });

  it('a CNAME to another host, or an A record at another address, is not routed here', async () => {
    dns.zone.set('elsewhere.acme.test', { CNAME: 'shop.other.test' });
    dns.zone.set('shop.other.test', { A: ['203.0.113.7'] });
    dns.zone.set('_learnhub-verification.elsewhere.acme.test', { TXT: [`learnhub-verification=${TOKEN}`] });
    expect(await check('elsewhere.acme.test')).toEqual({
      outcome: 'missing',
      missing: ['elsewhere.acme.test should be a CNAME of app.learnhub.test or have an A record 203.0.113.7; found CNAME shop.other.test.'],
    });
    dns.zone.set('moved.acme.test', { A: ['198.51.100.1'] });
    dns.zone.set('_learnhub-verification.moved.acme.test', { TXT: [`learnhub-verification=${TOKEN}`] });
    expect((await check('moved.acme.test')).outcome).toBe('missing');
  });

  it('a record that disappears later is missing at the next check', async () => {
    dns.zone.set('gone.acme.test', { CNAME: 'app.learnhub.test' });
    dns.zone.set('_learnhub-verification.gone.acme.test', { TXT: [`learnhub-verification=${TOKEN}`] });
    expect(await check('gone.acme.test')).toEqual({ outcome: 'verified' });
    dns.zone.delete('_learnhub-verification.gone.acme.test');
    expect(await check('gone.acme.test')).toEqual({
      outcome: 'missing',
      missing: [`TXT record _learnhub-verification.gone.acme.test with the value learnhub-verification=${TOKEN} was not found.`],
    });
  });

  it('a resolver that does not answer makes the check inconclusive, not failed', async () => {
    const silent = await startDnsServer();
    const address = silent.address;
    await silent.close(); // nothing listens there now: the look-up is refused
    const result = await checkDns(createResolver([address]), 'learn.acme.test', TOKEN, targets);
    expect(result.outcome).toBe('inconclusive');
  });
});

describe('afterCheck: what a check makes of the row', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const missing = { outcome: 'missing' as const, missing: ['x'] };

  it('the automatic schedule of a pending domain: 1 min, 5 min, 15 min, 1 h, 6 h, then daily three times, then FAILED', () => {
    expect(RECHECK_AFTER_MINUTES).toEqual([1, 5, 15, 60, 360, 1440, 1440, 1440]);
    expect(afterCheck({ status: 'PENDING', checkAttempts: 0, verifiedAt: null }, missing, now, false)).toMatchObject({
      status: 'PENDING',
      checkAttempts: 1,
      nextCheckAt: at(1),
    });
    expect(afterCheck({ status: 'PENDING', checkAttempts: 4, verifiedAt: null }, missing, now, false)).toMatchObject({
      checkAttempts: 5,
      nextCheckAt: at(360),
    });
    expect(afterCheck({ status: 'PENDING', checkAttempts: 7, verifiedAt: null }, missing, now, false)).toMatchObject({
      status: 'PENDING',
      checkAttempts: 8,
      nextCheckAt: at(1440),
    });
    expect(afterCheck({ status: 'PENDING', checkAttempts: 8, verifiedAt: null }, missing, now, false)).toMatchObject({
      status: 'FAILED',
      checkAttempts: 9,
      nextCheckAt: null,
    });
  });

  it('"Check now" starts the schedule over; a verified domain that loses a record FAILS at once and is re-checked', () => {
    expect(afterCheck({ status: 'FAILED', checkAttempts: 9, verifiedAt: null }, missing, now, true)).toMatchObject({
      status: 'FAILED',
      checkAttempts: 1,
      nextCheckAt: at(1),
    });
    expect(afterCheck({ status: 'VERIFIED', checkAttempts: 0, verifiedAt: at(-5000) }, missing, now, false)).toMatchObject({
      status: 'FAILED',
      verifiedAt: null,
      checkAttempts: 1,
      nextCheckAt: at(1),
    });
  });

  it('verified: keeps the first verification time, checked daily; inconclusive: status untouched, retried in 5 min', () => {
    const since = at(-5000);
    expect(afterCheck({ status: 'VERIFIED', checkAttempts: 0, verifiedAt: since }, { outcome: 'verified' }, now, false)).toEqual({
      status: 'VERIFIED',
      verifiedAt: since,
      lastCheckedAt: now,
      missing: [],
      checkAttempts: 0,
      nextCheckAt: at(1440),
    });
    expect(afterCheck({ status: 'PENDING', checkAttempts: 3, verifiedAt: null }, { outcome: 'verified' }, now, false)).toMatchObject({ verifiedAt: now });
    expect(afterCheck({ status: 'VERIFIED', checkAttempts: 0, verifiedAt: since }, { outcome: 'inconclusive', missing: ['y'] }, now, false)).toEqual({
      lastCheckedAt: now,
      missing: ['y'],
      nextCheckAt: at(5),
    });
  });
});
