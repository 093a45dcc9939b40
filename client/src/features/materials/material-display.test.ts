import { describe, expect, it } from 'vitest';
import { addAccessEmail, cardImage, statusLabel, tabKind, uploadedImage, walkthroughsTab } from './material-display';

describe('statusLabel', () => {
  it('shows the three statuses in lowercase', () => {
    expect(statusLabel('DRAFT')).toBe('draft');
    expect(statusLabel('PUBLISHED')).toBe('published');
    expect(statusLabel('PUBLISHED_WITH_CHANGES')).toBe('published, with unpublished changes');
  });
  it('lowercases a status this client does not know', () => expect(statusLabel('ARCHIVED_SOON')).toBe('archived soon'));
});

describe('cardImage', () => {
  it('prefers the thumbnail', () => expect(cardImage('/t.png', '/bg.png')).toBe('/t.png'));
  it('falls back to the first step background when the thumbnail is missing or the placeholder', () => {
    expect(cardImage(null, '/bg.png')).toBe('/bg.png');
    expect(cardImage('/images/not-found.png', '/bg.png')).toBe('/bg.png');
  });
  it('is null (a neutral box) when neither exists', () => expect(cardImage('', null)).toBeNull());
});

describe('walkthroughsTab', () => {
  it('defaults to paths', () => {
    expect(walkthroughsTab(null)).toBe('paths');
    expect(walkthroughsTab('nonsense')).toBe('paths');
  });
  it('reads walkthroughs and videos', () => {
    expect(walkthroughsTab('walkthroughs')).toBe('walkthroughs');
    expect(tabKind(walkthroughsTab('walkthroughs'))).toBe('WALKTHROUGH');
    expect(tabKind(walkthroughsTab(null))).toBe('PATH');
  });
});

it('adds an access e-mail normalised and once', () => {
  expect(addAccessEmail(['a@x.test'], ' A@X.test ')).toEqual(['a@x.test']);
  expect(addAccessEmail(['a@x.test'], 'B@x.test')).toEqual(['a@x.test', 'b@x.test']);
});

describe('uploadedImage', () => {
  it('keeps an uploaded image', () => expect(uploadedImage('/uploads/t.png')).toBe('/uploads/t.png'));
  it('treats a missing image or the not-found placeholder as none', () => {
    expect(uploadedImage(null)).toBeNull();
    expect(uploadedImage(undefined)).toBeNull();
    expect(uploadedImage('/images/not-found.png')).toBeNull();
  });
});
