import { describe, expect, it } from 'vitest';
import { parseAccessEmails } from './material-access.service.js';
import { configOrDefault, materialDefaults } from './material-defaults.js';
import { materialPaths } from './material-paths.js';
import { copyName, nextFreeSlug, parseDescription, parseKind, parseName, parseVisibility, slugBase } from './material-rules.js';
import { materialStatus, STATUS_LABELS } from './material-status.js';

const fieldErrors = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { fieldErrors: Record<string, string[]> }).fieldErrors;
  }
  throw new Error('expected a ValidationError');
};

describe('materialStatus', () => {
  it('is DRAFT while never published, whatever the revision', () => {
    expect(materialStatus({ revision: 0, publishedRevision: null })).toBe('DRAFT');
    expect(materialStatus({ revision: 12, publishedRevision: null })).toBe('DRAFT');
  });
  it("is PUBLISHED when the published revision is the draft's", () => {
    expect(materialStatus({ revision: 3, publishedRevision: 3 })).toBe('PUBLISHED');
    expect(materialStatus({ revision: 0, publishedRevision: 0 })).toBe('PUBLISHED');
  });
  it('is PUBLISHED_WITH_CHANGES when the draft was saved after the publish', () => {
    expect(materialStatus({ revision: 4, publishedRevision: 3 })).toBe('PUBLISHED_WITH_CHANGES');
  });
  it('has lowercase card labels', () => {
    expect(STATUS_LABELS).toEqual({ DRAFT: 'draft', PUBLISHED: 'published', PUBLISHED_WITH_CHANGES: 'published, with unpublished changes' });
  });
});

describe('material names and slugs', () => {
  it('refuses blank, whitespace-only, missing and non-text names', () => {
    for (const raw of ['', '   \t', undefined, null]) expect(fieldErrors(() => parseName(raw))).toEqual({ name: ["Name can't be blank"] });
    expect(fieldErrors(() => parseName(42))).toEqual({ name: ['Name must be text'] });
    expect(fieldErrors(() => parseName('x'.repeat(201)))).toEqual({ name: ['Name is too long (maximum is 200 characters)'] });
    expect(parseName('  Onboarding  ')).toBe('Onboarding');
    expect(parseName('x'.repeat(200))).toHaveLength(200);
  });
  it('makes lowercase a-z0-9 and hyphen slugs, with a fallback', () => {
    expect(slugBase('  Héllo, World! 2024 ')).toBe('hello-world-2024');
    expect(slugBase('日本語')).toBe('material');
    expect(slugBase('a'.repeat(100))).toHaveLength(80);
  });
  it('transliterates names in Nordic, German, French and Polish', () => {
    expect(slugBase('Fjord Læring: Første dag')).toBe('fjord-laering-forste-dag');
    expect(slugBase('Große Übung')).toBe('grosse-ubung');
    expect(slugBase('Cœur de Łódź')).toBe('coeur-de-lodz');
  });
  it('numbers slugs -2, -3… and skips reserved REST words', () => {
    expect(nextFreeSlug('Intro', new Set())).toBe('intro');
    expect(nextFreeSlug('Intro', new Set(['intro', 'intro-2']))).toBe('intro-3');
    expect(nextFreeSlug('Count', new Set())).toBe('count-2');
    expect(nextFreeSlug('Manage Access', new Set())).toBe('manage-access-2');
    expect(nextFreeSlug('Search', new Set())).toBe('search-2');
  });
  it('names copies and keeps them within 200 characters', () => {
    expect(copyName('Intro')).toBe('Intro (copy)');
    expect(copyName('y'.repeat(200))).toHaveLength(200);
  });
  it('parses kinds, visibility and descriptions', () => {
    expect(parseKind('path')).toBe('PATH');
    expect(fieldErrors(() => parseKind('quiz'))).toEqual({ kind: ['Please choose walkthrough, paths, docs or video.'] });
    expect(parseVisibility('Guest')).toBe('GUEST');
    expect(fieldErrors(() => parseVisibility(1))).toHaveProperty('visibility');
    expect(parseDescription('  ')).toBeNull();
    expect(fieldErrors(() => parseDescription(5))).toEqual({ description: ['Description must be text'] });
  });
});

