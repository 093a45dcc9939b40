import { describe, expect, it } from 'vitest';
import { firstFreeSlug, parseCompanySize, parseWebsite, parseWorkspaceName, slugFromName } from './company-rules.js';

describe('parseWebsite', () => {
  it('normalises bare hosts to https and keeps a given http(s) scheme and path', () => {
    expect(parseWebsite('Example.COM').value).toBe('https://example.com');
    expect(parseWebsite(' www.example.co.uk/ ').value).toBe('https://www.example.co.uk');
    expect(parseWebsite('http://example.com/a/b/?q=1').value).toBe('http://example.com/a/b?q=1');
    expect(parseWebsite('https://xn--bcher-kva.example').value).toBe('https://xn--bcher-kva.example');
    expect(parseWebsite('https://bücher.de').value).toBe('https://xn--bcher-kva.de');
  });

  it('treats blank as no website and refuses implausible ones', () => {
    expect(parseWebsite('  ').value).toBeNull();
    expect(parseWebsite(null).value).toBeNull();
    for (const bad of ['ftp://example.com', 'javascript:alert(1)', 'exa mple.com', 'example', 'http://1.2.3.4', 'https://-bad-.com', 'a..b.com']) {
      expect(parseWebsite(bad).error, bad).toBe('is invalid');
    }
    expect(parseWebsite(7).error).toBe('must be text');
    expect(parseWebsite(`${'a'.repeat(260)}.com`).error).toMatch(/too long/);
  });
});

describe('slugFromName', () => {
  it('lowercases, drops accents and joins words with -', () => {
    expect(slugFromName('Ăcme Café, Inc.')).toBe('acme-cafe-inc');
    expect(slugFromName('__Under_score__')).toBe('under_score');
    expect(slugFromName('X')).toBe('x-workspace');
    expect(slugFromName('!!!')).toBe('workspace');
    expect(slugFromName('a'.repeat(80)).length).toBeLessThanOrEqual(42);
  });

  it('writes out letters that have no accent to drop (æ, ø, ß…) instead of losing them', () => {
    expect(slugFromName('Fjord Læring')).toBe('fjord-laering');
    expect(slugFromName('Øresund Skole')).toBe('oresund-skole');
    expect(slugFromName('Straße & Söhne')).toBe('strasse-sohne');
    expect(slugFromName('Œuvre Łódź Đak')).toBe('oeuvre-lodz-dak');
    expect(slugFromName('Þingvellir Ålesund')).toBe('thingvellir-alesund');
  });

  it('numbers a taken slug and skips reserved ones', () => {
    expect(firstFreeSlug('acme', new Set())).toBe('acme');
    expect(firstFreeSlug('acme', new Set(['acme', 'acme-2']))).toBe('acme-3');
    expect(firstFreeSlug('settings', new Set())).toBe('settings-2');
  });
});

describe('parseWorkspaceName and parseCompanySize', () => {
  it('accepts letters, digits, _ and - (lowercased) and nothing else', () => {
    expect(parseWorkspaceName(' My_Team-1 ').value).toBe('my_team-1');
    expect(parseWorkspaceName('my team').error).toBe('Workspace name should not contain any space or special character.');
    expect(parseWorkspaceName(3).error).toBe('Workspace name must be text.');
  });

  it('knows the size list exactly', () => {
    expect(parseCompanySize('1000-10,000').value).toBe('1000-10,000');
    expect(parseCompanySize('1000-10000').error).toBe('is not included in the list');
    expect(parseCompanySize(5).error).toBe('is not included in the list');
  });
});