describe('defaults and addresses', () => {
  it('gives a walkthrough one default step and the tn/mca/ea sections', () => {
    const { draftData, draftConfig } = materialDefaults('WALKTHROUGH');
    expect(draftData).toEqual([
      { id: expect.any(Number), name: 'Step 1', title: 'Title 1', description: 'Add a description to this step', altText: '', backgroundUrl: null, layers: [] },
    ]);
    const id = (draftData[0] as { id: number }).id;
    expect(Number.isInteger(id) && id > 0 && id < 100_000_000).toBe(true);
    expect(draftConfig.map((s) => s.sectionId)).toEqual(['tn', 'mca', 'ea']);
    expect(draftConfig[0]!.values.map((v) => [v.id, v.value])).toEqual([
      ['tnBGColor', '#FFFFFF'],
      ['tnLinkColor', '#000000'],
      ['tnTextColor', '#000000'],
    ]);
  });
  it('gives a path a main title element, a large-text layer and the ha/ca/ba/phc/th sections', () => {
    const { draftData, draftConfig } = materialDefaults('PATH');
    const layers = (draftData[0] as { layers: { id: string; type: string; content: string; fontSize: number }[] }).layers;
    expect(layers[0]).toMatchObject({ id: 'main', type: 'large_text' });
    expect(layers[1]).toMatchObject({ type: 'large_text', fontSize: 34, content: 'This is large title' });
    expect(draftConfig.map((s) => s.sectionId)).toEqual(['ha', 'ca', 'ba', 'phc', 'th', 'cp']);
    const values = Object.fromEntries(draftConfig.flatMap((s) => s.values.map((v) => [v.id, v.value])));
    expect(values).toMatchObject({
      haBGColor: '#23455B',
      haTextColor: '#FFFFFF',
      caHeaderColor: '#F3F3F3',
      caHeaderFontSize: '18px',
      caTextColor: '#ACACAC',
      baHeaderColor: '#F6F8F9',
    });
  });
  it("falls back to the kind's default config when the stored one is empty", () => {
    expect(configOrDefault('PATH', [])).toEqual(materialDefaults('PATH').draftConfig);
    expect(configOrDefault('PATH', [{ sectionId: 'x' }])).toEqual([{ sectionId: 'x' }]);
  });
  it('builds view and edit addresses per kind', () => {
    expect(materialPaths('acme', { kind: 'WALKTHROUGH', slug: 'a' })).toEqual({ viewPath: '/acme/walkthroughs/a', editPath: '/acme/walkthroughs/a/edit' });
    expect(materialPaths('acme', { kind: 'VIDEO', slug: 'v' }).viewPath).toBe('/acme/walkthroughs/v');
    expect(materialPaths('acme', { kind: 'DOC', slug: 'd' }).viewPath).toBe('/acme/docs/d');
    expect(materialPaths('acme', { kind: 'PATH', slug: 'p' }).editPath).toBe('/acme/paths/p/edit');
  });
});

describe('access e-mails', () => {
  it('normalises and deduplicates', () => {
    expect(parseAccessEmails([' A@Example.com', 'a@example.com', 'b@example.com'])).toEqual(['a@example.com', 'b@example.com']);
    expect(parseAccessEmails([])).toEqual([]);
  });
  it('names each bad entry and refuses non-lists and more than 500', () => {
    expect(fieldErrors(() => parseAccessEmails(['ok@example.com', 'nope', 7]))).toEqual({
      'emails.1': ['Please enter a valid email address'],
      'emails.2': ['Please enter a valid email address'],
    });
    expect(fieldErrors(() => parseAccessEmails('a@example.com'))).toHaveProperty('emails');
    expect(fieldErrors(() => parseAccessEmails(Array.from({ length: 501 }, (_, i) => `u${i}@example.com`)))).toEqual({
      emails: ['At most 500 email addresses'],
    });
  });
});
